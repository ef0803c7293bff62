import { CART_TOTAL_LABELS, type Cart, type CartItem } from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { lineQuantityDisplay } from '@spesa/shared/rules/fresh-pieces';
import { packageConversion, roundQuantity } from '@spesa/shared/rules/quantity';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import {
  INVOICE_WAREHOUSE_ID,
  offersInvoice,
  type CartAnswer,
  type CartDeps,
  type ViewOptions,
} from './cart-deps.js';
import { priceCart, type PricedCart, type PricedLine } from './cart-pricing.js';
import type { CartReference } from './cart-reference.js';
import * as repo from './cart.repository.js';
import { ancestorsOf } from './purchase-limits.js';

function toCartItem(line: PricedLine): CartItem {
  const { packages, looseUnits } = packageConversion(line.rule, line.item.quantity);
  return {
    itemId: line.item.id,
    cartItemId: line.item.id,
    product: line.product,
    quantity: line.item.quantity,
    weight: line.rule.sellingType === 'Sfuso' ? line.item.quantity : null,
    grossTotal: centsToEuro(line.grossCents),
    unitPrice: centsToEuro(line.unitCents),
    quantityDisplay: lineQuantityDisplay(line.rule, line.item),
    isVariableWeight: line.isVariable,
    packages,
    looseUnits,
    cartItemInfo: {
      accept_alternatives: String(line.item.acceptAlternatives),
      ...(line.item.customWeight !== null ? { custom_weight: String(line.item.customWeight) } : {}),
      ...(line.item.params ? { params: line.item.params } : {}),
      ...(line.item.useWpid !== null ? { use_wpid: String(line.item.useWpid) } : {}),
      ...(line.item.pieces !== null ? { pieces: String(line.item.pieces) } : {}),
      ...(line.item.userNotes !== null ? { user_notes: line.item.userNotes } : {}),
    },
  };
}

/** The lines grouped by their level-1 department, in the departments' order. */
function sectorsOf(priced: PricedCart, cartItems: CartItem[], reference: CartReference): Cart['sectors'] {
  const { categoriesById, parentOf } = reference;
  const bySector = new Map<number, CartItem[]>();
  priced.lines.forEach((line, index) => {
    const chain = ancestorsOf(line.record.categoryId, parentOf);
    const department =
      chain.find((id) => categoriesById.get(id)?.level === 1) ?? chain[chain.length - 1] ?? 0;
    const list = bySector.get(department) ?? [];
    list.push(cartItems[index]!);
    bySector.set(department, list);
  });
  return [...bySector.entries()]
    .map(([sectorId, items]) => ({
      sectorId,
      name: categoriesById.get(sectorId)?.name ?? 'Altri prodotti',
      position: categoriesById.get(sectorId)?.position ?? 0,
      cartItems: items,
    }))
    .sort((a, b) => a.position - b.position)
    .map(({ position: _position, ...sector }) => sector);
}

function totalsOf(priced: PricedCart): Cart['totals'] {
  return (
    [
      ['goods', priced.goodsCents],
      ['giftCodes', -priced.giftCents],
      ['bags', priced.bagCents],
      ['packages', priced.otherPackageCents],
      ['deliveryFee', priced.feeCents],
      ['total', priced.grossCents],
    ] as const
  ).map(([code, cents]) => ({ code, label: CART_TOTAL_LABELS[code], amount: centsToEuro(cents) }));
}

function adjustmentSummaryOf(priced: PricedCart): Cart['orderAdjustmentSummary'] {
  return {
    orderAdjustments: priced.gifts.map((g) => ({
      orderItemId: null,
      userGiftCertificateId: g.gift.userGiftCertificateId,
      giftCertificate: {
        giftCertificateId: g.gift.giftCertificateId,
        code: g.gift.code,
        description: g.gift.description,
      },
      amount: centsToEuro(g.amountCents),
      note: g.note,
    })),
    totalAdjustment: centsToEuro(priced.giftCents),
  };
}

function orderPackagesOf(priced: PricedCart): Cart['orderPackages'] {
  return priced.packages.map((p) => ({
    orderPackageId: p.type.id,
    quantity: p.quantity,
    totalPrice: centsToEuro(p.totalCents),
    package: {
      packagingTypeId: p.type.id,
      descr: p.type.descr,
      cost: centsToEuro(p.type.costCents),
      kind: p.type.kind,
    },
  }));
}

interface CartParts {
  tenantId: string;
  userId: number;
  part: CartDelivery;
  priced: PricedCart;
  cartItems: CartItem[];
  sectors: Cart['sectors'];
  points: number;
  usable: Awaited<ReturnType<typeof repo.listUsableUserGifts>>;
}

function toCart({ tenantId, userId, part, priced, cartItems, sectors, points, usable }: CartParts): Cart {
  const onCart = new Set(priced.gifts.map((g) => g.gift.userGiftCertificateId));
  const warehouseId = part.warehouse.warehouseId;
  return {
    ...part,
    cartItems,
    sectors,
    totalItems: cartItems.length,
    totalQuantity: roundQuantity(
      priced.lines.reduce((s, l) => s + (l.rule.sellingType === 'Sfuso' ? 1 : l.item.quantity), 0),
    ),
    totalPrice: centsToEuro(priced.goodsCents),
    totalPriceVariable: centsToEuro(priced.variableCents),
    giftTotal: centsToEuro(priced.giftCents),
    packageTotal: centsToEuro(priced.bagCents + priced.otherPackageCents),
    deliveryFee: centsToEuro(priced.feeCents),
    grossTotal: centsToEuro(priced.grossCents),
    totals: totalsOf(priced),
    user: { userId },
    forcedPreviewDate: null,
    cartInfos: priced.cart.infos,
    orderAdjustmentSummary: adjustmentSummaryOf(priced),
    giftCertificates: usable
      .filter((g) => !onCart.has(g.userGiftCertificateId))
      .map((g) => ({
        giftCertificateId: g.giftCertificateId,
        userGiftCertificateId: g.userGiftCertificateId,
        code: g.code,
        description: g.description,
      })),
    giftCertificatesToGenerate: [],
    orderPackages: orderPackagesOf(priced),
    userPoints: { LOYALTY: { value: points } },
    loyaltyPointsToEarn: priced.loyaltyPoints,
    selectWarehouse: warehouseId === INVOICE_WAREHOUSE_ID,
    canRequestInvoice: offersInvoice(tenantId, warehouseId),
    editingOrderId: priced.cart.editingOrderId,
    editingOrderNumber: priced.cart.editingOrderNumber,
    editingUntil: priced.cart.editingUntil === null ? null : new Date(priced.cart.editingUntil).toISOString(),
  };
}

export async function viewCart(deps: CartDeps, actor: Actor, options: ViewOptions = {}): Promise<Cart> {
  const { db, clock, delivery } = deps;
  const { tenantId, userId } = actor;
  // spec §4: a modification past its cut-off is given up as it is read, and the cart set aside answers.
  const current = await deps.cartAccess.findCurrent(db, tenantId, userId);
  if (current?.editingUntil != null && current.editingUntil <= clock.now()) {
    await writeTransaction(db, (trx) => deps.cartAccess.lockCurrent(trx, tenantId, userId, clock.now()));
  }
  const [part, reference] = await Promise.all([delivery.carts.view(actor), deps.referenceOf(tenantId)]);
  const priced = await priceCart(db, tenantId, part.cartId, {
    warehouseId: part.warehouse.warehouseId,
    ...(options.showSectors ? { categoriesById: reference.categoriesById } : {}),
    packagingTypes: reference.packagingTypes,
    feeOf: (cartId, goods) => delivery.carts.deliveryFeeCents(tenantId, cartId, goods),
    catalogue: deps.catalogue,
  });
  const [points, usable] = await Promise.all([
    deps.shoppers.loyaltyPoints(db, tenantId, userId),
    repo.listUsableUserGifts(db, tenantId, userId, clock.now()),
  ]);
  const cartItems = priced.lines.map(toCartItem);
  const sectors = options.showSectors ? sectorsOf(priced, cartItems, reference) : null;
  return toCart({ tenantId, userId, part, priced, cartItems, sectors, points, usable });
}

/** The cart as every change answers it, with the change's messages. */
export async function cartAnswer(
  deps: CartDeps,
  actor: Actor,
  options: ViewOptions | undefined,
  messages: { infos?: string[]; warnings?: string[] } = {},
): Promise<CartAnswer> {
  return {
    cart: await viewCart(deps, actor, options),
    infos: messages.infos ?? [],
    warnings: messages.warnings ?? [],
  };
}
