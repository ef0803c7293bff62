import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = isPg ? ('serial' as const) : ('integer' as const);
  const millis = 'bigint' as const;

  await db.schema
    .createTable('tenant_state')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('catalogue_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seeded_at', millis, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('fidelity_card', 'text')
    .addColumn('profile_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', millis, (c) => c.notNull())
    .addUniqueConstraint('users_tenant_email_uq', ['tenant_id', 'email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('expires_at', millis, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['tenant_id', 'user_id']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['tenant_id', 'login', 'ip'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('hide_in_menu', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('categories_tenant_slug_uq', ['tenant_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('categories_parent_idx')
    .on('categories')
    .columns(['tenant_id', 'parent_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('pack_format', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('standard_price_cents', 'integer')
    .addColumn('selling_type', 'text', (c) => c.notNull())
    .addColumn('product_infos', 'text', (c) => c.notNull())
    .addColumn('vat_pct', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('promo', 'text')
    .addColumn('select_options', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('products_tenant_slug_uq', ['tenant_id', 'slug'])
    .addUniqueConstraint('products_tenant_code_uq', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['tenant_id', 'category_id', 'position'])
    .execute();
  await db.schema
    .createIndex('products_barcode_idx')
    .on('products')
    .columns(['tenant_id', 'barcode'])
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('delivery_service_ids', 'text', (c) => c.notNull())
    .addColumn('is_warehouse', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addUniqueConstraint('stores_tenant_code_uq', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('carts_user_idx')
    .on('carts')
    .columns(['tenant_id', 'user_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'carts',
    'stores',
    'products',
    'categories',
    'login_failures',
    'sessions',
    'users',
    'tenant_state',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
