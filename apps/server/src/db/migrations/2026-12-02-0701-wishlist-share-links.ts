import type { Kysely } from 'kysely';

/** spec §6: the owner of a wish list may open a read-only link to it; the token names the list. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wishlists').addColumn('share_token', 'text').execute();
  await db.schema
    .createIndex('wishlists_share_token_idx')
    .on('wishlists')
    .columns(['tenant_id', 'share_token'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wishlists_share_token_idx').execute();
  await db.schema.alterTable('wishlists').dropColumn('share_token').execute();
}
