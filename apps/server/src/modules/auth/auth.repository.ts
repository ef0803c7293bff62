import type { Db } from '../../db/database.js';

export interface SessionRecord {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  profileLevel: number;
  expiresAt: number;
}

export async function findLiveSession(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: number,
): Promise<SessionRecord | undefined> {
  // Runs on every request: one statement, so the read of the account's users table stays joined here.
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.profile_level',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.tenant_id', '=', tenantId)
    .where('users.tenant_id', '=', tenantId)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      userId: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      profileLevel: row.profile_level,
      expiresAt: row.expires_at,
    }
  );
}

export async function insertSession(
  db: Db,
  session: {
    tokenHash: string;
    tenantId: string;
    userId: number;
    rememberMe: boolean;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      tenant_id: session.tenantId,
      user_id: session.userId,
      remember_me: session.rememberMe ? 1 : 0,
      created_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function deleteSession(db: Db, tenantId: string, tokenHash: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Ends every session of the user but the one kept (the caller's own, after a change of password). */
export async function deleteSessionsOfUser(
  db: Db,
  tenantId: string,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (keepTokenHash !== undefined) query = query.where('token_hash', '<>', keepTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
