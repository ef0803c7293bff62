import type { Kysely } from 'kysely';

/**
 * Attempt counters of the login throttle, one row per key (an account, a client address), shared by every
 * server process: taken by one conditional upsert before the password is checked. They replace the
 * per-account-and-address failure rows, which were read before and written after the check.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull())
    .addColumn('next_lockout_ms', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttle_expiry_idx')
    .on('login_throttle')
    .column('expires_at')
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['tenant_id', 'login', 'ip'])
    .execute();
  await db.schema.dropTable('login_throttle').execute();
}
