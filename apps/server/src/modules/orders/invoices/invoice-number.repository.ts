import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { ShopperService } from '../../account/shopper.service.js';

/** The buyer's billing data (account module) as the invoice keeps it. */
export type BuyerRecord = NonNullable<Awaited<ReturnType<ShopperService['billing']>>>;

// The invoice numbering (invoice_counters) and the number each invoiced order received (order_invoices).

export interface InvoiceNumberRecord {
  orderId: number;
  year: number;
  number: number;
  issuedAt: number;
  /** The buyer's billing data as it was when the invoice was issued. */
  buyer: BuyerRecord;
}

/**
 * The next invoice number of the chain and year, taken inside the caller's transaction: the counter row is
 * created at 1 or moved forward by one in a single statement, which holds its row lock (PostgreSQL) or the
 * database's write lock (SQLite) until the commit, so concurrent deliveries get 1, 2, 3… and a rolled-back
 * delivery gives its number back.
 */
export async function nextInvoiceNumber(trx: Db, tenantId: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ tenant_id: tenantId, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'year']).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertOrderInvoice(
  trx: Db,
  tenantId: string,
  invoice: InvoiceNumberRecord,
): Promise<void> {
  await trx
    .insertInto('order_invoices')
    .values({
      order_id: invoice.orderId,
      tenant_id: tenantId,
      year: invoice.year,
      number: invoice.number,
      issued_at: invoice.issuedAt,
      buyer: JSON.stringify(invoice.buyer),
    })
    .execute();
}

export async function findOrderInvoice(
  db: Db,
  tenantId: string,
  orderId: number,
): Promise<InvoiceNumberRecord | undefined> {
  const row = await db
    .selectFrom('order_invoices')
    .select(['order_id', 'year', 'number', 'issued_at', 'buyer'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row
    ? {
        orderId: row.order_id,
        year: row.year,
        number: row.number,
        issuedAt: Number(row.issued_at),
        buyer: JSON.parse(row.buyer) as BuyerRecord,
      }
    : undefined;
}
