import type { Kysely } from 'kysely';

/**
 * README "Back-office" (Refunds): a delivered order refunded in whole or in part. The order keeps what was
 * refunded and how many of its points were taken back; each refund is recorded once under the request id the
 * back-office gave it. The built-in test gateway keeps what it refunded of a capture, each refund once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('points_reversed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('order_refunds')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    /** gateway (given back through the payment gateway) or offline (paid on delivery: recorded only). */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_refunds_pk', ['tenant_id', 'request_id'])
    .execute();
  await db.schema.createIndex('order_refunds_order').on('order_refunds').column('order_id').execute();
  await db.schema
    .alterTable('gateway_sessions')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('gateway_refunds')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_refunds_pk', ['session_id', 'request_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_refunds').execute();
  await db.schema.alterTable('gateway_sessions').dropColumn('refunded_cents').execute();
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('points_reversed').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute();
}
