import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * The built-in first-party analytics (spec §1 "analytics chosen by configuration"): one row per storefront
 * event, with the Italian calendar day but no time, no IP address and no personal data; the visitor id only
 * when the shopper accepted analytics. A purchase is kept once per order (spec §9: each order sent once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('entrance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('quantity', 'double precision')
    .addColumn('amount_cents', 'integer')
    .addColumn('item_count', 'integer')
    .addColumn('visitor_id', 'text')
    .execute();
  await db.schema
    .createIndex('analytics_events_tenant_day_idx')
    .on('analytics_events')
    .columns(['tenant_id', 'day', 'name'])
    .execute();
  await db.schema
    .createIndex('analytics_events_purchase_once_idx')
    .on('analytics_events')
    .columns(['tenant_id', 'order_id'])
    .unique()
    .where(sql.ref('name'), '=', 'purchase')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
