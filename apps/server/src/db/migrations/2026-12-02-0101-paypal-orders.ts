import type { Kysely } from 'kysely';

/**
 * spec §9 payment type 13: the PayPal order (REST Orders v2) of each payment attempt paid with PayPal, as the
 * PayPal adapter keeps it: the provider's order id and approval address, and what the shop knows of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('paypal_orders')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paypal_order_id', 'text')
    .addColumn('approve_url', 'text')
    /** open, cancelled (by the payer), voided (by the shop), approved, declined, reversed. */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The capture's or the authorisation's id, once PayPal answered COMPLETED. */
    .addColumn('reference', 'text')
    /** capture or authorization: what `reference` names. */
    .addColumn('reference_kind', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('paypal_orders_pk', ['tenant_id', 'transaction_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('paypal_orders').execute();
}
