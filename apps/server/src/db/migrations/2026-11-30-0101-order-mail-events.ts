import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * The order e-mails' transactional outbox: a row per order and event (unique), written in the transaction that
 * changes the order and sent after the commit; a failed sending stays pending with its next attempt time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('order_mail_events')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('order_mail_events_once', ['tenant_id', 'order_id', 'event'])
    .execute();
  await db.schema
    .createIndex('order_mail_events_pending_idx')
    .on('order_mail_events')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_mail_events').execute();
}
