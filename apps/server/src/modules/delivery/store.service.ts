import type { DeliveryService } from '@spesa/shared/delivery/delivery-service.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import {
  PROXIMITY_DEFAULT_DISTANCE_M,
  STORE_NOT_FOUND_MESSAGE,
  type Store,
  type StoreLocatorQuery,
  type StoreOrdering,
} from '@spesa/shared/delivery/store.contract';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { haversineMetres } from '../../lib/italy/haversine.js';
import * as repo from './store.repository.js';

interface Point {
  latitude: number;
  longitude: number;
}

export interface StoreService {
  list(
    tenantId: string,
    filter: { services?: number[] | undefined; orderby?: StoreOrdering | undefined },
  ): Promise<Store[]>;
  localize(
    tenantId: string,
    filter: Point & {
      services?: number[] | undefined;
      orderby?: StoreOrdering | undefined;
      distance?: number | undefined;
    },
  ): Promise<Store[]>;
  /** API-COMPAT: the store locator — near a point, in a province, or by name or town; nearest first with a point. */
  search(tenantId: string, query: StoreLocatorQuery): Promise<Store[]>;
  view(tenantId: string, storeId: number): Promise<Store>;
  findWarehouses(
    tenantId: string,
    query: Point & { distance?: number | undefined },
  ): Promise<(Store & { warehouseId: number; distance: number })[]>;
  deliveryServices(tenantId: string): Promise<DeliveryService[]>;
}

function toStore(record: repo.StoreRecord, services: readonly DeliveryService[], distance?: number): Store {
  return {
    storeId: record.id,
    code: record.code,
    name: record.name,
    address1: record.address1,
    addressNumber: record.addressNumber,
    city: record.city,
    province: record.province,
    postalcode: record.postalCode,
    latitude: record.latitude,
    longitude: record.longitude,
    phone: record.phone,
    openingHours: record.openingHours,
    deliveryServices: services.filter((s) => record.deliveryServiceIds.includes(s.deliveryServiceId)),
    isWarehouse: record.isWarehouse,
    isDefault: record.isDefault,
    addressId: record.deliveryServiceIds.includes(DELIVERY_SERVICE.PICK_UP) ? record.pickUpAddressId : null,
    ...(distance === undefined ? {} : { distance }),
  };
}

function offersAny(record: repo.StoreRecord, services: readonly number[] | undefined): boolean {
  return !services?.length || services.some((s) => record.deliveryServiceIds.includes(s));
}

function sortStores(stores: Store[], orderby: StoreOrdering): Store[] {
  const byName = (a: Store, b: Store) => a.name.localeCompare(b.name, 'it');
  const compare: Record<StoreOrdering, (a: Store, b: Store) => number> = {
    name: byName,
    city: (a, b) => a.city.localeCompare(b.city, 'it') || byName(a, b),
    distance: (a, b) => (a.distance ?? 0) - (b.distance ?? 0) || byName(a, b),
  };
  return stores.sort(compare[orderby]);
}

export function createStoreService(deps: { db: Db }): StoreService {
  const { db } = deps;

  const load = async (tenantId: string) => {
    const [records, services] = await Promise.all([
      repo.listStores(db, tenantId),
      repo.listDeliveryServices(db, tenantId),
    ]);
    return { records, services };
  };

  return {
    async list(tenantId, { services, orderby }) {
      const { records, services: known } = await load(tenantId);
      const stores = records.filter((r) => offersAny(r, services)).map((r) => toStore(r, known));
      return sortStores(stores, orderby === 'city' ? 'city' : 'name');
    },

    async localize(tenantId, { latitude, longitude, services, orderby, distance }) {
      const { records, services: known } = await load(tenantId);
      const radius = distance ?? PROXIMITY_DEFAULT_DISTANCE_M;
      const stores = records
        .filter((r) => offersAny(r, services))
        .map((r) => toStore(r, known, haversineMetres({ latitude, longitude }, r)))
        .filter((s) => (s.distance ?? 0) <= radius);
      return sortStores(stores, orderby ?? 'distance');
    },

    async search(tenantId, { latitude, longitude, distance, province, q, services }) {
      const { records, services: known } = await load(tenantId);
      const text = q?.trim().toLocaleLowerCase('it');
      const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
      const radius = distance ?? PROXIMITY_DEFAULT_DISTANCE_M;
      const stores = records
        .filter((r) => offersAny(r, services))
        .filter((r) => !province || r.province.toUpperCase() === province.toUpperCase())
        .filter((r) => !text || `${r.name} ${r.city}`.toLocaleLowerCase('it').includes(text))
        .map((r) => toStore(r, known, point && haversineMetres(point, r)))
        .filter((s) => !point || (s.distance ?? 0) <= radius);
      return sortStores(stores, point ? 'distance' : 'city');
    },

    async view(tenantId, storeId) {
      const [record, services] = await Promise.all([
        repo.findStore(db, tenantId, storeId),
        repo.listDeliveryServices(db, tenantId),
      ]);
      if (!record) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
      return toStore(record, services);
    },

    async findWarehouses(tenantId, { latitude, longitude, distance }) {
      const { records, services } = await load(tenantId);
      const radius = distance ?? PROXIMITY_DEFAULT_DISTANCE_M;
      return records
        .filter((r) => r.deliveryServiceIds.includes(DELIVERY_SERVICE.HOME_DELIVERY))
        .map((r) => {
          const metres = haversineMetres({ latitude, longitude }, r);
          return { ...toStore(r, services, metres), warehouseId: r.id, distance: metres };
        })
        .filter((w) => w.distance <= radius)
        .sort((a, b) => a.distance - b.distance);
    },

    deliveryServices: (tenantId) => repo.listDeliveryServices(db, tenantId),
  };
}
