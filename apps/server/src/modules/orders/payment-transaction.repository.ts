import {
  AWAITING_PAYMENT_STATUS_IDS,
  PAYMENT_TRANSACTION_STATUSES as TX,
} from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';

// The payment attempts of the orders (payment_transactions).

export interface TransactionRecord {
  id: number;
  tenantId: string;
  orderId: number;
  userId: number;
  paymentTypeId: number;
  status: number;
  amountCents: number;
  userPaymentAuthId: number | null;
  saveCard: boolean;
  cardLast4: string | null;
  cardType: string | null;
  gatewayRef: string | null;
  createdAt: number;
  /** The shop gave the attempt up and the gateway has not yet been told. */
  voidDue: boolean;
}

export async function insertTransaction(
  db: Db,
  t: {
    tenantId: string;
    orderId: number;
    userId: number;
    paymentTypeId: number;
    status: number;
    amountCents: number;
    userPaymentAuthId: number | null;
    saveCard: boolean;
    now: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('payment_transactions')
    .values({
      tenant_id: t.tenantId,
      order_id: t.orderId,
      user_id: t.userId,
      payment_type_id: t.paymentTypeId,
      status: t.status,
      amount_cents: t.amountCents,
      user_payment_auth_id: t.userPaymentAuthId,
      save_card: t.saveCard ? 1 : 0,
      card_last4: null,
      card_type: null,
      gateway_ref: null,
      created_at: t.now,
      updated_at: t.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const TRANSACTION_COLUMNS = [
  'id',
  'tenant_id',
  'order_id',
  'user_id',
  'payment_type_id',
  'status',
  'amount_cents',
  'user_payment_auth_id',
  'save_card',
  'card_last4',
  'card_type',
  'gateway_ref',
  'created_at',
  'void_due',
] as const;

function toTransactionRecord(row: {
  id: number;
  tenant_id: string;
  order_id: number;
  user_id: number;
  payment_type_id: number;
  status: number;
  amount_cents: number;
  user_payment_auth_id: number | null;
  save_card: number;
  card_last4: string | null;
  card_type: string | null;
  gateway_ref: string | null;
  created_at: number;
  void_due: number;
}): TransactionRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    orderId: row.order_id,
    userId: row.user_id,
    paymentTypeId: row.payment_type_id,
    status: row.status,
    amountCents: row.amount_cents,
    userPaymentAuthId: row.user_payment_auth_id,
    saveCard: row.save_card === 1,
    cardLast4: row.card_last4,
    cardType: row.card_type,
    gatewayRef: row.gateway_ref,
    createdAt: row.created_at,
    voidDue: row.void_due === 1,
  };
}

export async function findTransaction(
  db: Db,
  tenantId: string,
  transactionId: number,
): Promise<TransactionRecord | undefined> {
  const row = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return row && toTransactionRecord(row);
}

export async function latestTransactions(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, TransactionRecord>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, toTransactionRecord(r)]));
}

/** Settles an in-progress transaction; false when it was settled already (the feedback and the return race). */
export async function settleTransaction(
  db: Db,
  transactionId: number,
  status: number,
  card: { last4: string | null; type: string | null; reference: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transactions')
    .set({
      status,
      card_last4: card.last4,
      card_type: card.type,
      gateway_ref: card.reference,
      updated_at: now,
    })
    .where('id', '=', transactionId)
    .where('status', '=', TX.inProgress)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The shop gives up the order's attempts in one of `from` (superseded, or the order cancelled): they move to
 * `to` and stay flagged until the gateway has been told (a pending session closed, an authorisation voided).
 */
export async function giveUpTransactions(
  db: Db,
  orderId: number,
  from: readonly number[],
  to: typeof TX.cancelled | typeof TX.reversed,
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: to, void_due: 1, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from])
    .execute();
}

/** One attempt given up, if still in progress (see giveUpTransactions). */
export async function giveUpTransaction(db: Db, transactionId: number, now: number): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: TX.cancelled, void_due: 1, updated_at: now })
    .where('id', '=', transactionId)
    .where('status', '=', TX.inProgress)
    .execute();
}

/** An approval the shop does not keep: recorded as reversed with its card, until the gateway voids it. */
export async function reverseTransaction(
  db: Db,
  transactionId: number,
  card: { last4: string | null; type: string | null; reference: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({
      status: TX.reversed,
      card_last4: card.last4,
      card_type: card.type,
      gateway_ref: card.reference,
      void_due: 1,
      updated_at: now,
    })
    .where('id', '=', transactionId)
    .execute();
}

/** The gateway has been told: the flag drops, and an attempt it had approved is recorded as reversed. */
export async function markGatewayTold(
  db: Db,
  transactionId: number,
  reversed: { last4: string | null; type: string | null; reference: string } | undefined,
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({
      void_due: 0,
      updated_at: now,
      ...(reversed
        ? {
            status: TX.reversed,
            card_last4: reversed.last4,
            card_type: reversed.type,
            gateway_ref: reversed.reference,
          }
        : {}),
    })
    .where('id', '=', transactionId)
    .where('void_due', '=', 1)
    .execute();
}

/** The attempts the gateway must still be told about, oldest first; of one order when given. */
export async function listVoidDue(
  db: Db,
  options: { orderId?: number; limit: number },
): Promise<TransactionRecord[]> {
  let query = db.selectFrom('payment_transactions').select(TRANSACTION_COLUMNS).where('void_due', '=', 1);
  if (options.orderId !== undefined) query = query.where('order_id', '=', options.orderId);
  const rows = await query.orderBy('id').limit(options.limit).execute();
  return rows.map(toTransactionRecord);
}

export async function listTransactions(
  db: Db,
  orderId: number,
  statuses: readonly number[],
): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('order_id', '=', orderId)
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .execute();
  return rows.map(toTransactionRecord);
}

/**
 * Card attempts still in progress, begun before `createdBefore`, on orders that do not wait for a payment:
 * a confirmed order's change to card that the shopper left unpaid.
 */
export async function listStaleAttempts(
  db: Db,
  createdBefore: number,
  limit: number,
): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom('payment_transactions as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(TRANSACTION_COLUMNS.map((c) => `t.${c}` as const))
    .where('t.status', '=', TX.inProgress)
    .where('t.created_at', '<=', createdBefore)
    .where('o.status', 'not in', [...AWAITING_PAYMENT_STATUS_IDS])
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map(toTransactionRecord);
}

/** README "Picking": the order's authorised attempt, once captured, is confirmed (spec §4 status 3). */
export async function confirmCapturedTransaction(db: Db, transactionId: number, now: number): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: TX.confirmed, updated_at: now })
    .where('id', '=', transactionId)
    .where('status', '=', TX.authorised)
    .execute();
}

/** The order's authorised (or already confirmed) attempt: the one a capture takes the money from. */
export async function findAuthorisedTransaction(
  db: Db,
  tenantId: string,
  orderId: number,
): Promise<TransactionRecord | undefined> {
  const row = await db
    .selectFrom('payment_transactions')
    .select(TRANSACTION_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('status', 'in', [TX.authorised, TX.confirmed])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && toTransactionRecord(row);
}
