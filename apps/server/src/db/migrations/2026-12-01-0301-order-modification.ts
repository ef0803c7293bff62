import type { Kysely } from 'kysely';

/**
 * spec §4 'Modifica ordine': a cart opened to modify an order ends at the order's modification cut-off
 * (`editing_until`, epoch milliseconds); the shopper's own cart waits aside meanwhile (cart status 9) and comes
 * back when the modification ends. The sweep finds the modifications past their cut-off by this index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('editing_until', 'bigint').execute();
  await db.schema.createIndex('carts_editing_until_idx').on('carts').column('editing_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('carts_editing_until_idx').execute();
  await db.schema.alterTable('carts').dropColumn('editing_until').execute();
}
