import type { Db } from '../../db/database.js';

/** open, cancelled (by the payer), voided (by the shop), approved, declined, reversed. */
export type PaypalOrderState = 'open' | 'cancelled' | 'voided' | 'approved' | 'declined' | 'reversed';

export interface PaypalOrderRecord {
  tenantId: string;
  transactionId: number;
  orderId: number;
  amountCents: number;
  paypalOrderId: string | null;
  approveUrl: string | null;
  state: PaypalOrderState;
  reference: string | null;
  referenceKind: 'capture' | 'authorization' | null;
}

export async function findPaypalOrder(
  db: Db,
  tenantId: string,
  transactionId: number,
): Promise<PaypalOrderRecord | undefined> {
  const row = await db
    .selectFrom('paypal_orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return (
    row && {
      tenantId: row.tenant_id,
      transactionId: row.transaction_id,
      orderId: row.order_id,
      amountCents: row.amount_cents,
      paypalOrderId: row.paypal_order_id,
      approveUrl: row.approve_url,
      state: row.state as PaypalOrderState,
      reference: row.reference,
      referenceKind: row.reference_kind as PaypalOrderRecord['referenceKind'],
    }
  );
}

/** Idempotent: an attempt recorded twice keeps its first row. */
export async function insertPaypalOrder(
  db: Db,
  record: { tenantId: string; transactionId: number; orderId: number; amountCents: number; now: number },
): Promise<void> {
  await db
    .insertInto('paypal_orders')
    .values({
      tenant_id: record.tenantId,
      transaction_id: record.transactionId,
      order_id: record.orderId,
      amount_cents: record.amountCents,
      paypal_order_id: null,
      approve_url: null,
      state: 'open',
      reference: null,
      reference_kind: null,
      created_at: record.now,
      updated_at: record.now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'transaction_id']).doNothing())
    .execute();
}

/** The order PayPal created for the attempt, kept once (a second creation answers the same order). */
export async function setPaypalOrderCreated(
  db: Db,
  key: { tenantId: string; transactionId: number },
  created: { paypalOrderId: string; approveUrl: string; now: number },
): Promise<void> {
  await db
    .updateTable('paypal_orders')
    .set({
      paypal_order_id: created.paypalOrderId,
      approve_url: created.approveUrl,
      updated_at: created.now,
    })
    .where('tenant_id', '=', key.tenantId)
    .where('transaction_id', '=', key.transactionId)
    .where('paypal_order_id', 'is', null)
    .execute();
}

/** A conditional update: moves the attempt only from one of the `from` states. True when it moved. */
export async function movePaypalOrder(
  db: Db,
  key: { tenantId: string; transactionId: number },
  from: readonly PaypalOrderState[],
  to: PaypalOrderState,
  now: number,
  reference?: { id: string; kind: 'capture' | 'authorization' },
): Promise<boolean> {
  const result = await db
    .updateTable('paypal_orders')
    .set({
      state: to,
      updated_at: now,
      ...(reference ? { reference: reference.id, reference_kind: reference.kind } : {}),
    })
    .where('tenant_id', '=', key.tenantId)
    .where('transaction_id', '=', key.transactionId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
