import { type Updateable, sql } from 'kysely';
import type { Db, OrdersTable } from '../../db/database.js';
import type { PricedTotals } from './order-snapshot.js';
import type { NewOrderItemRecord, NewOrderRecord } from './order.repository.js';

// The writes of the orders and their lines: the order placed, its status moves, parking and points flags.

/**
 * The chain's next order number, taken inside the caller's transaction: the counter row is created at 1 or
 * moved forward by one in a single statement, which holds its row lock (PostgreSQL) or the database's write
 * lock (SQLite) until the commit, so concurrent orders of a chain get 1, 2, 3… and an order that rolls back
 * gives its number back.
 */
async function nextOrderNumber(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .insertInto('order_counters')
    .values({ tenant_id: tenantId, last_number: 1 })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ last_number: sql`order_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** Inserts the order with the chain's next number (spec §3 "Order"); answers its internal id. */
export async function insertOrder(db: Db, order: NewOrderRecord): Promise<number> {
  const number = await nextOrderNumber(db, order.tenantId);
  const row = await db
    .insertInto('orders')
    .values({
      tenant_id: order.tenantId,
      number,
      user_id: order.userId,
      cart_id: order.cartId,
      status: order.status,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      delivery_service_id: order.deliveryServiceId,
      warehouse_id: order.warehouseId,
      zone_id: order.zoneId,
      shipping_address_id: order.shippingAddressId,
      address: JSON.stringify(order.address),
      timeslot_id: order.timeslotId,
      timeslot_date: order.timeslotDate,
      begin_time: order.beginTime,
      end_time: order.endTime,
      goods_cents: order.goodsCents,
      variable_cents: order.variableCents,
      gift_cents: order.giftCents,
      package_cents: order.packageCents,
      delivery_fee_cents: order.deliveryFeeCents,
      gross_cents: order.grossCents,
      prebilled_cents: order.prebilledCents,
      payment_type_id: order.paymentTypeId,
      infos: JSON.stringify(order.infos),
      adjustments: JSON.stringify(order.adjustments),
      packages: JSON.stringify(order.packages),
      loyalty_points: order.loyaltyPoints,
      payment_expires_at: order.paymentExpiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(db: Db, items: readonly NewOrderItemRecord[]): Promise<void> {
  for (let i = 0; i < items.length; i += 100) {
    await db
      .insertInto('order_items')
      .values(
        items.slice(i, i + 100).map((item) => ({
          tenant_id: item.tenantId,
          order_id: item.orderId,
          product_id: item.productId,
          product: JSON.stringify(item.product),
          quantity: item.quantity,
          weight: item.weight,
          unit_price_cents: item.unitPriceCents,
          gross_cents: item.grossCents,
          infos: JSON.stringify(item.infos),
          position: item.position,
        })),
      )
      .execute();
  }
}

export interface OrderStatusExtra {
  paymentExpiresAt?: number | null;
  replaced?: boolean;
  executedByAgent?: boolean;
  paymentTypeId?: number;
  prebilledCents?: number | null;
}

function statusExtraColumns(extra: OrderStatusExtra): Updateable<OrdersTable> {
  const columns: Updateable<OrdersTable> = {};
  if (extra.paymentExpiresAt !== undefined) columns.payment_expires_at = extra.paymentExpiresAt;
  if (extra.replaced !== undefined) columns.replaced = extra.replaced ? 1 : 0;
  if (extra.executedByAgent !== undefined) columns.executed_by_agent = extra.executedByAgent ? 1 : 0;
  if (extra.paymentTypeId !== undefined) columns.payment_type_id = extra.paymentTypeId;
  if (extra.prebilledCents !== undefined) columns.prebilled_cents = extra.prebilledCents;
  return columns;
}

export async function setOrderStatus(
  db: Db,
  orderId: number,
  status: number,
  now: number,
  extra: OrderStatusExtra = {},
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, updated_at: now, ...statusExtraColumns(extra) })
    .where('id', '=', orderId)
    .execute();
}

/** Moves the order from one of `from` to `to`; false when another writer changed it first. */
export async function transitionOrder(
  db: Db,
  orderId: number,
  from: readonly number[],
  to: number,
  now: number,
  extra: Pick<OrderStatusExtra, 'paymentExpiresAt' | 'paymentTypeId' | 'prebilledCents'> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...statusExtraColumns(extra) })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reserveParking(
  db: Db,
  orderId: number,
  distance: number | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ parking_reserved_at: now, parking_distance: distance, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** Credits or debits the order's points once: the flag flips under a conditional update. */
export async function flipPointsCredited(db: Db, orderId: number, to: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ points_credited: to })
    .where('id', '=', orderId)
    .where('points_credited', '=', to === 1 ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * spec §4 'Modifica ordine': the same order takes the modification's lines and totals; its id, number, slot,
 * address and status stay.
 */
export async function rewriteOrderContent(
  db: Db,
  orderId: number,
  content: PricedTotals & Pick<NewOrderRecord, 'infos' | 'paymentTypeId' | 'prebilledCents'>,
  items: readonly NewOrderItemRecord[],
  now: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      goods_cents: content.goodsCents,
      variable_cents: content.variableCents,
      gift_cents: content.giftCents,
      package_cents: content.packageCents,
      delivery_fee_cents: content.deliveryFeeCents,
      gross_cents: content.grossCents,
      prebilled_cents: content.prebilledCents,
      payment_type_id: content.paymentTypeId,
      infos: JSON.stringify(content.infos),
      adjustments: JSON.stringify(content.adjustments),
      packages: JSON.stringify(content.packages),
      loyalty_points: content.loyaltyPoints,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .execute();
  await db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
  await insertOrderItems(db, items);
}
