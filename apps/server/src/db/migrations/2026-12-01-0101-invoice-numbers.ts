import type { Kysely } from 'kysely';

/**
 * Invoices (spec §3 cartInfos need_invoice): one counter row per chain and year, moved forward in the
 * transaction that delivers the order, so numbers run 1, 2, 3… without gaps or duplicates; and the number
 * each invoiced order received (one per order).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['tenant_id', 'year'])
    .execute();
  await db.schema
    .createTable('order_invoices')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_invoices_number_once', ['tenant_id', 'year', 'number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
