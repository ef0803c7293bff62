import type { Kysely } from 'kysely';

/**
 * README "Picking" (Capture): when the capture of a picked order was claimed, so a claim whose process died
 * mid-capture can be taken over once its lease has run out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_pickings').addColumn('capture_claimed_at', 'bigint').execute();
}
