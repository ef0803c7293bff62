import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';

export interface GatewaySessionRecord {
  id: string;
  tenantId: string;
  transactionId: number;
  orderId: number;
  amountCents: number;
  /**
   * `<state>`, `<state>:save` when the shopper asked to keep the card, or `<state>:paypal` for the PayPal-like
   * approval page; states: open, challenge, approved, declined, voided (closed by the shop before any payment),
   * reversed (approved, then voided by the shop), captured (approved, then `capturedCents` of it taken and the
   * rest released).
   */
  status: string;
  cardLast4: string | null;
  cardType: string | null;
  expireMonth: number | null;
  expireYear: number | null;
  expiresAt: number;
  capturedCents: number | null;
  refundedCents: number;
}

export interface CardDetails {
  last4: string;
  type: string;
  month: number;
  year: number;
}

export async function findGatewaySession(
  db: Db,
  sessionId: string,
): Promise<GatewaySessionRecord | undefined> {
  const row = await db
    .selectFrom('gateway_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      tenantId: row.tenant_id,
      transactionId: row.transaction_id,
      orderId: row.order_id,
      amountCents: row.amount_cents,
      status: row.status,
      cardLast4: row.card_last4,
      cardType: row.card_type,
      expireMonth: row.expire_month,
      expireYear: row.expire_year,
      expiresAt: row.expires_at,
      capturedCents: row.captured_cents,
      refundedCents: row.refunded_cents,
    }
  );
}

/** Idempotent: a session asked for twice keeps its first row. */
export async function insertGatewaySession(
  db: Db,
  session: {
    id: string;
    tenantId: string;
    transactionId: number;
    orderId: number;
    amountCents: number;
    status: string;
    card: CardDetails | undefined;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  const card = session.card;
  await db
    .insertInto('gateway_sessions')
    .values({
      id: session.id,
      tenant_id: session.tenantId,
      transaction_id: session.transactionId,
      order_id: session.orderId,
      amount_cents: session.amountCents,
      status: session.status,
      card_last4: card?.last4 ?? null,
      card_type: card?.type ?? null,
      expire_month: card?.month ?? null,
      expire_year: card?.year ?? null,
      created_at: session.now,
      expires_at: session.expiresAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A conditional update: moves the session only from one of the `from` statuses. True when it moved. */
export async function moveGatewaySession(
  db: Db,
  sessionId: string,
  from: readonly string[],
  to: string,
  card: CardDetails | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('gateway_sessions')
    .set({
      status: to,
      ...(card
        ? { card_last4: card.last4, card_type: card.type, expire_month: card.month, expire_year: card.year }
        : {}),
    })
    .where('id', '=', sessionId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A conditional update: captures `amountCents` of an approved session, only from one of the `from` statuses
 * and never above the authorised amount. True when it captured: of concurrent captures, one only.
 */
export async function captureGatewaySession(
  db: Db,
  sessionId: string,
  from: readonly string[],
  to: string,
  amountCents: number,
): Promise<boolean> {
  const result = await db
    .updateTable('gateway_sessions')
    .set({ status: to, captured_cents: amountCents })
    .where('id', '=', sessionId)
    .where('status', 'in', from)
    .where('amount_cents', '>=', amountCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Thrown inside the refund's transaction so the request's row goes with it: nothing recorded. */
class RefundRefused extends Error {}

/**
 * A refund of a captured session, once per request id: the request's row and a conditional update that never
 * lets the refunds exceed the capture (of concurrent refunds, only those that fit). `refunded` when this call
 * gave it back, `known` when the request was recorded before, `refused` when it does not fit.
 */
export async function refundGatewaySession(
  db: Db,
  refund: { sessionId: string; requestId: string; amountCents: number; now: number },
): Promise<'refunded' | 'known' | 'refused'> {
  try {
    return await writeTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto('gateway_refunds')
        .values({
          session_id: refund.sessionId,
          request_id: refund.requestId,
          amount_cents: refund.amountCents,
          created_at: refund.now,
        })
        .onConflict((oc) => oc.columns(['session_id', 'request_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows) !== 1) return 'known';
      const result = await trx
        .updateTable('gateway_sessions')
        .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', refund.amountCents) }))
        .where('id', '=', refund.sessionId)
        .where('captured_cents', 'is not', null)
        .where((eb) => eb('captured_cents', '>=', eb('refunded_cents', '+', refund.amountCents)))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new RefundRefused();
      return 'refunded';
    });
  } catch (error) {
    if (error instanceof RefundRefused) return 'refused';
    throw error;
  }
}

/** What one refund request gave back, when it was recorded. */
export async function findGatewayRefund(
  db: Db,
  sessionId: string,
  requestId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('gateway_refunds')
    .select('amount_cents')
    .where('session_id', '=', sessionId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.amount_cents;
}
