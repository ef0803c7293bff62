import type { Db } from '../../db/database.js';

export interface ZoneRecord {
  id: number;
  warehouseId: number;
  deliveryServiceId: number;
  name: string;
  feeCents: number;
  freeDeliveryThresholdCents: number;
}

const COLUMNS = [
  'z.id',
  'z.warehouse_id',
  'z.delivery_service_id',
  'z.name',
  'z.fee_cents',
  'z.free_delivery_threshold_cents',
] as const;

function toRecord(row: {
  id: number;
  warehouse_id: number;
  delivery_service_id: number;
  name: string;
  fee_cents: number;
  free_delivery_threshold_cents: number;
}): ZoneRecord {
  return {
    id: row.id,
    warehouseId: row.warehouse_id,
    deliveryServiceId: row.delivery_service_id,
    name: row.name,
    feeCents: row.fee_cents,
    freeDeliveryThresholdCents: row.free_delivery_threshold_cents,
  };
}

/** The home-delivery zone serving a postal code. */
export async function findZoneByPostalCode(
  db: Db,
  tenantId: string,
  postalCode: string,
): Promise<ZoneRecord | undefined> {
  const row = await db
    .selectFrom('delivery_zone_postal_codes as pc')
    .innerJoin('delivery_zones as z', 'z.id', 'pc.zone_id')
    .select(COLUMNS)
    .where('pc.tenant_id', '=', tenantId)
    .where('pc.postal_code', '=', postalCode)
    .where('z.tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findZone(db: Db, tenantId: string, zoneId: number): Promise<ZoneRecord | undefined> {
  const row = await db
    .selectFrom('delivery_zones as z')
    .select(COLUMNS)
    .where('z.tenant_id', '=', tenantId)
    .where('z.id', '=', zoneId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function listZones(db: Db, tenantId: string): Promise<ZoneRecord[]> {
  const rows = await db
    .selectFrom('delivery_zones as z')
    .select(COLUMNS)
    .where('z.tenant_id', '=', tenantId)
    .orderBy('z.delivery_service_id', 'desc')
    .orderBy('z.id')
    .execute();
  return rows.map(toRecord);
}
