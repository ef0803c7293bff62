import type { Db } from '../../db/database.js';

/** Spends a token: true the first time its signature is recorded, false when it already was (a replay). */
export async function spendToken(
  db: Db,
  row: { signature: string; tenantId: string; expiresAt: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('human_check_used')
    .values({ signature: row.signature, tenant_id: row.tenantId, expires_at: row.expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets the tokens whose challenge has expired: an expired challenge is refused before its row is read. */
export async function pruneSpent(db: Db, now: number): Promise<void> {
  await db.deleteFrom('human_check_used').where('expires_at', '<=', now).execute();
}
