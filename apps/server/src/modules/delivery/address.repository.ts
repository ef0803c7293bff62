import type { Db } from '../../db/database.js';

export interface AddressRecord {
  id: number;
  userId: number | null;
  storeId: number | null;
  addressTypeId: number;
  addressName: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
  doorbellName: string;
  floor: string;
  referencePhoneNumber: string;
  addressNote: string;
  elevator: boolean;
  latitude: number | null;
  longitude: number | null;
  /** Home: the zone of its postal code; store and locker: the pick-up zone of its store. Null: not served. */
  zoneId: number | null;
  warehouseId: number | null;
}

export interface AddressValues {
  addressName: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
  doorbellName: string;
  floor: string;
  referencePhoneNumber: string;
  addressNote: string;
  elevator: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface UserDefaults {
  deliveryAddressId: number | null;
  storeAddressId: number | null;
}

function addressesQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('addresses as a')
    .leftJoin('delivery_zone_postal_codes as pc', (join) =>
      join
        .onRef('pc.postal_code', '=', 'a.postal_code')
        .on('pc.tenant_id', '=', tenantId)
        .on('a.address_type_id', '=', 2),
    )
    .leftJoin('delivery_zones as hz', 'hz.id', 'pc.zone_id')
    .select((eb) => [
      'a.id',
      'a.user_id',
      'a.store_id',
      'a.address_type_id',
      'a.address_name',
      'a.address1',
      'a.address_number',
      'a.city',
      'a.province',
      'a.postal_code',
      'a.doorbell_name',
      'a.floor',
      'a.reference_phone_number',
      'a.address_note',
      'a.elevator',
      'a.latitude',
      'a.longitude',
      'pc.zone_id as home_zone_id',
      'hz.warehouse_id as home_warehouse_id',
      eb
        .selectFrom('delivery_zones as pz')
        .select((inner) => inner.fn.min('pz.id').as('id'))
        .whereRef('pz.warehouse_id', '=', 'a.store_id')
        .where('pz.tenant_id', '=', tenantId)
        .where('pz.delivery_service_id', '=', 1)
        .as('pick_up_zone_id'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.deleted_at', 'is', null);
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof addressesQuery>['executeTakeFirstOrThrow']>>;

function toRecord(row: AddressRow): AddressRecord {
  const isHome = row.address_type_id === 2;
  const pickUpZoneId = row.pick_up_zone_id === null ? null : Number(row.pick_up_zone_id);
  return {
    id: row.id,
    userId: row.user_id,
    storeId: row.store_id,
    addressTypeId: row.address_type_id,
    addressName: row.address_name,
    address1: row.address1,
    addressNumber: row.address_number,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    doorbellName: row.doorbell_name,
    floor: row.floor,
    referencePhoneNumber: row.reference_phone_number,
    addressNote: row.address_note,
    elevator: row.elevator === 1,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    zoneId: isHome ? row.home_zone_id : pickUpZoneId,
    warehouseId: isHome ? row.home_warehouse_id : pickUpZoneId === null ? null : row.store_id,
  };
}

export async function listUserAddresses(db: Db, tenantId: string, userId: number): Promise<AddressRecord[]> {
  const rows = await addressesQuery(db, tenantId)
    .where('a.user_id', '=', userId)
    .where('a.address_type_id', '=', 2)
    .orderBy('a.id')
    .execute();
  return rows.map(toRecord);
}

/**
 * Store and locker addresses: shared by every shopper of the tenant, and, with `userId`, that shopper's own
 * pick-up points too (a company delivery point joined with its code, spec §7 shopatwork).
 */
export async function listSharedAddresses(
  db: Db,
  tenantId: string,
  filter: { addressTypeIds: readonly number[]; storeId?: number; userId?: number },
): Promise<AddressRecord[]> {
  const { userId } = filter;
  let query = addressesQuery(db, tenantId)
    .where((eb) =>
      userId === undefined
        ? eb('a.user_id', 'is', null)
        : eb.or([eb('a.user_id', 'is', null), eb('a.user_id', '=', userId)]),
    )
    .where('a.address_type_id', 'in', [...filter.addressTypeIds]);
  if (filter.storeId !== undefined) query = query.where('a.store_id', '=', filter.storeId);
  const rows = await query.orderBy('a.address_type_id').orderBy('a.address_name').orderBy('a.id').execute();
  return rows.map(toRecord);
}

/** An address the user may see and use: one of their own, or a store or locker address of the tenant. */
export async function findUsableAddress(
  db: Db,
  tenantId: string,
  userId: number,
  addressId: number,
): Promise<AddressRecord | undefined> {
  const row = await addressesQuery(db, tenantId)
    .where('a.id', '=', addressId)
    .where((eb) => eb.or([eb('a.user_id', '=', userId), eb('a.user_id', 'is', null)]))
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function countUserAddresses(db: Db, tenantId: string, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function columnsOf(values: AddressValues) {
  return {
    address_name: values.addressName,
    address1: values.address1,
    address_number: values.addressNumber,
    city: values.city,
    province: values.province,
    postal_code: values.postalCode,
    doorbell_name: values.doorbellName,
    floor: values.floor,
    reference_phone_number: values.referencePhoneNumber,
    address_note: values.addressNote,
    elevator: values.elevator ? 1 : 0,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

export async function insertHomeAddress(
  db: Db,
  tenantId: string,
  userId: number,
  values: AddressValues,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({
      ...columnsOf(values),
      tenant_id: tenantId,
      user_id: userId,
      store_id: null,
      address_type_id: 2,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * spec §7 shopatwork: the company's delivery point as one of the shopper's own pick-up addresses (type 3, at
 * the store that prepares its orders); the one already there when the shopper joined before.
 */
export async function ensureCompanyAddress(
  db: Db,
  tenantId: string,
  userId: number,
  point: { storeId: number; companyName: string; values: AddressValues },
  now: number,
): Promise<number> {
  const existing = await db
    .selectFrom('addresses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('address_type_id', '=', 3)
    .where('store_id', '=', point.storeId)
    .where('address_name', '=', point.companyName)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('addresses')
    .values({
      ...columnsOf({ ...point.values, addressName: point.companyName }),
      tenant_id: tenantId,
      user_id: userId,
      store_id: point.storeId,
      address_type_id: 3,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates one of the user's own home addresses; false when it is not theirs. */
export async function updateHomeAddress(
  db: Db,
  tenantId: string,
  userId: number,
  addressId: number,
  values: AddressValues,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ ...columnsOf(values), updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .where('address_type_id', '=', 2)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Kept for the orders that name it; gone for the shopper. False when it is not theirs. */
export async function softDeleteHomeAddress(
  db: Db,
  tenantId: string,
  userId: number,
  addressId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ deleted_at: now, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .where('address_type_id', '=', 2)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Account deletion: the shopper's addresses lose what names or reaches a person and leave their list. */
export async function anonymiseUserAddresses(
  db: Db,
  tenantId: string,
  userId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('addresses')
    .set({
      address_name: '',
      doorbell_name: '',
      reference_phone_number: '',
      address_note: '',
      floor: '',
      deleted_at: now,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

export interface AddressSnapshotRecord {
  id: number;
  addressName: string;
  addressTypeId: number;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
}

/** The address as an order keeps it, whoever owns it and whether or not it was deleted since. */
export async function findAddressSnapshot(
  db: Db,
  tenantId: string,
  addressId: number,
): Promise<AddressSnapshotRecord | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select([
      'id',
      'address_name',
      'address_type_id',
      'address1',
      'address_number',
      'city',
      'province',
      'postal_code',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      addressName: row.address_name,
      addressTypeId: row.address_type_id,
      address1: row.address1,
      addressNumber: row.address_number,
      city: row.city,
      province: row.province,
      postalCode: row.postal_code,
    }
  );
}
