import type { Db } from '../../db/database.js';

/** The guest user a live anonymous-cart token names. */
export async function findGuest(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('anonymous_carts')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertAnonymousCart(
  db: Db,
  guest: { tenantId: string; tokenHash: string; userId: number; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('anonymous_carts')
    .values({
      token_hash: guest.tokenHash,
      tenant_id: guest.tenantId,
      user_id: guest.userId,
      created_at: guest.now,
      expires_at: guest.expiresAt,
    })
    .execute();
}

/** `userId` when it is a guest's (it has an anonymous-cart token), so a real account is never removed as one. */
export async function findGuestUserIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('anonymous_carts')
    .select('user_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Up to `limit` guests whose token ran out. */
export async function listExpiredGuestIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('anonymous_carts')
    .select('user_id')
    .where('expires_at', '<=', now)
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}
