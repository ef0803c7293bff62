import { sql, type Kysely } from 'kysely';

/**
 * The catalogue index reads each product's pack format with the shelf order, to match the sizes of a search
 * ("barilla 500 g", spec §2 Search): the covering index grows by that column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_shelf_order_idx').execute();
  await sql`
    create index products_shelf_order_idx on products (
      tenant_id, position, id, category_id, name, brand, selling_type, (promo is not null), is_new, available,
      price_cents, standard_price_cents, promo_starts_at, promo_ends_at, pack_format
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_shelf_order_idx').execute();
  await sql`
    create index products_shelf_order_idx on products (
      tenant_id, position, id, category_id, name, brand, selling_type, (promo is not null), is_new, available,
      price_cents, standard_price_cents, promo_starts_at, promo_ends_at
    )`.execute(db);
}
