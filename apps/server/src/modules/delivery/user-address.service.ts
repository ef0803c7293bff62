import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import {
  ADDRESS_DELETE_REFUSED_MESSAGE,
  ADDRESS_NOT_SERVED_MESSAGE,
  SAVE_ADDRESS_FIELDS,
  incompleteAddressMessage,
  isSaveRefusedByService,
  missingAddressFields,
  normaliseAddressForSave,
} from '@spesa/shared/rules/address-check';
import { phone, REQUIRED_MESSAGE } from '@spesa/shared/validation/validators';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_SAVE_FIELD_LABELS,
  MAX_SAVED_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
  type Address,
  type AddressBody,
  type AddressCheckBody,
  type AddressCheckData,
  type UserAddressDeliveryServiceListQuery,
} from '@spesa/shared/delivery/address.contract';
import {
  ADDRESS_TYPE,
  DELIVERY_SERVICE,
  type AddressTypeId,
} from '@spesa/shared/delivery/delivery-service.contract';
import { PROXIMITY_DEFAULT_DISTANCE_M, STORE_NOT_FOUND_MESSAGE } from '@spesa/shared/delivery/store.contract';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { haversineMetres } from '../../lib/italy/haversine.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartAccessService } from '../cart/cart-access.service.js';
import type { GeocodingService } from '../geocoding/geocoding.service.js';
import { toAddress } from './address-mapper.js';
import * as repo from './address.repository.js';
import { releaseCartHold } from './cart-hold.js';
import * as stores from './store.repository.js';
import * as zones from './zone.repository.js';

export interface AddressCheckResult {
  data: AddressCheckData;
  /** spec §8: the not-served message, as a warning next to `active: 0`. */
  warnings: string[];
}

export interface UserAddressService {
  list(actor: Actor, addressTypeId: AddressTypeId): Promise<Address[]>;
  listForDeliveryService(actor: Actor, query: UserAddressDeliveryServiceListQuery): Promise<Address[]>;
  listForStore(actor: Actor, storeId: number): Promise<Address[]>;
  view(actor: Actor, addressId: number): Promise<Address>;
  /** Answers the user's remaining home addresses. */
  remove(actor: Actor, addressId: number): Promise<Address[]>;
  check(tenantId: string, body: AddressCheckBody): Promise<AddressCheckResult>;
  save(actor: Actor, body: AddressBody): Promise<Address>;
  /** Whether the user may use the address: one of their own, or a store or locker of the tenant. */
  isUsable(actor: Actor, addressId: number): Promise<boolean>;
  /** Account deletion: gives the carts' held places back and anonymises the shopper's addresses. */
  removeAllOfUser(actor: Actor): Promise<void>;
  /** For the checkout, inside its transaction: the address as the order keeps it. */
  snapshot(trx: Db, tenantId: string, addressId: number): Promise<repo.AddressSnapshotRecord | undefined>;
}

interface Draft {
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  doorbellName: string;
  addressName: string;
  referencePhoneNumber: string;
}

function draftOf(body: AddressCheckBody & Partial<AddressBody>): Draft {
  return normaliseAddressForSave({
    address1: body.address1 ?? '',
    addressNumber: body.addressNumber ?? '',
    city: body.city ?? '',
    province: body.province ?? '',
    postalcode: body.postalcode ?? '',
    doorbellName: body.doorbellName ?? '',
    addressName: body.addressName ?? '',
    referencePhoneNumber: body.referencePhoneNumber ?? '',
  });
}

function refuseIncomplete(draft: Draft): void {
  const message = incompleteAddressMessage(missingAddressFields(draft));
  if (message) throw new DomainError('ADDRESS_INCOMPLETE', message);
}

const notServed = () => new DomainError('ADDRESS_NOT_SERVED', ADDRESS_NOT_SERVED_MESSAGE);

export function createUserAddressService(deps: {
  db: Db;
  clock: Clock;
  geocoding: GeocodingService;
  cartAccess: CartAccessService;
  shoppers: ShopperService;
}): UserAddressService {
  const { db, clock, geocoding, cartAccess: carts, shoppers } = deps;

  async function listTypes(
    tenantId: string,
    userId: number,
    types: readonly AddressTypeId[],
  ): Promise<repo.AddressRecord[]> {
    const shared = types.filter((t) => t !== ADDRESS_TYPE.HOME);
    const [home, others] = await Promise.all([
      types.includes(ADDRESS_TYPE.HOME) ? repo.listUserAddresses(db, tenantId, userId) : Promise.resolve([]),
      shared.length
        ? repo.listSharedAddresses(db, tenantId, { addressTypeIds: shared, userId })
        : Promise.resolve([]),
    ]);
    return [...home, ...others];
  }

  async function list(actor: Actor, addressTypeId: AddressTypeId): Promise<Address[]> {
    const { tenantId, userId } = actor;
    const [records, defaults] = await Promise.all([
      listTypes(tenantId, userId, [addressTypeId]),
      shoppers.addressDefaults(db, tenantId, userId),
    ]);
    return records.map((r) => toAddress(r, defaults));
  }

  async function view(actor: Actor, addressId: number): Promise<Address> {
    const { tenantId, userId } = actor;
    const [record, defaults] = await Promise.all([
      repo.findUsableAddress(db, tenantId, userId, addressId),
      shoppers.addressDefaults(db, tenantId, userId),
    ]);
    if (!record) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
    return toAddress(record, defaults);
  }

  return {
    list,
    view,

    async isUsable({ tenantId, userId }, addressId) {
      return (await repo.findUsableAddress(db, tenantId, userId, addressId)) !== undefined;
    },

    snapshot: repo.findAddressSnapshot,

    async removeAllOfUser({ tenantId, userId }) {
      const now = clock.now();
      await writeTransaction(db, async (trx) => {
        for (const cartId of await carts.listCurrentIds(trx, tenantId, userId)) {
          await carts.find(trx, tenantId, cartId, { lock: true });
          await releaseCartHold(trx, cartId);
        }
        await repo.anonymiseUserAddresses(trx, tenantId, userId, now);
        await shoppers.clearAddressDefaults(trx, tenantId, userId);
      });
    },

    async listForDeliveryService(actor, query) {
      const { tenantId, userId } = actor;
      const types: AddressTypeId[] = query.address_type
        ? [query.address_type]
        : query.delivery_service_id === DELIVERY_SERVICE.HOME_DELIVERY
          ? [ADDRESS_TYPE.HOME]
          : query.delivery_service_id === DELIVERY_SERVICE.PICK_UP
            ? [ADDRESS_TYPE.STORE, ADDRESS_TYPE.LOCKER]
            : [ADDRESS_TYPE.HOME, ADDRESS_TYPE.STORE, ADDRESS_TYPE.LOCKER];
      const [records, defaults] = await Promise.all([
        listTypes(tenantId, userId, types),
        shoppers.addressDefaults(db, tenantId, userId),
      ]);
      const { latitude, longitude } = query;
      if (latitude === undefined || longitude === undefined)
        return records.map((r) => toAddress(r, defaults));
      const radius = query.distance ?? PROXIMITY_DEFAULT_DISTANCE_M;
      return records
        .flatMap((r) => {
          if (r.latitude === null || r.longitude === null) return [];
          const distance = haversineMetres(
            { latitude, longitude },
            { latitude: r.latitude, longitude: r.longitude },
          );
          return distance <= radius ? [toAddress(r, defaults, distance)] : [];
        })
        .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    },

    async listForStore(actor, storeId) {
      const { tenantId, userId } = actor;
      const store = await stores.findStore(db, tenantId, storeId);
      if (!store) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
      const [records, defaults] = await Promise.all([
        repo.listSharedAddresses(db, tenantId, {
          addressTypeIds: [ADDRESS_TYPE.STORE, ADDRESS_TYPE.LOCKER],
          storeId,
        }),
        shoppers.addressDefaults(db, tenantId, userId),
      ]);
      return records.map((r) => toAddress(r, defaults));
    },

    async remove(actor, addressId) {
      const { tenantId, userId } = actor;
      const now = clock.now();
      const refusal = await writeTransaction(db, async (trx) => {
        const cart = await carts.lockCurrent(trx, tenantId, userId, now);
        const address = await repo.findUsableAddress(trx, tenantId, userId, addressId);
        if (!address || address.userId !== userId) return new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
        if (cart.shippingAddressId === addressId) {
          return new DomainError('ADDRESS_IN_USE', ADDRESS_DELETE_REFUSED_MESSAGE);
        }
        await repo.softDeleteHomeAddress(trx, tenantId, userId, addressId, now);
        await shoppers.clearDefaultDeliveryAddress(trx, tenantId, userId, addressId);
        return undefined;
      });
      if (refusal) throw refusal;
      return list(actor, ADDRESS_TYPE.HOME);
    },

    async check(tenantId, body) {
      const draft = draftOf(body);
      refuseIncomplete(draft);
      const found = await geocoding.geocode(tenantId, draft);
      const postalcode = found?.postalcode || draft.postalcode;
      const zone = found ? await zones.findZoneByPostalCode(db, tenantId, postalcode) : undefined;
      const latitude = body.latitude ?? found?.latitude ?? null;
      const longitude = body.longitude ?? found?.longitude ?? null;
      return {
        data: {
          active: zone ? 1 : 0,
          validated: found?.validated ?? false,
          address1: found?.address1 || draft.address1,
          addressNumber: found?.addressNumber || draft.addressNumber,
          city: (found?.city || draft.city).toUpperCase(),
          province: (found?.province || draft.province).toUpperCase(),
          postalcode,
          latitude,
          longitude,
          gpsLatitude: latitude,
          gpsLongitude: longitude,
          zoneId: zone?.id ?? null,
          warehouseId: zone?.warehouseId ?? null,
          deliveryServiceId: DELIVERY_SERVICE.HOME_DELIVERY,
        },
        warnings: zone ? [] : [ADDRESS_NOT_SERVED_MESSAGE],
      };
    },

    async save(actor, body) {
      const { tenantId, userId } = actor;
      const draft = draftOf(body);
      refuseIncomplete(draft);
      const missing = SAVE_ADDRESS_FIELDS.filter((field) => draft[field] === '');
      if (missing.length) {
        const labels = missing.map((field) => ADDRESS_SAVE_FIELD_LABELS[field]).join(', ');
        throw new DomainError('ADDRESS_REQUIRED_FIELDS', `${REQUIRED_MESSAGE}: ${labels}.`);
      }
      const phoneCheck = phone(draft.referencePhoneNumber);
      if (phoneCheck !== true) throw new DomainError('ADDRESS_PHONE', phoneCheck);

      let latitude = body.latitude ?? null;
      let longitude = body.longitude ?? null;
      // spec §5: without coordinates the address is geocoded; not finding it means not served.
      if (latitude === null || longitude === null) {
        const found = await geocoding.geocode(tenantId, draft);
        if (!found) throw notServed();
        latitude = found.latitude;
        longitude = found.longitude;
      }
      const zone = await zones.findZoneByPostalCode(db, tenantId, draft.postalcode);
      if (!zone || isSaveRefusedByService(draft, { active: 1 })) throw notServed();

      const values: repo.AddressValues = {
        addressName: draft.addressName,
        address1: draft.address1,
        addressNumber: draft.addressNumber,
        city: draft.city,
        province: draft.province,
        postalCode: draft.postalcode,
        doorbellName: draft.doorbellName,
        floor: body.floor?.trim() ?? '',
        referencePhoneNumber: draft.referencePhoneNumber,
        addressNote: body.addressNote?.trim() ?? '',
        elevator: body.elevator ?? false,
        latitude,
        longitude,
      };
      const now = clock.now();
      const outcome = await writeTransaction(db, async (trx): Promise<number | DomainError> => {
        const cart = await carts.lockCurrent(trx, tenantId, userId, now);
        if (body.addressId === undefined) {
          if ((await repo.countUserAddresses(trx, tenantId, userId)) >= MAX_SAVED_ADDRESSES) {
            return new DomainError('TOO_MANY_ADDRESSES', TOO_MANY_ADDRESSES_MESSAGE);
          }
          return repo.insertHomeAddress(trx, tenantId, userId, values, now);
        }
        if (!(await repo.updateHomeAddress(trx, tenantId, userId, body.addressId, values, now))) {
          return new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
        }
        // The cart's own address moved: it follows to the zone and warehouse now serving it.
        if (cart.shippingAddressId === body.addressId && cart.status === CART_STATUS.OPEN) {
          const movesWarehouse = cart.warehouseId !== zone.warehouseId;
          if (movesWarehouse) await releaseCartHold(trx, cart.id);
          await carts.setDelivery(
            trx,
            cart.id,
            {
              deliveryServiceId: DELIVERY_SERVICE.HOME_DELIVERY,
              shippingAddressId: body.addressId,
              zoneId: zone.id,
              warehouseId: zone.warehouseId,
              clearTimeslot: movesWarehouse,
            },
            now,
          );
        }
        return body.addressId;
      });
      if (outcome instanceof DomainError) throw outcome;
      return view(actor, outcome);
    },
  };
}
