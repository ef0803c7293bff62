import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * The chain's back-office staff (README "Back-office"): accounts apart from the shoppers', one per chain and
 * e-mail, with a role, an optional store and the TOTP secret of the second factor (`last_totp_step`: the last
 * code's time step, so a code is accepted once); their sessions, shorter than the shoppers' and usable only
 * once the second factor is given (`verified`); and the audit log of what each of them did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('staff_users')
    .addColumn('id', isPg ? 'serial' : 'integer', id)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer')
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('last_totp_step', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_users_email_idx')
    .on('staff_users')
    .columns(['tenant_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_expires_idx')
    .on('staff_sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', isPg ? 'serial' : 'integer', id)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_audit_log_tenant_idx')
    .on('staff_audit_log')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
}
