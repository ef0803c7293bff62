import type { Kysely } from 'kysely';

/**
 * README "Back-office": the built-in test gateway captures an approved authorisation for the final amount of a
 * picked order (never more than authorised, the rest released); `captured_cents` is what it took.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gateway_sessions').addColumn('captured_cents', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gateway_sessions').dropColumn('captured_cents').execute();
}
