import type { Db } from '../../db/database.js';

// The e-mails the orders owe their shoppers (order_mail_events): a transactional outbox, one row per order and
// event, written in the order's transaction and sent after the commit.

export interface OrderMailEventRecord {
  id: number;
  tenantId: string;
  orderId: number;
  event: string;
  detail: Record<string, string | number>;
  createdAt: number;
  attempts: number;
  sentAt: number | null;
  lastError: string | null;
}

/** Writes the event once: a second write of the same order and event (a retry, a race) changes nothing. */
export async function insertMailEvent(
  db: Db,
  e: {
    tenantId: string;
    orderId: number;
    event: string;
    detail: Record<string, string | number>;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('order_mail_events')
    .values({
      tenant_id: e.tenantId,
      order_id: e.orderId,
      event: e.event,
      detail: JSON.stringify(e.detail),
      created_at: e.now,
      next_attempt_at: e.now,
      sent_at: null,
      last_error: null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'order_id', 'event']).doNothing())
    .execute();
}

/** How many events of the order are of this kind (`event`, or `event#n` when repeated). */
export async function countMailEvents(db: Db, orderId: number, event: string): Promise<number> {
  const row = await db
    .selectFrom('order_mail_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('event', '=', event), eb('event', 'like', `${event}#%`)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The events not yet sent whose time has come, oldest first; of one order when given. */
export async function listDueMailEvents(
  db: Db,
  options: { now: number; orderId?: number; limit: number },
): Promise<OrderMailEventRecord[]> {
  let query = db
    .selectFrom('order_mail_events')
    .select([
      'id',
      'tenant_id',
      'order_id',
      'event',
      'detail',
      'created_at',
      'attempts',
      'sent_at',
      'last_error',
    ])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', options.now);
  if (options.orderId !== undefined) query = query.where('order_id', '=', options.orderId);
  const rows = await query.orderBy('id').limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenant_id,
    orderId: row.order_id,
    event: row.event,
    detail: JSON.parse(row.detail) as Record<string, string | number>,
    createdAt: row.created_at,
    attempts: row.attempts,
    sentAt: row.sent_at,
    lastError: row.last_error,
  }));
}

/**
 * Takes the event for one sending until `until`: false when another dispatcher took it (or sent it) first.
 * A dispatcher that dies while sending leaves the claim to run out, and the event is sent later.
 */
export async function claimMailEvent(db: Db, id: number, now: number, until: number): Promise<boolean> {
  const result = await db
    .updateTable('order_mail_events')
    .set({ next_attempt_at: until })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailEventSent(db: Db, id: number, now: number, note: string | null = null) {
  await db
    .updateTable('order_mail_events')
    .set({ sent_at: now, last_error: note })
    .where('id', '=', id)
    .execute();
}

/** The sending failed: the event stays pending and is tried again at `retryAt`. */
export async function markMailEventFailed(
  db: Db,
  event: { id: number; attempts: number },
  error: string,
  retryAt: number,
): Promise<void> {
  await db
    .updateTable('order_mail_events')
    .set({ attempts: event.attempts + 1, last_error: error.slice(0, 500), next_attempt_at: retryAt })
    .where('id', '=', event.id)
    .execute();
}
