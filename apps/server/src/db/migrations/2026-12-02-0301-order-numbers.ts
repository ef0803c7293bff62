import { type Kysely, sql } from 'kysely';

/**
 * Order numbers per chain (spec §3 "Order", §7 'Ordine {orderId} annullato'): the number a shopper reads is
 * the chain's own, 1 for its first order, taken from one counter row per chain moved forward in the
 * transaction that creates the order; `orders.id` stays the internal, deployment-wide key. Orders placed
 * before are numbered per chain in the order they were created (their id). A cart modifying an order keeps the
 * order's number beside its id, for the cart's banner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_counters')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE orders SET number = (
      SELECT COUNT(*) FROM orders AS earlier
      WHERE earlier.tenant_id = orders.tenant_id AND earlier.id <= orders.id
    )`.execute(db);
  await sql`
    INSERT INTO order_counters (tenant_id, last_number)
    SELECT tenant_id, MAX(number) FROM orders GROUP BY tenant_id`.execute(db);
  await db.schema
    .createIndex('orders_tenant_number_once')
    .on('orders')
    .columns(['tenant_id', 'number'])
    .unique()
    .execute();
  await db.schema.alterTable('carts').addColumn('editing_order_number', 'integer').execute();
  await sql`
    UPDATE carts SET editing_order_number = (SELECT number FROM orders WHERE orders.id = carts.editing_order_id)
    WHERE editing_order_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('editing_order_number').execute();
  await db.schema.dropIndex('orders_tenant_number_once').execute();
  await db.schema.alterTable('orders').dropColumn('number').execute();
  await db.schema.dropTable('order_counters').execute();
}
