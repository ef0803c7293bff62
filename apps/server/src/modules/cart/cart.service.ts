import {
  CART_INFO_ERROR_MESSAGE,
  CART_ITEM_NOT_FOUND_MESSAGE,
  CART_TOTAL_LABELS,
  GIFT_CODE_INVALID_MESSAGE,
  INVOICE_NOT_AVAILABLE_MESSAGE,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_TOO_LONG_MESSAGE,
  PACKAGING_TYPE_NOT_FOUND_MESSAGE,
  PRODUCT_GROUP_LIMIT_MESSAGE,
  PRODUCT_NOT_AVAILABLE_MESSAGE,
  PRODUCT_OPTIONS_REQUIRED_MESSAGE,
  type Cart,
  type CartAddRequest,
  type CartInfoProperty,
  type CartItem,
  type GiftCodeCheckData,
  type PackagingType,
  type PurchaseRestrictionData,
} from '@spesa/shared/cart/cart.contract';
import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import {
  DAILY_MAX_EXCEEDED_MESSAGE,
  displayQuantity,
  packageConversion,
  quantityRule,
  roundQuantity,
  type QuantityRule,
} from '@spesa/shared/rules/quantity';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor, TenantScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { romeDateIso, romeInstant } from '../../lib/italy/rome-time.js';
import type { ShopperService } from '../account/shopper.service.js';
import { toApiProduct } from '../catalogue/product-mapper.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';
import type { CartAccessService } from './cart-access.service.js';
import type { CatalogueRecords, ProductRecord } from './catalogue-records.js';
import { capTo, checkQuantity } from './cart-quantity.js';
import { priceCart, type PricedCart, type PricedLine } from './cart-pricing.js';
import { createCartReferenceSource, type CartReference } from './cart-reference.js';
import * as repo from './cart.repository.js';

/** spec §9: the special warehouse whose orders offer the invoice choice. */
export const INVOICE_WAREHOUSE_ID = 89;

export interface CartAnswer {
  cart: Cart;
  infos: string[];
  warnings: string[];
}

export interface OrderLinesSource {
  /** The lines of one of the shopper's orders, for add-all-from-order; undefined when not theirs. */
  orderLines(
    actor: Actor,
    orderId: number,
  ): Promise<{ productId: number; quantity: number; params: string }[] | undefined>;
  /**
   * Quantity of each product in the shopper's orders made since `since` (not cancelled, not replaced), read
   * in the caller's executor: a daily limit (spec §5).
   */
  orderedSince(
    trx: Db,
    tenantId: string,
    userId: number,
    productIds: readonly number[],
    since: number,
  ): Promise<Map<number, number>>;
}

/** Also the cart's access for other modules' transactions (the checkout, an order modified). */
export interface CartService extends CartAccessService {
  view(actor: Actor, options?: ViewOptions): Promise<Cart>;
  add(actor: Actor, body: CartAddRequest, options?: ViewOptions): Promise<CartAnswer>;
  update(
    actor: Actor,
    items: { itemId: number; quantity: number }[],
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  remove(
    actor: Actor,
    items: { itemId?: number | undefined; productId?: number | undefined }[] | undefined,
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  addAllFromOrder(actor: Actor, orderId: number, options?: ViewOptions): Promise<CartAnswer>;
  addAllFromWishlist(actor: Actor, listId: number, options?: ViewOptions): Promise<CartAnswer>;
  updateCartInfo(
    actor: Actor,
    property: CartInfoProperty,
    value: string,
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  updateInfos(
    actor: Actor,
    items: {
      itemId: number;
      infos: { accept_alternatives?: string | undefined; custom_weight?: string | undefined };
    }[],
    options?: ViewOptions,
  ): Promise<CartAnswer>;
  purchaseRestriction(actor: Actor): Promise<PurchaseRestrictionData>;
  checkGiftCode(actor: Actor, code: string): Promise<GiftCodeCheckData>;
  addGiftCode(actor: Actor, code: string, options?: ViewOptions): Promise<CartAnswer>;
  removeGiftCode(actor: Actor, code: string, options?: ViewOptions): Promise<CartAnswer>;
  /** Anonymous: the chain's types with its default selected; a shopper's: their cart's choice selected. */
  packagingTypes(scope: Actor | TenantScope): Promise<PackagingType[]>;
  /**
   * Moves the lines of another owner's cart (a guest's anonymous cart) into the user's, by the rules of an
   * add (quantities of the same line add up, limits apply), then `afterMerge` runs in the same transaction.
   */
  mergeCart(
    actor: Actor,
    fromUserId: number,
    afterMerge: (trx: Db) => Promise<void>,
  ): Promise<{ warnings: string[] }>;
  /** The cart priced inside the caller's transaction (the checkout). */
  priceForCheckout(trx: Db, tenantId: string, cartId: number, warehouseId: number): Promise<PricedCart>;
}

export interface ViewOptions {
  showSectors?: boolean;
}

interface LimitContext {
  limits: repo.PurchaseLimitRecord[];
  categoryOf: Map<number, number>;
  parentOf: Map<number, number | null>;
  orderedToday: Map<number, number>;
}

function canonicalParams(product: Product, params: Record<string, string> | string | undefined): string {
  const options = product.selectOptions;
  if (!options.length) return '';
  const given =
    typeof params === 'string'
      ? Object.fromEntries(new URLSearchParams(params))
      : Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  const pairs: string[] = [];
  for (const option of options) {
    const value = given[option.parameterName];
    const match = option.options.find((o) => o.key === value || o.value === value);
    // spec §5: the selector is valid only when every option has a choice.
    if (!match) throw new DomainError('PRODUCT_OPTIONS_REQUIRED', PRODUCT_OPTIONS_REQUIRED_MESSAGE);
    pairs.push(`${encodeURIComponent(option.parameterName)}=${encodeURIComponent(match.key)}`);
  }
  return pairs.sort().join('&');
}

function flagOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value === 'true' || value === '1';
}

function ancestorsOf(categoryId: number | undefined, parentOf: Map<number, number | null>): number[] {
  const chain: number[] = [];
  let current = categoryId;
  while (current !== undefined && !chain.includes(current)) {
    chain.push(current);
    const parent = parentOf.get(current);
    current = parent === null || parent === undefined ? undefined : parent;
  }
  return chain;
}

export function createCartService(deps: {
  db: Db;
  clock: Clock;
  delivery: DeliveryServices;
  wishlists: WishlistService;
  orders: OrderLinesSource;
  cartAccess: CartAccessService;
  shoppers: ShopperService;
  catalogue: CatalogueRecords;
}): CartService {
  const { db, clock, delivery, cartAccess } = deps;
  const referenceOf = createCartReferenceSource(db, clock, deps.catalogue);
  const productsByIds = (executor: Db, tenantId: string, ids: readonly number[]) =>
    deps.catalogue.productRecordsByIds(executor, tenantId, [...new Set(ids)]);

  /** `records`: the products of the cart and of the request. Reads the orders only for a daily limit. */
  async function limitContext(
    trx: Db,
    tenantId: string,
    userId: number,
    records: readonly ProductRecord[],
    reference: CartReference,
  ): Promise<LimitContext> {
    const { limits, parentOf } = reference;
    const categoryOf = new Map(records.map((r) => [r.id, r.categoryId]));
    const daily = records
      .map((r) => r.id)
      .filter((id) => limits.some((l) => l.kind === 'daily' && l.productId === id));
    const since = romeInstant(romeDateIso(clock.now()), '00:00');
    const orderedToday = daily.length
      ? await deps.orders.orderedSince(trx, tenantId, userId, daily, since)
      : new Map<number, number>();
    return { limits, categoryOf, parentOf, orderedToday };
  }

  /** spec §5 limits per product group and per day, on top of the per-product rules of checkQuantity. */
  function applyLimits(
    rule: QuantityRule,
    productId: number,
    target: number,
    otherLines: { productId: number; quantity: number }[],
    context: LimitContext,
  ): { quantity: number; warning?: string } {
    let quantity = target;
    let warning: string | undefined;
    const chain = ancestorsOf(context.categoryOf.get(productId), context.parentOf);
    for (const limit of context.limits) {
      if (limit.kind === 'group' && limit.categoryId !== null && chain.includes(limit.categoryId)) {
        const others = otherLines
          .filter((l) =>
            ancestorsOf(context.categoryOf.get(l.productId), context.parentOf).includes(limit.categoryId!),
          )
          .reduce((sum, l) => sum + l.quantity, 0);
        const allowed = limit.maxQuantity - others;
        if (quantity > allowed + 1e-9) {
          quantity = capTo(rule, allowed);
          warning = PRODUCT_GROUP_LIMIT_MESSAGE.replace('{count}', String(limit.maxQuantity))
            .replace('{unit}', rule.unit)
            .replace('{group}', limit.name);
        }
      }
      if (limit.kind === 'daily' && limit.productId === productId) {
        const others = otherLines
          .filter((l) => l.productId === productId)
          .reduce((s, l) => s + l.quantity, 0);
        const allowed = limit.maxQuantity - (context.orderedToday.get(productId) ?? 0) - others;
        if (quantity > allowed + 1e-9) {
          quantity = capTo(rule, allowed);
          warning = DAILY_MAX_EXCEEDED_MESSAGE;
        }
      }
    }
    if (quantity <= 0 && target > 0 && warning) throw new DomainError('PURCHASE_LIMIT', warning);
    return warning ? { quantity, warning } : { quantity };
  }

  /** Runs a change of the user's current cart under its row lock; a cart locked for payment reopens. */
  async function mutate<T>(
    tenantId: string,
    userId: number,
    work: (trx: Db, cartId: number, now: number, reference: CartReference) => Promise<T>,
  ): Promise<T> {
    const now = clock.now();
    // Read before the transaction: on SQLite its one connection is the transaction's until it ends.
    const reference = await referenceOf(tenantId);
    return writeTransaction(
      db,
      async (trx) => {
        const cart = await cartAccess.lockCurrent(trx, tenantId, userId, now);
        // A change after /checkout/prepare invalidates it: the shopper prepares again.
        if (cart.status === CART_STATUS.LOCKED) await repo.setCartStatus(trx, cart.id, CART_STATUS.OPEN, now);
        return work(trx, cart.id, now, reference);
      },
      // An open cart's lines may go back a few changes after a power cut (write-transaction.ts); the
      // checkout copies them into the order in a durable transaction.
      { durable: false },
    );
  }

  interface AddLine {
    productId: number;
    quantity: number;
    params?: Record<string, string> | string | undefined;
    useWpid?: number | undefined;
    acceptAlternatives?: string | undefined;
    customWeight?: string | undefined;
  }

  /** Adds lines; `lenient` (add-all-from-*) skips what cannot be added instead of refusing all. */
  async function addLines(
    trx: Db,
    tenantId: string,
    userId: number,
    cartId: number,
    requested: AddLine[],
    now: number,
    lenient: boolean,
    reference: CartReference,
  ): Promise<{ warnings: string[]; added: number }> {
    const warnings: string[] = [];
    let added = 0;
    const lines = await repo.listItems(trx, cartId);
    const productIds = [...requested.map((r) => r.productId), ...lines.map((l) => l.productId)];
    const records = await productsByIds(trx, tenantId, productIds);
    const context = await limitContext(trx, tenantId, userId, records, reference);
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const wanted of requested) {
      try {
        const record = byId.get(wanted.productId);
        if (!record || !record.available)
          throw new DomainError('PRODUCT_NOT_AVAILABLE', PRODUCT_NOT_AVAILABLE_MESSAGE);
        const product = toApiProduct(record, { warehouseId: 0, categoriesById: new Map() });
        const rule = quantityRule(product);
        const params = canonicalParams(product, wanted.params);
        const existing = lines.find((l) => l.productId === wanted.productId && l.params === params);
        const checked = checkQuantity(rule, (existing?.quantity ?? 0) + wanted.quantity);
        const others = lines.filter((l) => l !== existing);
        const limited = applyLimits(rule, wanted.productId, checked.quantity, others, context);
        for (const w of [checked.warning, limited.warning]) if (w && !warnings.includes(w)) warnings.push(w);
        const quantity = limited.quantity;
        const useWpid = wanted.useWpid ?? existing?.useWpid ?? null;
        if (existing) {
          if (quantity <= 0) {
            await repo.deleteItems(trx, cartId, [existing.id]);
            lines.splice(lines.indexOf(existing), 1);
          } else {
            await repo.updateItem(
              trx,
              cartId,
              existing.id,
              {
                quantity,
                useWpid,
                ...(wanted.acceptAlternatives !== undefined
                  ? { acceptAlternatives: flagOf(wanted.acceptAlternatives, true) }
                  : {}),
              },
              now,
            );
            existing.quantity = quantity;
          }
        } else if (quantity > 0) {
          const item = {
            productId: wanted.productId,
            quantity,
            params,
            useWpid,
            acceptAlternatives: flagOf(wanted.acceptAlternatives, true),
            customWeight: wanted.customWeight !== undefined ? Number(wanted.customWeight) || null : null,
          };
          await repo.insertItem(trx, tenantId, cartId, item, now);
          lines.push({ ...item, id: -1, createdAt: now });
        }
        added += 1;
      } catch (error) {
        if (!lenient || !(error instanceof DomainError)) throw error;
        if (!warnings.includes(error.message)) warnings.push(error.message);
      }
    }
    return { warnings, added };
  }

  async function deliveryPart(actor: Actor): Promise<CartDelivery> {
    return delivery.carts.view(actor);
  }

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
      quantityDisplay: displayQuantity(line.rule, line.item.quantity),
      isVariableWeight: line.isVariable,
      packages,
      looseUnits,
      cartItemInfo: {
        accept_alternatives: String(line.item.acceptAlternatives),
        ...(line.item.customWeight !== null ? { custom_weight: String(line.item.customWeight) } : {}),
        ...(line.item.params ? { params: line.item.params } : {}),
        ...(line.item.useWpid !== null ? { use_wpid: String(line.item.useWpid) } : {}),
      },
    };
  }

  async function view(actor: Actor, options: ViewOptions = {}): Promise<Cart> {
    const { tenantId, userId } = actor;
    const [part, reference] = await Promise.all([deliveryPart(actor), referenceOf(tenantId)]);
    const { categoriesById, parentOf } = reference;
    const priced = await priceCart(db, tenantId, part.cartId, {
      warehouseId: part.warehouse.warehouseId,
      ...(options.showSectors ? { categoriesById } : {}),
      packagingTypes: reference.packagingTypes,
      feeOf: (cartId, goods) => delivery.carts.deliveryFeeCents(tenantId, cartId, goods),
      catalogue: deps.catalogue,
    });
    const [points, usable] = await Promise.all([
      deps.shoppers.loyaltyPoints(db, tenantId, userId),
      repo.listUsableUserGifts(db, tenantId, userId, clock.now()),
    ]);
    const onCart = new Set(priced.gifts.map((g) => g.gift.userGiftCertificateId));
    const cartItems = priced.lines.map(toCartItem);
    let sectors: Cart['sectors'] = null;
    if (options.showSectors) {
      const bySector = new Map<number, CartItem[]>();
      priced.lines.forEach((line, index) => {
        const chain = ancestorsOf(line.record.categoryId, parentOf);
        const department =
          chain.find((id) => categoriesById.get(id)?.level === 1) ?? chain[chain.length - 1] ?? 0;
        const list = bySector.get(department) ?? [];
        list.push(cartItems[index]!);
        bySector.set(department, list);
      });
      sectors = [...bySector.entries()]
        .map(([sectorId, items]) => ({
          sectorId,
          name: categoriesById.get(sectorId)?.name ?? 'Altri prodotti',
          position: categoriesById.get(sectorId)?.position ?? 0,
          cartItems: items,
        }))
        .sort((a, b) => a.position - b.position)
        .map(({ position: _position, ...sector }) => sector);
    }
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
      totals: (
        [
          ['goods', priced.goodsCents],
          ['giftCodes', -priced.giftCents],
          ['bags', priced.bagCents],
          ['packages', priced.otherPackageCents],
          ['deliveryFee', priced.feeCents],
          ['total', priced.grossCents],
        ] as const
      ).map(([code, cents]) => ({ code, label: CART_TOTAL_LABELS[code], amount: centsToEuro(cents) })),
      user: { userId },
      forcedPreviewDate: null,
      cartInfos: priced.cart.infos,
      orderAdjustmentSummary: {
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
      },
      giftCertificates: usable
        .filter((g) => !onCart.has(g.userGiftCertificateId))
        .map((g) => ({
          giftCertificateId: g.giftCertificateId,
          userGiftCertificateId: g.userGiftCertificateId,
          code: g.code,
          description: g.description,
        })),
      giftCertificatesToGenerate: [],
      orderPackages: priced.packages.map((p) => ({
        orderPackageId: p.type.id,
        quantity: p.quantity,
        totalPrice: centsToEuro(p.totalCents),
        package: {
          packagingTypeId: p.type.id,
          descr: p.type.descr,
          cost: centsToEuro(p.type.costCents),
          kind: p.type.kind,
        },
      })),
      userPoints: { LOYALTY: { value: points } },
      loyaltyPointsToEarn: priced.loyaltyPoints,
      selectWarehouse: warehouseId === INVOICE_WAREHOUSE_ID,
      canRequestInvoice: warehouseId === INVOICE_WAREHOUSE_ID,
      editingOrderId: priced.cart.editingOrderId,
    };
  }

  async function answer(
    actor: Actor,
    options: ViewOptions | undefined,
    messages: { infos?: string[]; warnings?: string[] } = {},
  ): Promise<CartAnswer> {
    return {
      cart: await view(actor, options),
      infos: messages.infos ?? [],
      warnings: messages.warnings ?? [],
    };
  }

  async function findLine(trx: Db, cartId: number, itemId: number): Promise<repo.CartItemRecord> {
    const line = (await repo.listItems(trx, cartId)).find((l) => l.id === itemId);
    if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
    return line;
  }

  return {
    ...cartAccess,
    view,

    async add(actor, body, options) {
      const { tenantId, userId } = actor;
      const result = await mutate(tenantId, userId, (trx, cartId, now, reference) =>
        addLines(
          trx,
          tenantId,
          userId,
          cartId,
          body.items.map((i) => ({
            productId: i.productId,
            quantity: i.quantity,
            params: i.params,
            useWpid: i.use_wpid,
            acceptAlternatives: i.infos?.accept_alternatives,
            customWeight: i.infos?.custom_weight,
          })),
          now,
          false,
          reference,
        ),
      );
      return answer(actor, options, { warnings: result.warnings });
    },

    async update(actor, items, options) {
      const { tenantId, userId } = actor;
      const warnings = await mutate(tenantId, userId, async (trx, cartId, now, reference) => {
        const found: string[] = [];
        const lines = await repo.listItems(trx, cartId);
        const records = await productsByIds(
          trx,
          tenantId,
          lines.map((l) => l.productId),
        );
        const context = await limitContext(trx, tenantId, userId, records, reference);
        for (const change of items) {
          const line = lines.find((l) => l.id === change.itemId);
          if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
          const record = records.find((r) => r.id === line.productId);
          if (!record) throw new DomainError('PRODUCT_NOT_AVAILABLE', PRODUCT_NOT_AVAILABLE_MESSAGE);
          const rule = quantityRule(toApiProduct(record, { warehouseId: 0, categoriesById: new Map() }));
          const checked = checkQuantity(rule, change.quantity);
          const limited = applyLimits(
            rule,
            line.productId,
            checked.quantity,
            lines.filter((l) => l !== line),
            context,
          );
          for (const w of [checked.warning, limited.warning]) if (w && !found.includes(w)) found.push(w);
          if (limited.quantity <= 0) {
            await repo.deleteItems(trx, cartId, [line.id]);
            lines.splice(lines.indexOf(line), 1);
          } else {
            await repo.updateItem(trx, cartId, line.id, { quantity: limited.quantity }, now);
            line.quantity = limited.quantity;
          }
        }
        return found;
      });
      return answer(actor, options, { warnings });
    },

    async remove(actor, items, options) {
      const { tenantId, userId } = actor;
      await mutate(tenantId, userId, async (trx, cartId) => {
        if (!items || items.length === 0) {
          await repo.deleteItems(trx, cartId);
          return;
        }
        const lines = await repo.listItems(trx, cartId);
        const ids = lines
          .filter((l) =>
            items.some((i) => (i.itemId !== undefined ? i.itemId === l.id : i.productId === l.productId)),
          )
          .map((l) => l.id);
        await repo.deleteItems(trx, cartId, ids);
      });
      return answer(actor, options);
    },

    async addAllFromOrder(actor, orderId, options) {
      const { tenantId, userId } = actor;
      const lines = await deps.orders.orderLines(actor, orderId);
      if (!lines) throw new NotFoundError("L'ordine non esiste.");
      const result = await mutate(tenantId, userId, (trx, cartId, now, reference) =>
        addLines(trx, tenantId, userId, cartId, lines, now, true, reference),
      );
      return answer(actor, options, {
        infos: result.added ? [`${result.added} prodotti aggiunti al carrello dall'ordine ${orderId}`] : [],
        warnings: result.warnings,
      });
    },

    async addAllFromWishlist(actor, listId, options) {
      const { tenantId, userId } = actor;
      const list = await deps.wishlists.view(actor, { listId });
      const result = await mutate(tenantId, userId, (trx, cartId, now, reference) =>
        addLines(
          trx,
          tenantId,
          userId,
          cartId,
          list.wishlistItems.map((i) => ({ productId: i.productId, quantity: i.quantity })),
          now,
          true,
          reference,
        ),
      );
      return answer(actor, options, {
        infos: result.added ? [`${result.added} prodotti aggiunti al carrello dalla lista ${list.name}`] : [],
        warnings: result.warnings,
      });
    },

    async updateCartInfo(actor, property, value, options) {
      const { tenantId, userId } = actor;
      await mutate(tenantId, userId, async (trx, cartId, now, reference) => {
        const cart = await repo.findCartExtra(trx, tenantId, cartId);
        if (!cart) throw new DomainError('CART_INFO', CART_INFO_ERROR_MESSAGE);
        if (property === 'packaging_type_id') {
          const id = Number(value);
          const types = reference.packagingTypes;
          if (value !== '' && value !== '0' && !types.some((t) => t.id === id)) {
            throw new DomainError('PACKAGING_TYPE_NOT_FOUND', PACKAGING_TYPE_NOT_FOUND_MESSAGE);
          }
          await repo.setCartPackaging(trx, cartId, value === '' || value === '0' ? null : id, now);
          return;
        }
        if (property === 'order_comment' && value.length > ORDER_NOTE_MAX_LENGTH) {
          throw new DomainError('ORDER_NOTE_TOO_LONG', ORDER_NOTE_TOO_LONG_MESSAGE);
        }
        let stored = value;
        if (
          property === 'need_invoice' ||
          property === 'accept_alternatives' ||
          property === 'terms_accepted'
        ) {
          stored = String(flagOf(value, false));
        }
        if (property === 'need_invoice' && stored === 'true') {
          if ((await repo.findCartWarehouseId(trx, cartId)) !== INVOICE_WAREHOUSE_ID) {
            throw new DomainError('INVOICE_NOT_AVAILABLE', INVOICE_NOT_AVAILABLE_MESSAGE);
          }
        }
        await repo.setCartInfos(trx, cartId, { ...cart.infos, [property]: stored }, now);
        if (property === 'accept_alternatives') {
          for (const line of await repo.listItems(trx, cartId)) {
            await repo.updateItem(trx, cartId, line.id, { acceptAlternatives: stored === 'true' }, now);
          }
        }
      });
      return answer(actor, options);
    },

    async updateInfos(actor, items, options) {
      const { tenantId, userId } = actor;
      await mutate(tenantId, userId, async (trx, cartId, now) => {
        for (const change of items) {
          await findLine(trx, cartId, change.itemId);
          const weight = change.infos.custom_weight;
          await repo.updateItem(
            trx,
            cartId,
            change.itemId,
            {
              ...(change.infos.accept_alternatives !== undefined
                ? { acceptAlternatives: flagOf(change.infos.accept_alternatives, true) }
                : {}),
              ...(weight !== undefined
                ? {
                    customWeight:
                      Number.isFinite(Number(weight)) && Number(weight) > 0 ? Number(weight) : null,
                  }
                : {}),
            },
            now,
          );
        }
      });
      return answer(actor, options);
    },

    async purchaseRestriction(actor) {
      const { tenantId, userId } = actor;
      const part = await deliveryPart(actor);
      const [lines, reference] = await Promise.all([repo.listItems(db, part.cartId), referenceOf(tenantId)]);
      const records = await productsByIds(
        db,
        tenantId,
        lines.map((l) => l.productId),
      );
      const context = await limitContext(db, tenantId, userId, records, reference);
      return {
        restrictions: records.map((record) => {
          const rule = quantityRule(toApiProduct(record, { warehouseId: 0, categoriesById: new Map() }));
          const chain = ancestorsOf(context.categoryOf.get(record.id), context.parentOf);
          const group = context.limits.find(
            (l) => l.kind === 'group' && l.categoryId !== null && chain.includes(l.categoryId),
          );
          const daily = context.limits.find((l) => l.kind === 'daily' && l.productId === record.id);
          return {
            productId: record.id,
            name: record.name,
            maxAcq: rule.maxAcq ?? null,
            minAcq: rule.minAcq ?? null,
            dailyMax: daily?.maxQuantity ?? null,
            boughtToday: context.orderedToday.get(record.id) ?? 0,
            productClass: group
              ? {
                  name: group.name,
                  max: group.maxQuantity,
                  inCart: lines
                    .filter((l) =>
                      ancestorsOf(context.categoryOf.get(l.productId), context.parentOf).includes(
                        group.categoryId!,
                      ),
                    )
                    .reduce((s, l) => s + l.quantity, 0),
                }
              : null,
          };
        }),
      };
    },

    async checkGiftCode(actor, code) {
      const { tenantId, userId } = actor;
      const gift = await repo.findUsableUserGift(db, tenantId, userId, code, clock.now());
      return {
        valid: Boolean(gift),
        giftCertificate: gift
          ? {
              giftCertificateId: gift.giftCertificateId,
              code: gift.code,
              description: gift.description,
              amount: gift.discountCents === null ? null : centsToEuro(gift.discountCents),
              percentage: gift.discountPct,
              minOrderAmount: gift.minOrderCents === null ? null : centsToEuro(gift.minOrderCents),
            }
          : null,
      };
    },

    async addGiftCode(actor, code, options) {
      const { tenantId, userId } = actor;
      await mutate(tenantId, userId, async (trx, cartId, now) => {
        const gift = await repo.findUsableUserGift(trx, tenantId, userId, code, now);
        if (!gift) throw new DomainError('GIFT_CODE_INVALID', GIFT_CODE_INVALID_MESSAGE);
        await repo.attachGift(trx, tenantId, cartId, gift.userGiftCertificateId, now);
      });
      return answer(actor, options);
    },

    async removeGiftCode(actor, code, options) {
      const { tenantId, userId } = actor;
      await mutate(tenantId, userId, async (trx, cartId) => {
        const onCart = await repo.listCartGifts(trx, tenantId, cartId);
        const gift = onCart.find((g) => g.code.toUpperCase() === code.trim().toUpperCase());
        if (!gift) throw new DomainError('GIFT_CODE_INVALID', GIFT_CODE_INVALID_MESSAGE);
        await repo.detachGift(trx, cartId, gift.userGiftCertificateId);
      });
      return answer(actor, options);
    },

    async packagingTypes(scope) {
      const { tenantId } = scope;
      const types = (await referenceOf(tenantId)).packagingTypes;
      let chosen: number | null = null;
      if ('userId' in scope) {
        const part = await deliveryPart(scope);
        chosen = (await repo.findCartExtra(db, tenantId, part.cartId))?.packagingTypeId ?? null;
      }
      const selected = types.find((t) => t.id === chosen) ?? types.find((t) => t.isDefault);
      return types.map((t) => ({
        packagingTypeId: t.id,
        descr: t.descr,
        cost: centsToEuro(t.costCents),
        kind: t.kind,
        isDefault: t.isDefault,
        selected: t === selected,
      }));
    },

    async mergeCart(actor, fromUserId, afterMerge) {
      const { tenantId, userId } = actor;
      return mutate(tenantId, userId, async (trx, cartId, now, reference) => {
        const fromCartId = await repo.findCurrentCartId(trx, tenantId, fromUserId);
        const lines = fromCartId === undefined ? [] : await repo.listItems(trx, fromCartId);
        const { warnings } = await addLines(
          trx,
          tenantId,
          userId,
          cartId,
          lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            params: l.params,
            useWpid: l.useWpid ?? undefined,
            acceptAlternatives: String(l.acceptAlternatives),
            customWeight: l.customWeight === null ? undefined : String(l.customWeight),
          })),
          now,
          true,
          reference,
        );
        await afterMerge(trx);
        return { warnings };
      });
    },

    priceForCheckout(trx, tenantId, cartId, warehouseId) {
      return priceCart(trx, tenantId, cartId, {
        warehouseId,
        feeOf: (id, goods) => delivery.carts.deliveryFeeCents(tenantId, id, goods, trx),
        catalogue: deps.catalogue,
      });
    },
  };
}
