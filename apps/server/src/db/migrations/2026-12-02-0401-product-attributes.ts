import { sql, type Kysely } from 'kysely';

/**
 * Each product's grocery characteristics (Bio, Senza glutine, DOP/IGP, …; packages/shared product-attributes.ts) as
 * bits, for the listing's filters; the covering index of the shelf order carries them to the catalogue index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('attributes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('products_shelf_order_idx').execute();
  await sql`
    create index products_shelf_order_idx on products (
      tenant_id, position, id, category_id, name, brand, selling_type, (promo is not null), is_new, available,
      price_cents, standard_price_cents, promo_starts_at, promo_ends_at, pack_format, attributes
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_shelf_order_idx').execute();
  await sql`
    create index products_shelf_order_idx on products (
      tenant_id, position, id, category_id, name, brand, selling_type, (promo is not null), is_new, available,
      price_cents, standard_price_cents, promo_starts_at, promo_ends_at, pack_format
    )`.execute(db);
  await db.schema.alterTable('products').dropColumn('attributes').execute();
}
