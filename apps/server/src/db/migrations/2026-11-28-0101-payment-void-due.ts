import type { Kysely } from 'kysely';

/**
 * A payment attempt the shop gave up on (superseded by a retry, or its order cancelled) keeps `void_due` set
 * until the gateway has been told: a pending session closed, an approved authorisation voided. The flag is
 * written in the transaction that gives the attempt up, so a gateway that does not answer then is told later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('void_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payment_transactions_void_due_idx')
    .on('payment_transactions')
    .columns(['void_due', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_transactions_void_due_idx').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('void_due').execute();
}
