import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/** Home and content pages as data (spec §2 Routes: the home), and each shopper's preferred products. */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = isPg ? ('serial' as const) : ('integer' as const);

  await db.schema.alterTable('categories').addColumn('subtitle', 'text').execute();

  await db.schema
    .createTable('category_blocks')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('category_blocks_category_idx')
    .on('category_blocks')
    .columns(['tenant_id', 'category_id', 'position'])
    .execute();

  await db.schema
    .createTable('category_proposals')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('category_block_id', 'integer', (c) =>
      c.notNull().references('category_blocks.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('descr', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('proposal_url', 'text', (c) => c.notNull())
    .addColumn('image_mobile', 'text')
    .addColumn('image_desktop', 'text')
    .addColumn('button_text', 'text')
    .addColumn('banner', 'text')
    .execute();
  await db.schema
    .createIndex('category_proposals_block_idx')
    .on('category_proposals')
    .columns(['category_block_id', 'position'])
    .execute();

  await db.schema
    .createTable('preferred_products')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('times_bought', 'integer', (c) => c.notNull())
    .addColumn('last_bought_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('preferred_products_pk', ['tenant_id', 'user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('preferred_products').execute();
  await db.schema.dropTable('category_proposals').execute();
  await db.schema.dropTable('category_blocks').execute();
  await db.schema.alterTable('categories').dropColumn('subtitle').execute();
}
