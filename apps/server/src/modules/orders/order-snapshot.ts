import { piecesDisplay } from '@spesa/shared/rules/fresh-pieces';
import { centsToEuro } from '@spesa/shared/common/money';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import type { CartService } from '../cart/cart.service.js';
import type { DeliveryServices } from '../delivery/delivery.service.js';
import type { NewOrderItemRecord, NewOrderRecord } from './order.repository.js';

type PricedCart = Awaited<ReturnType<CartService['priceForCheckout']>>;
type ConfirmedSlot = Awaited<ReturnType<DeliveryServices['timeslots']['confirmHold']>>;
type AddressSnapshot = NonNullable<Awaited<ReturnType<DeliveryServices['addresses']['snapshot']>>>;

/**
 * The order and its items as the priced cart stands at confirmation: prices, products, address and slot are
 * copied, so the order reads the same whatever the catalogue, the address book or the cart become.
 */
export function buildOrderSnapshot(input: {
  tenantId: string;
  userId: number;
  cart: { id: number; zoneId: number | null; infos: Record<string, string> };
  priced: PricedCart;
  slot: ConfirmedSlot;
  address: AddressSnapshot;
  paymentTypeId: number;
  isCard: boolean;
  prebilledCents: number | null;
  paymentExpiresAt: number | null;
  now: number;
}): { order: NewOrderRecord; items: Omit<NewOrderItemRecord, 'orderId'>[] } {
  const { tenantId, priced, slot, address, now } = input;
  return {
    order: {
      tenantId,
      userId: input.userId,
      cartId: input.cart.id,
      status: input.isCard ? ORDER_STATUS.AWAITING_PAYMENT : ORDER_STATUS.ORDERED,
      createdAt: now,
      updatedAt: now,
      deliveryServiceId: slot.deliveryServiceId,
      warehouseId: slot.warehouseId,
      zoneId: input.cart.zoneId,
      shippingAddressId: address.id,
      address: {
        addressId: address.id,
        addressName: address.addressName,
        addressTypeId: address.addressTypeId,
        address1: address.address1,
        addressNumber: address.addressNumber,
        city: address.city,
        province: address.province,
        postalcode: address.postalCode,
      },
      timeslotId: slot.timeslotId,
      timeslotDate: slot.date,
      beginTime: slot.beginTime,
      endTime: slot.endTime,
      ...pricedTotalsOf(priced),
      prebilledCents: input.prebilledCents,
      paymentTypeId: input.paymentTypeId,
      infos: input.cart.infos,
      paymentExpiresAt: input.paymentExpiresAt,
    },
    items: pricedItemsOf(tenantId, priced),
  };
}

/** What an order copies of its priced cart's money: at confirmation, and again when a modification is confirmed. */
export type PricedTotals = Pick<
  NewOrderRecord,
  | 'goodsCents'
  | 'variableCents'
  | 'giftCents'
  | 'packageCents'
  | 'deliveryFeeCents'
  | 'grossCents'
  | 'adjustments'
  | 'packages'
  | 'loyaltyPoints'
>;

export function pricedTotalsOf(priced: PricedCart): PricedTotals {
  return {
    goodsCents: priced.goodsCents,
    variableCents: priced.variableCents,
    giftCents: priced.giftCents,
    packageCents: priced.bagCents + priced.otherPackageCents,
    deliveryFeeCents: priced.feeCents,
    grossCents: priced.grossCents,
    adjustments: adjustmentsOf(priced),
    packages: packagesOf(priced),
    loyaltyPoints: priced.loyaltyPoints,
  };
}

export function pricedItemsOf(tenantId: string, priced: PricedCart): Omit<NewOrderItemRecord, 'orderId'>[] {
  return priced.lines.map((line, position) => itemOf(tenantId, line, position));
}

function adjustmentsOf(priced: PricedCart): NewOrderRecord['adjustments'] {
  return priced.gifts.map((g) => ({
    orderItemId: null,
    userGiftCertificateId: g.gift.userGiftCertificateId,
    giftCertificate: {
      giftCertificateId: g.gift.giftCertificateId,
      code: g.gift.code,
      description: g.gift.description,
    },
    amount: centsToEuro(g.amountCents),
    note: g.note,
  }));
}

function packagesOf(priced: PricedCart): NewOrderRecord['packages'] {
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

function itemOf(
  tenantId: string,
  line: PricedCart['lines'][number],
  position: number,
): Omit<NewOrderItemRecord, 'orderId'> {
  const isLoose = line.rule.sellingType === 'Sfuso';
  return {
    tenantId,
    productId: line.item.productId,
    product: {
      productId: line.product.productId,
      name: line.product.name,
      shortDescr: line.product.shortDescr,
      description: line.product.description,
      slug: line.product.slug,
      mediaURL: line.product.mediaURL,
      priceUnitDisplay: line.product.priceUnitDisplay,
      sellingType: line.rule.sellingType,
      vatPct: line.record.vatPct,
    },
    quantity: line.item.quantity,
    weight: isLoose ? line.item.quantity : null,
    unitPriceCents: line.unitCents,
    grossCents: line.grossCents,
    infos: {
      accept_alternatives: String(line.item.acceptAlternatives),
      ...(line.item.params ? { params: line.item.params } : {}),
      ...(line.item.useWpid !== null ? { use_wpid: String(line.item.useWpid) } : {}),
      ...(line.item.pieces !== null ? { pieces: String(line.item.pieces) } : {}),
      ...(line.item.userNotes !== null ? { user_notes: line.item.userNotes } : {}),
      quantityDisplay:
        isLoose && line.item.pieces !== null
          ? piecesDisplay(line.item.pieces, line.item.quantity)
          : isLoose
            ? `${line.item.quantity.toLocaleString('it-IT', { minimumFractionDigits: 3 })} ${line.rule.unit}`
            : `${line.item.quantity} pz`,
    },
    position,
  };
}
