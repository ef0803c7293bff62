import type { Kysely } from 'kysely';

/**
 * Carts of shoppers not logged in, for the chains that enable `anonymousCart`: the cookie's token (by hash)
 * names a guest user that owns the cart, so every cart rule reads the same rows as for a shopper.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('anonymous_carts')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('anonymous_carts_expiry_idx')
    .on('anonymous_carts')
    .columns(['expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('anonymous_carts').execute();
}
