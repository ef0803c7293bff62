import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = isPg ? ('serial' as const) : ('integer' as const);
  const millis = 'bigint' as const;

  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('fiscal_code', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('home_phone', 'text')
    .addColumn('loyalty_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_confirmed_at', millis)
    .addColumn('anonymized_at', millis)
    .addColumn('updated_at', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_profiles_tenant_username_uq')
    .on('user_profiles')
    .columns(['tenant_id', 'username'])
    .unique()
    .execute();
  await db.schema
    .createIndex('users_tenant_fidelity_card_uq')
    .on('users')
    .columns(['tenant_id', 'fidelity_card'])
    .unique()
    .execute();

  await db.schema
    .createTable('user_billing_addresses')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text')
    .addColumn('fiscal_code', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('sdi_code', 'text')
    .addColumn('pec', 'text')
    .addColumn('updated_at', millis, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_disclaimers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('disclaimer_id', 'integer', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_disclaimers_pk', ['user_id', 'disclaimer_id'])
    .execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('expires_at', millis, (c) => c.notNull())
    .addUniqueConstraint('pending_registrations_tenant_email_uq', ['tenant_id', 'email'])
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text')
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('expires_at', millis, (c) => c.notNull())
    .addColumn('used_at', millis)
    .execute();
  await db.schema
    .createIndex('account_tokens_user_idx')
    .on('account_tokens')
    .columns(['tenant_id', 'user_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('account_tokens_expires_idx')
    .on('account_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('pending_registrations_expires_idx')
    .on('pending_registrations')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('mail_throttle')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_throttle_pk', ['tenant_id', 'recipient', 'kind'])
    .execute();
  await db.schema.createIndex('mail_throttle_sent_idx').on('mail_throttle').column('last_sent_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_tenant_idx')
    .on('mail_outbox')
    .columns(['tenant_id', 'recipient', 'id'])
    .execute();

  await db.schema
    .createTable('wishlists')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('wishlist_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_selected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address_id', 'integer')
    .addColumn('confirmed_at', millis)
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wishlists_user_idx')
    .on('wishlists')
    .columns(['tenant_id', 'user_id'])
    .execute();

  // No foreign key to products: a reloaded catalogue may drop a product, which then shows as an inactive item.
  await db.schema
    .createTable('wishlist_items')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('wishlist_id', 'integer', (c) => c.notNull().references('wishlists.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_list_product_uq', ['wishlist_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('wishlist_shares')
    .addColumn('wishlist_id', 'integer', (c) => c.notNull().references('wishlists.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_shares_pk', ['wishlist_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('wishlist_shares_user_idx')
    .on('wishlist_shares')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('gift_certificates')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discount_cents', 'integer')
    .addColumn('discount_pct', 'integer')
    .addColumn('min_order_cents', 'integer')
    .addColumn('valid_from', millis, (c) => c.notNull())
    .addColumn('valid_until', millis, (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addUniqueConstraint('gift_certificates_tenant_code_uq', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('user_gift_certificates')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gift_certificate_id', 'integer', (c) =>
      c.notNull().references('gift_certificates.id').onDelete('cascade'),
    )
    .addColumn('manual_assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assigned_at', millis, (c) => c.notNull())
    .addColumn('used_at', millis)
    .addUniqueConstraint('user_gift_certificates_uq', ['user_id', 'gift_certificate_id'])
    .execute();
  await db.schema
    .createIndex('user_gift_certificates_user_idx')
    .on('user_gift_certificates')
    .columns(['tenant_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'user_gift_certificates',
    'gift_certificates',
    'wishlist_shares',
    'wishlist_items',
    'wishlists',
    'mail_outbox',
    'mail_throttle',
    'account_tokens',
    'pending_registrations',
    'user_disclaimers',
    'user_billing_addresses',
    'user_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('users_tenant_fidelity_card_uq').execute();
}
