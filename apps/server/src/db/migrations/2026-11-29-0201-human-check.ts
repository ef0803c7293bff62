import type { Kysely } from 'kysely';

/**
 * spec §7 human check: the ALTCHA tokens already spent, one row per challenge signature until the challenge
 * expires, shared by every server process. A token is spent by inserting its row: the second insert of the
 * same signature (a replay, even a concurrent one) finds the key taken and is refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('human_check_used')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('human_check_used_expiry_idx')
    .on('human_check_used')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('human_check_used').execute();
}
