import { sql, type Kysely } from 'kysely';

/**
 * A promotion applies from `promo_starts_at` (inclusive) to `promo_ends_at` (exclusive), epoch milliseconds
 * (API-COMPAT "Learned from clients": no promotion outside `validityDate`/`expireDate`); null on either side
 * leaves the window open there, which keeps the promotions written before this migration as they applied.
 * The catalogue index reads the window and the list price with the shelf order, so the covering index
 * grows by those columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('promo_starts_at', 'bigint').execute();
  await db.schema.alterTable('products').addColumn('promo_ends_at', 'bigint').execute();
  await db.schema.dropIndex('products_shelf_order_idx').execute();
  await sql`
    create index products_shelf_order_idx on products (
      tenant_id, position, id, category_id, name, brand, selling_type, (promo is not null), is_new, available,
      price_cents, standard_price_cents, promo_starts_at, promo_ends_at
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_shelf_order_idx').execute();
  await sql`
    create index products_shelf_order_idx on products (
      tenant_id, position, id, category_id, name, brand, selling_type, (promo is not null), is_new, available,
      price_cents
    )`.execute(db);
  await db.schema.alterTable('products').dropColumn('promo_ends_at').execute();
  await db.schema.alterTable('products').dropColumn('promo_starts_at').execute();
}
