import type { Kysely } from 'kysely';

/**
 * README "Delivery fee by slot": a day's slot may carry its own delivery fee (cents); null keeps the zone's fee.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('timeslots').addColumn('delivery_fee_cents', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('timeslots').dropColumn('delivery_fee_cents').execute();
}
