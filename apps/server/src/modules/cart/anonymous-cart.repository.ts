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

/**
 * A guest user for a new token. It cannot log in: its e-mail is under the reserved `.invalid` domain and its
 * password hash matches no password.
 */
export async function insertGuest(
  db: Db,
  guest: { tenantId: string; tokenHash: string; now: number; expiresAt: number },
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      tenant_id: guest.tenantId,
      email: `guest.${guest.tokenHash.slice(0, 32)}@anonymous.invalid`,
      password_hash: '!',
      first_name: '',
      last_name: '',
      profile_level: 0,
      created_at: guest.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('anonymous_carts')
    .values({
      token_hash: guest.tokenHash,
      tenant_id: guest.tenantId,
      user_id: user.id,
      created_at: guest.now,
      expires_at: guest.expiresAt,
    })
    .execute();
  return user.id;
}

/** Removes a guest with its token and carts (the foreign keys cascade). */
export async function deleteGuest(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .deleteFrom('users')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', db.selectFrom('anonymous_carts').select('user_id').where('user_id', '=', userId))
    .execute();
}

/** Removes up to `limit` guests whose token ran out. */
export async function deleteExpiredGuests(db: Db, now: number, limit: number): Promise<void> {
  await db
    .deleteFrom('users')
    .where(
      'id',
      'in',
      db.selectFrom('anonymous_carts').select('user_id').where('expires_at', '<=', now).limit(limit),
    )
    .execute();
}
