import type { Db } from '../../db/database.js';

// The payment due dates of deferred and summary-invoice orders (payment_due_dates).

export interface DueDateRecord {
  id: number;
  orderId: number;
  orderNumber: number;
  docNumber: string;
  dueDate: string;
  amountCents: number;
  paidAt: number | null;
}

export async function listDueDates(db: Db, tenantId: string, userId: number): Promise<DueDateRecord[]> {
  const rows = await db
    .selectFrom('payment_due_dates as d')
    // A due date not from an online order has order id 0 and no order number.
    .leftJoin('orders as o', (j) =>
      j.onRef('o.id', '=', 'd.order_id').onRef('o.tenant_id', '=', 'd.tenant_id'),
    )
    .select(['d.id', 'd.order_id', 'o.number', 'd.doc_number', 'd.due_date', 'd.amount_cents', 'd.paid_at'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.user_id', '=', userId)
    .orderBy('d.due_date', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.number ?? 0,
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
