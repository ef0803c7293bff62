import type { Db } from '../../db/database.js';

// README "Back-office" (Refunds): the refunds of delivered orders (order_refunds) and their totals on the order.

export interface NewOrderRefund {
  tenantId: string;
  requestId: string;
  orderId: number;
  amountCents: number;
  reason: string;
  staffId: number | null;
  channel: 'gateway' | 'offline';
  reference: string | null;
  now: number;
}

/** The refund recorded under a request id, if any. */
export async function findOrderRefund(
  db: Db,
  tenantId: string,
  requestId: string,
): Promise<{ orderId: number; amountCents: number } | undefined> {
  const row = await db
    .selectFrom('order_refunds')
    .select(['order_id', 'amount_cents'])
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row && { orderId: row.order_id, amountCents: row.amount_cents };
}

/** Records a refund once per request id: false when that request was recorded already. */
export async function insertOrderRefund(db: Db, r: NewOrderRefund): Promise<boolean> {
  const result = await db
    .insertInto('order_refunds')
    .values({
      tenant_id: r.tenantId,
      request_id: r.requestId,
      order_id: r.orderId,
      amount_cents: r.amountCents,
      reason: r.reason,
      staff_id: r.staffId,
      channel: r.channel,
      reference: r.reference,
      created_at: r.now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'request_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/** How many refunds the order has had. */
export async function countOrderRefunds(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order's refunded total and reversed points, written under its row lock. */
export async function setOrderRefunded(
  db: Db,
  orderId: number,
  refundedCents: number,
  pointsReversed: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ refunded_cents: refundedCents, points_reversed: pointsReversed, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}
