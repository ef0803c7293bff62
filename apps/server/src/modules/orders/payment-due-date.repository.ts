import type { Db } from '../../db/database.js';

// The payment due dates of deferred and summary-invoice orders (payment_due_dates).

export interface DueDateRecord {
  id: number;
  orderId: number;
  docNumber: string;
  dueDate: string;
  amountCents: number;
  paidAt: number | null;
}

export async function listDueDates(db: Db, tenantId: string, userId: number): Promise<DueDateRecord[]> {
  const rows = await db
    .selectFrom('payment_due_dates')
    .select(['id', 'order_id', 'doc_number', 'due_date', 'amount_cents', 'paid_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('due_date', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    docNumber: row.doc_number,
    dueDate: row.due_date,
    amountCents: row.amount_cents,
    paidAt: row.paid_at,
  }));
}

export async function insertDueDate(
  db: Db,
  d: {
    tenantId: string;
    userId: number;
    orderId: number;
    docNumber: string;
    dueDate: string;
    amountCents: number;
  },
) {
  await db
    .insertInto('payment_due_dates')
    .values({
      tenant_id: d.tenantId,
      user_id: d.userId,
      order_id: d.orderId,
      doc_number: d.docNumber,
      due_date: d.dueDate,
      amount_cents: d.amountCents,
      paid_at: null,
    })
    .execute();
}
