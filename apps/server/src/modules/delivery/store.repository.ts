import type { Db } from '../../db/database.js';

export interface StoreRecord {
  id: number;
  code: string;
  name: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  openingHours: string;
  deliveryServiceIds: number[];
  isWarehouse: boolean;
  isDefault: boolean;
  /** The store's pick-up address (type 3), if it has one. */
  pickUpAddressId: number | null;
}

export interface DeliveryServiceRecord {
  deliveryServiceId: number;
  name: string;
  showTab: boolean;
}

function storesQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('stores as s')
    .select((eb) => [
      's.id',
      's.code',
      's.name',
      's.address1',
      's.address_number',
      's.city',
      's.province',
      's.postal_code',
      's.latitude',
      's.longitude',
      's.phone',
      's.opening_hours',
      's.delivery_service_ids',
      's.is_warehouse',
      's.is_default',
      eb
        .selectFrom('addresses as a')
        .select((inner) => inner.fn.min('a.id').as('id'))
        .whereRef('a.store_id', '=', 's.id')
        .where('a.tenant_id', '=', tenantId)
        .where('a.address_type_id', '=', 3)
        .where('a.deleted_at', 'is', null)
        .as('pick_up_address_id'),
    ])
    .where('s.tenant_id', '=', tenantId);
}

type StoreRow = Awaited<ReturnType<ReturnType<typeof storesQuery>['executeTakeFirstOrThrow']>>;

function toRecord(row: StoreRow): StoreRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address1: row.address1,
    addressNumber: row.address_number,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    phone: row.phone,
    openingHours: row.opening_hours,
    deliveryServiceIds: row.delivery_service_ids
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    isWarehouse: row.is_warehouse === 1,
    isDefault: row.is_default === 1,
    pickUpAddressId: row.pick_up_address_id === null ? null : Number(row.pick_up_address_id),
  };
}

export async function listStores(db: Db, tenantId: string): Promise<StoreRecord[]> {
  const rows = await storesQuery(db, tenantId).orderBy('s.name').orderBy('s.id').execute();
  return rows.map(toRecord);
}

export async function findStore(db: Db, tenantId: string, storeId: number): Promise<StoreRecord | undefined> {
  const row = await storesQuery(db, tenantId).where('s.id', '=', storeId).executeTakeFirst();
  return row && toRecord(row);
}

export async function listDeliveryServices(db: Db, tenantId: string): Promise<DeliveryServiceRecord[]> {
  const rows = await db
    .selectFrom('delivery_services')
    .select(['delivery_service_id', 'name', 'show_tab'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    deliveryServiceId: r.delivery_service_id,
    name: r.name,
    showTab: r.show_tab === 1,
  }));
}
