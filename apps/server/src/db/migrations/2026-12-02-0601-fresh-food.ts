import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * Fresh food. A cart line of a product sold by weight may be asked by pieces (spec §3
 * WEIGHT_SELLING_SINGLE_UNIT): `pieces` keeps the count, `quantity` their expected weight. `user_notes` is the
 * shopper's note for the counter (butcher, deli) on a line. A shopper asks once per product to be told by
 * e-mail when an unavailable product is available again; `notified_at` once the e-mail is written, and a new
 * request after it asks again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  await db.schema.alterTable('cart_items').addColumn('pieces', 'integer').execute();
  await db.schema.alterTable('cart_items').addColumn('user_notes', 'text').execute();
  await db.schema
    .createTable('back_in_stock_requests')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('notified_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('back_in_stock_requests_once_idx')
    .on('back_in_stock_requests')
    .columns(['tenant_id', 'user_id', 'product_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('back_in_stock_requests_product_idx')
    .on('back_in_stock_requests')
    .columns(['tenant_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('back_in_stock_requests').execute();
  await db.schema.alterTable('cart_items').dropColumn('user_notes').execute();
  await db.schema.alterTable('cart_items').dropColumn('pieces').execute();
}
