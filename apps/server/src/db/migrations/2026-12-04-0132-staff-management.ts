import type { Kysely } from 'kysely';

/**
 * README "Back-office" (Personale): a member's name, shown to the chain admin, and when the member was
 * disabled (null while active): a disabled member can neither log in nor use a session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').addColumn('name', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('disabled_at', 'bigint').execute();
}
