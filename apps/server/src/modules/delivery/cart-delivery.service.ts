import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import { ADDRESS_NOT_SERVED_MESSAGE } from '@spesa/shared/rules/address-check';
import {
  ADDRESS_CHANGE_REFUSED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_SERVICE_MISMATCH_MESSAGE,
} from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import type { DeliveryFeeData, DeliveryZoneFee } from '@spesa/shared/delivery/delivery-fee.contract';
import {
  ADDRESS_TYPE,
  DELIVERY_SERVICE,
  deliveryServiceOfAddressType,
  type AddressTypeId,
  type DeliveryServiceId,
} from '@spesa/shared/delivery/delivery-service.contract';
import { STORE_NO_PICK_UP_MESSAGE, STORE_NOT_FOUND_MESSAGE } from '@spesa/shared/delivery/store.contract';
import { TIMESLOT_CHANGE_REFUSED_MESSAGE } from '@spesa/shared/delivery/timeslot.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import { slotFeeCents } from '@spesa/shared/rules/slot-delivery-fee';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor, TenantScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartAccessService, CartRecord } from '../cart/cart-access.service.js';
import { isAddressTypeId, toAddress } from './address-mapper.js';
import * as addresses from './address.repository.js';
import { releaseCartHold } from './cart-hold.js';
import * as stores from './store.repository.js';
import * as timeslots from './timeslot.repository.js';
import * as zones from './zone.repository.js';

export interface AddressChoice {
  addressId: number;
  addressTypeId?: AddressTypeId | undefined;
  deliveryServiceId?: DeliveryServiceId | undefined;
}

export interface CartDeliveryService {
  /** The delivery part of the user's current cart (spec §3 "Cart"), for the cart calls too. */
  view(actor: Actor): Promise<CartDelivery>;
  selectAddress(actor: Actor, choice: AddressChoice): Promise<CartDelivery>;
  /** Pick-up at the store: its store address becomes the cart's. */
  selectStore(actor: Actor, storeId: number): Promise<CartDelivery>;
  /** Anonymous: the chain's zones only; a shopper's: their cart's zone too. */
  deliveryFee(
    scope: Actor | TenantScope,
    goodsTotalCents: number | undefined,
    postalCode?: string,
  ): Promise<DeliveryFeeData>;
  /**
   * The fee a cart pays for a goods total: 0 without a zone or at or above the zone's free-delivery threshold,
   * else its slot's own fee or its zone's (README "Delivery fee by slot").
   * `trx`: the caller's transaction (the checkout prices the cart inside the one that writes the order).
   */
  deliveryFeeCents(tenantId: string, cartId: number, goodsTotalCents: number, trx?: Db): Promise<number>;
}

/**
 * The fee for a goods total: 0 at or above the zone's own free-delivery threshold, else the slot's own fee or
 * the zone's (README "Delivery fee by slot"); `slotFee` null when the cart has no slot or it has no fee of its own.
 */
export function feeCentsOf(
  zone: zones.ZoneRecord,
  goodsTotalCents: number,
  slotFee: number | null = null,
): number {
  const free = zone.freeDeliveryThresholdCents > 0 && goodsTotalCents >= zone.freeDeliveryThresholdCents;
  return free ? 0 : slotFeeCents(zone.feeCents, slotFee);
}

function toZoneFee(zone: zones.ZoneRecord): DeliveryZoneFee {
  return {
    zoneId: zone.id,
    name: zone.name,
    deliveryServiceId: zone.deliveryServiceId,
    warehouseId: zone.warehouseId,
    fee: centsToEuro(zone.feeCents),
    freeDeliveryThreshold: centsToEuro(zone.freeDeliveryThresholdCents),
  };
}

type Refusal = { refused: DomainError };

export function createCartDeliveryService(deps: {
  db: Db;
  clock: Clock;
  cartAccess: CartAccessService;
  shoppers: ShopperService;
}): CartDeliveryService {
  const { db, clock, cartAccess: carts, shoppers } = deps;

  async function currentCart(tenantId: string, userId: number): Promise<CartRecord> {
    const cart = await carts.findCurrent(db, tenantId, userId);
    if (cart) return cart;
    return writeTransaction(db, (trx) => carts.lockCurrent(trx, tenantId, userId, clock.now()));
  }

  /**
   * The cart's held slot; a cart modifying an order (spec §4 'Modifica ordine') holds none and shows the
   * order's slot, which stays booked by the order.
   */
  async function cartSlot(tenantId: string, cart: CartRecord) {
    const held = await timeslots.findCartTimeslot(db, tenantId, cart.id);
    if (held || cart.editingOrderId === null || cart.timeslotId === null) return held;
    const booked = await timeslots.findTimeslot(db, tenantId, cart.timeslotId);
    return booked && { ...booked, hold: null };
  }

  async function view(actor: Actor): Promise<CartDelivery> {
    const { tenantId, userId } = actor;
    const cart = await currentCart(tenantId, userId);
    const [defaults, chosen, held] = await Promise.all([
      shoppers.addressDefaults(db, tenantId, userId),
      cart.shippingAddressId === null
        ? Promise.resolve(undefined)
        : addresses.findUsableAddress(db, tenantId, userId, cart.shippingAddressId),
      cartSlot(tenantId, cart),
    ]);
    const timeslot = held && {
      date: held.date,
      timeslotId: held.id,
      beginTime: held.beginTime,
      endTime: held.endTime,
      name: `${held.beginTime} - ${held.endTime}`,
      autoAssigned: false,
      holdExpiresAt: held.hold?.expiresAt ?? null,
    };
    if (chosen && cart.deliveryServiceId !== null && cart.warehouseId !== null) {
      return {
        cartId: cart.id,
        cartStatusId: cart.status,
        deliveryServiceId: cart.deliveryServiceId,
        store: { storeId: cart.warehouseId },
        warehouse: { warehouseId: cart.warehouseId },
        shippingAddress: { ...toAddress(chosen, defaults), autoAssigned: false },
        timeslot: timeslot ?? null,
      };
    }
    // spec §4: until the shopper chooses, the cart shows the chain's default store, marked auto-assigned.
    const all = await stores.listStores(db, tenantId);
    const fallback =
      all.find((s) => s.isDefault && s.pickUpAddressId !== null) ??
      all.find((s) => s.pickUpAddressId !== null);
    const fallbackAddress =
      fallback?.pickUpAddressId != null
        ? await addresses.findUsableAddress(db, tenantId, userId, fallback.pickUpAddressId)
        : undefined;
    return {
      cartId: cart.id,
      cartStatusId: cart.status,
      deliveryServiceId: DELIVERY_SERVICE.PICK_UP,
      store: { storeId: fallback?.id ?? 0 },
      warehouse: { warehouseId: fallback?.id ?? 0 },
      shippingAddress: fallbackAddress
        ? { ...toAddress(fallbackAddress, defaults), autoAssigned: true }
        : null,
      timeslot: timeslot ?? null,
    };
  }

  async function selectAddress(actor: Actor, choice: AddressChoice): Promise<CartDelivery> {
    const { tenantId, userId } = actor;
    const now = clock.now();
    const outcome = await writeTransaction(db, async (trx): Promise<Refusal | undefined> => {
      const cart = await carts.lockCurrent(trx, tenantId, userId, now);
      // spec §4: nor while the cart modifies an order, which keeps its address and slot ('Modifica ordine').
      if (cart.status === CART_STATUS.LOCKED || cart.editingOrderId !== null) {
        return { refused: new DomainError('CART_LOCKED', ADDRESS_CHANGE_REFUSED_MESSAGE) };
      }
      const address = await addresses.findUsableAddress(trx, tenantId, userId, choice.addressId);
      if (!address || !isAddressTypeId(address.addressTypeId)) {
        return { refused: new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE) };
      }
      const service = deliveryServiceOfAddressType(address.addressTypeId);
      if (
        (choice.addressTypeId !== undefined && choice.addressTypeId !== address.addressTypeId) ||
        (choice.deliveryServiceId !== undefined && choice.deliveryServiceId !== service)
      ) {
        return { refused: new DomainError('ADDRESS_SERVICE_MISMATCH', ADDRESS_SERVICE_MISMATCH_MESSAGE) };
      }
      if (address.zoneId === null || address.warehouseId === null) {
        return address.addressTypeId === ADDRESS_TYPE.HOME
          ? { refused: new DomainError('ADDRESS_NOT_SERVED', ADDRESS_NOT_SERVED_MESSAGE) }
          : { refused: new DomainError('STORE_NO_PICK_UP', STORE_NO_PICK_UP_MESSAGE) };
      }
      // A slot belongs to one warehouse and service: moving to another one gives the held place back.
      const keepsSlot = cart.warehouseId === address.warehouseId && cart.deliveryServiceId === service;
      if (!keepsSlot && !(await releaseCartHold(trx, cart.id))) {
        return { refused: new DomainError('TIMESLOT_BOOKED', TIMESLOT_CHANGE_REFUSED_MESSAGE) };
      }
      await carts.setDelivery(
        trx,
        cart.id,
        {
          deliveryServiceId: service,
          shippingAddressId: address.id,
          zoneId: address.zoneId,
          warehouseId: address.warehouseId,
          clearTimeslot: !keepsSlot,
        },
        now,
      );
      await shoppers.setAddressDefault(
        trx,
        tenantId,
        userId,
        address.addressTypeId === ADDRESS_TYPE.HOME ? 'delivery' : 'store',
        address.id,
      );
      return undefined;
    });
    if (outcome) throw outcome.refused;
    return view(actor);
  }

  return {
    view,
    selectAddress,

    async selectStore(actor, storeId) {
      const store = await stores.findStore(db, actor.tenantId, storeId);
      if (!store) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
      if (store.pickUpAddressId === null || !store.deliveryServiceIds.includes(DELIVERY_SERVICE.PICK_UP)) {
        throw new DomainError('STORE_NO_PICK_UP', STORE_NO_PICK_UP_MESSAGE);
      }
      return selectAddress(actor, {
        addressId: store.pickUpAddressId,
        addressTypeId: ADDRESS_TYPE.STORE,
        deliveryServiceId: DELIVERY_SERVICE.PICK_UP,
      });
    },

    async deliveryFee(scope, goodsTotalCents, postalCode) {
      const { tenantId } = scope;
      const [all, cart, served] = await Promise.all([
        zones.listZones(db, tenantId),
        'userId' in scope && postalCode === undefined
          ? carts.findCurrent(db, tenantId, scope.userId)
          : Promise.resolve(undefined),
        // spec §7 delivery: a visitor asks whether a postal code is served before signing in.
        postalCode === undefined ? undefined : zones.findZoneByPostalCode(db, tenantId, postalCode),
      ]);
      const zone = postalCode === undefined ? all.find((z) => z.id === cart?.zoneId) : served;
      const total = goodsTotalCents ?? 0;
      const missing =
        zone && zone.freeDeliveryThresholdCents > total ? zone.freeDeliveryThresholdCents - total : 0;
      return {
        zone: zone ? toZoneFee(zone) : null,
        deliveryFee: zone ? centsToEuro(feeCentsOf(zone, total)) : 0,
        missingForFreeDelivery: centsToEuro(missing),
        zones: all.map(toZoneFee),
      };
    },

    async deliveryFeeCents(tenantId, cartId, goodsTotalCents, trx = db) {
      const cart = await carts.find(trx, tenantId, cartId);
      const [zone, slot] = await Promise.all([
        cart?.zoneId == null ? undefined : zones.findZone(trx, tenantId, cart.zoneId),
        cart?.timeslotId == null ? undefined : timeslots.findTimeslot(trx, tenantId, cart.timeslotId),
      ]);
      return zone ? feeCentsOf(zone, goodsTotalCents, slot?.deliveryFeeCents ?? null) : 0;
    },
  };
}
