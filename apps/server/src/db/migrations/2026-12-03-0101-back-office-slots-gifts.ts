import type { Kysely } from 'kysely';

/**
 * README "Back-office", Slots: a slot the store closes (`closed`) is kept apart from `active`, the calendar's
 * own opening (holidays, Sundays), so reopening gives the calendar's slot back as it was.
 * README "Back-office", Catalogue and promotions: a gift code may be spent at most `max_uses` times in all
 * (null: no limit); `times_used` counts the orders that spent it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('timeslots')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('gift_certificates').addColumn('max_uses', 'integer').execute();
  await db.schema
    .alterTable('gift_certificates')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gift_certificates').dropColumn('times_used').execute();
  await db.schema.alterTable('gift_certificates').dropColumn('max_uses').execute();
  await db.schema.alterTable('timeslots').dropColumn('closed').execute();
}
