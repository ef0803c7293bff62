import type { AnalyticsEventName } from '@spesa/shared/analytics/analytics-events';
import type { Db } from '../../db/database.js';

/** One event as the collector keeps it: ids, amounts and a day, nothing that names a person. */
export interface StoredAnalyticsEvent {
  day: string;
  name: AnalyticsEventName;
  path: string;
  entrance: boolean;
  productId: number | null;
  categoryId: number | null;
  orderId: number | null;
  quantity: number | null;
  amountCents: number | null;
  itemCount: number | null;
  visitorId: string | null;
}

export interface EventCount {
  day: string;
  name: string;
  entrance: boolean;
  events: number;
  amountCents: number;
}

/**
 * Stores a batch; a purchase already stored for its order is skipped (the partial unique index), so a
 * reloaded confirmation page or a replayed batch never counts an order twice. Returns the rows written.
 */
export async function insertEvents(
  db: Db,
  tenantId: string,
  events: readonly StoredAnalyticsEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((e) => ({
    tenant_id: tenantId,
    day: e.day,
    name: e.name,
    path: e.path,
    entrance: e.entrance ? 1 : 0,
    product_id: e.productId,
    category_id: e.categoryId,
    order_id: e.orderId,
    quantity: e.quantity,
    amount_cents: e.amountCents,
    item_count: e.itemCount,
    visitor_id: e.visitorId,
  }));
  const result = await db
    .insertInto('analytics_events')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Events per day, name and entrance flag of a chain between two days (both included). */
export async function countEvents(
  db: Db,
  tenantId: string,
  fromDay: string,
  toDay: string,
): Promise<EventCount[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select((eb) => [
      'day',
      'name',
      'entrance',
      eb.fn.countAll<number | string>().as('events'),
      eb.fn.sum<number | string | null>('amount_cents').as('amount_cents'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy(['day', 'name', 'entrance'])
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    name: r.name,
    entrance: Number(r.entrance) === 1,
    events: Number(r.events),
    amountCents: Number(r.amount_cents ?? 0),
  }));
}
