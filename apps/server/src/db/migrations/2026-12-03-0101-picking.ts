import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * README "Picking": what the picker did with each line of an order (confirmed, weighed, missing, substituted),
 * and the order's picked outcome: its final lines and amount, priced like the cart, and the capture of its
 * payment (one per order: `capture_state` moves by conditional updates).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('order_picking_lines')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('weight_grams', 'integer')
    .addColumn('substitute_product_id', 'integer')
    .addColumn('substitute_quantity', 'real')
    .addColumn('staff_user_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_picking_lines_once', ['order_id', 'order_item_id'])
    .execute();
  await db.schema
    .createTable('order_pickings')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('final_lines', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('goods_cents', 'integer', (c) => c.notNull())
    .addColumn('gift_cents', 'integer', (c) => c.notNull())
    .addColumn('package_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('final_cents', 'integer', (c) => c.notNull())
    .addColumn('authorised_cents', 'integer')
    .addColumn('capture_state', 'text', (c) => c.notNull())
    .addColumn('captured_cents', 'integer')
    .addColumn('capture_error', 'text')
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_pickings').execute();
  await db.schema.dropTable('order_picking_lines').execute();
}
