import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * The built-in content store (ARCHITECTURE §6 Content; spec §7 Content): pages and typed posts, FAQ
 * categories, menus by location, forms with their mail parameters, submissions and uploaded attachments,
 * and one content version per chain that every write bumps (answers are cached by it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = isPg ? ('serial' as const) : ('integer' as const);

  await db.schema
    .createTable('content_state')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seeded_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_posts')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('modified_at', 'bigint', (c) => c.notNull())
    .addColumn('menu_order', 'integer', (c) => c.notNull())
    .addColumn('acf', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_posts_slug_uq', ['tenant_id', 'type', 'slug'])
    .execute();

  await db.schema
    .createTable('content_terms')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('taxonomy', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('content_terms_slug_uq', ['tenant_id', 'taxonomy', 'slug'])
    .execute();

  await db.schema
    .createTable('content_menu_items')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_menu_items_location_idx')
    .on('content_menu_items')
    .columns(['tenant_id', 'location', 'position'])
    .execute();

  await db.schema
    .createTable('content_forms')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('mail_to', 'text', (c) => c.notNull())
    .addColumn('mail_subject', 'text', (c) => c.notNull())
    .addColumn('mail_acknowledge', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_forms_pk', ['tenant_id', 'form_id'])
    .execute();

  await db.schema
    .createTable('content_form_submissions')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_form_submissions_form_idx')
    .on('content_form_submissions')
    .columns(['tenant_id', 'form_id', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('content_uploads')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('field_id', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) =>
      c.references('content_form_submissions.id').onDelete('set null'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'content_uploads',
    'content_form_submissions',
    'content_forms',
    'content_menu_items',
    'content_terms',
    'content_posts',
    'content_state',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
