import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/write-transaction.js';

/** spec §4: a cart in this status cannot change its address. */
export const LOCKED_CART_STATUS = 7;

export interface CartRecord {
  id: number;
  status: number;
  deliveryServiceId: number | null;
  shippingAddressId: number | null;
  zoneId: number | null;
  warehouseId: number | null;
  timeslotId: number | null;
  timeslotDate: string | null;
}

const COLUMNS = [
  'id',
  'status',
  'delivery_service_id',
  'shipping_address_id',
  'zone_id',
  'warehouse_id',
  'timeslot_id',
  'timeslot_date',
] as const;

function toRecord(row: {
  id: number;
  status: number;
  delivery_service_id: number | null;
  shipping_address_id: number | null;
  zone_id: number | null;
  warehouse_id: number | null;
  timeslot_id: number | null;
  timeslot_date: string | null;
}): CartRecord {
  return {
    id: row.id,
    status: row.status,
    deliveryServiceId: row.delivery_service_id,
    shippingAddressId: row.shipping_address_id,
    zoneId: row.zone_id,
    warehouseId: row.warehouse_id,
    timeslotId: row.timeslot_id,
    timeslotDate: row.timeslot_date,
  };
}

/**
 * The user's current cart: the newest one still open (0) or locked for payment (7). `lock` takes its row
 * lock first, so two writes to one cart run one after the other.
 */
export async function findCurrentCart(
  db: Db,
  tenantId: string,
  userId: number,
  options: { lock: boolean } = { lock: false },
): Promise<CartRecord | undefined> {
  const query = db
    .selectFrom('carts')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', [0, LOCKED_CART_STATUS])
    .orderBy('id', 'desc')
    .limit(1);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row && toRecord(row);
}

export async function listCurrentCartIds(db: Db, tenantId: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('carts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', [0, LOCKED_CART_STATUS])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function findCart(
  db: Db,
  tenantId: string,
  cartId: number,
  options: { lock: boolean } = { lock: false },
): Promise<(CartRecord & { userId: number }) | undefined> {
  const query = db
    .selectFrom('carts')
    .select([...COLUMNS, 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', cartId);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row && { ...toRecord(row), userId: row.user_id };
}

export async function insertOpenCart(db: Db, tenantId: string, userId: number, now: number): Promise<void> {
  await db
    .insertInto('carts')
    .values({ tenant_id: tenantId, user_id: userId, status: 0, created_at: now, updated_at: now })
    .execute();
}

export async function setCartDelivery(
  db: Db,
  cartId: number,
  delivery: {
    deliveryServiceId: number;
    shippingAddressId: number;
    zoneId: number;
    warehouseId: number;
    clearTimeslot: boolean;
  },
  now: number,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({
      delivery_service_id: delivery.deliveryServiceId,
      shipping_address_id: delivery.shippingAddressId,
      zone_id: delivery.zoneId,
      warehouse_id: delivery.warehouseId,
      ...(delivery.clearTimeslot ? { timeslot_id: null, timeslot_date: null } : {}),
      updated_at: now,
    })
    .where('id', '=', cartId)
    .execute();
}

export async function setCartTimeslot(
  db: Db,
  cartId: number,
  timeslot: { timeslotId: number; date: string } | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({
      timeslot_id: timeslot?.timeslotId ?? null,
      timeslot_date: timeslot?.date ?? null,
      updated_at: now,
    })
    .where('id', '=', cartId)
    .execute();
}
