import type { Db } from '../../db/database.js';

export interface StaffUserRecord {
  id: number;
  tenantId: string;
  email: string;
  passwordHash: string;
  role: string;
  storeId: number | null;
  totpSecret: string;
  name: string | null;
  /** When the member was disabled; null while active. */
  disabledAt: number | null;
}

export interface StaffSessionRecord {
  staffUserId: number;
  verified: boolean;
  totpFailures: number;
  expiresAt: number;
}

const STAFF_COLUMNS = [
  'id',
  'tenant_id',
  'email',
  'password_hash',
  'role',
  'store_id',
  'totp_secret',
  'name',
  'disabled_at',
] as const;

function toStaffUser(row: {
  id: number;
  tenant_id: string;
  email: string;
  password_hash: string;
  role: string;
  store_id: number | null;
  totp_secret: string;
  name: string | null;
  disabled_at: number | null;
}): StaffUserRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    storeId: row.store_id,
    totpSecret: row.totp_secret,
    name: row.name,
    disabledAt: row.disabled_at === null ? null : Number(row.disabled_at),
  };
}

export async function findStaffByEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<StaffUserRecord | undefined> {
  const row = await db
    .selectFrom('staff_users')
    .select(STAFF_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row && toStaffUser(row);
}

export async function findStaffById(
  db: Db,
  tenantId: string,
  staffUserId: number,
): Promise<StaffUserRecord | undefined> {
  const row = await db
    .selectFrom('staff_users')
    .select(STAFF_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', staffUserId)
    .executeTakeFirst();
  return row && toStaffUser(row);
}

export async function listStaffOfTenant(db: Db, tenantId: string): Promise<StaffUserRecord[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select(STAFF_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('email')
    .execute();
  return rows.map(toStaffUser);
}

/** Inserts the member unless the chain already has the e-mail; answers the new id, or undefined. */
export async function insertStaffUser(
  db: Db,
  user: Omit<StaffUserRecord, 'id' | 'disabledAt'> & { createdAt: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('staff_users')
    .values({
      tenant_id: user.tenantId,
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      store_id: user.storeId,
      totp_secret: user.totpSecret,
      name: user.name,
      created_at: user.createdAt,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes the code's time step for the member only if it is later than the last one accepted (a conditional
 * update): a code, even seen by someone else, opens one session only.
 */
export async function claimTotpStep(
  db: Db,
  tenantId: string,
  staffUserId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ last_totp_step: step })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', staffUserId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Disables (at `at`) or enables again a member of the chain; true when the member exists. */
export async function setStaffDisabled(
  db: Db,
  tenantId: string,
  staffUserId: number,
  at: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ disabled_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', staffUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new second factor for the member: the old secret's codes stop working. */
export async function replaceTotpSecret(
  db: Db,
  tenantId: string,
  staffUserId: number,
  secret: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_secret: secret, last_totp_step: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', staffUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of the member (disabled, or a new second factor). */
export async function deleteSessionsOfStaff(db: Db, tenantId: string, staffUserId: number): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where('tenant_id', '=', tenantId)
    .where('staff_user_id', '=', staffUserId)
    .execute();
}

export async function insertStaffSession(
  db: Db,
  session: { tokenHash: string; tenantId: string; staffUserId: number; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      tenant_id: session.tenantId,
      staff_user_id: session.staffUserId,
      created_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findLiveStaffSession(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: number,
): Promise<StaffSessionRecord | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .select(['staff_user_id', 'verified', 'totp_failures', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      staffUserId: row.staff_user_id,
      verified: row.verified === 1,
      totpFailures: row.totp_failures,
      expiresAt: Number(row.expires_at),
    }
  );
}

export async function markStaffSessionVerified(
  db: Db,
  tenantId: string,
  tokenHash: string,
  expiresAt: number,
): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ verified: 1, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function countTotpFailure(db: Db, tenantId: string, tokenHash: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set((eb) => ({ totp_failures: eb('totp_failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function deleteStaffSession(db: Db, tenantId: string, tokenHash: string): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .execute();
}

export async function deleteExpiredStaffSessions(db: Db, now: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
}

export async function insertAuditEntry(
  db: Db,
  entry: {
    tenantId: string;
    staffUserId: number | null;
    action: string;
    target: string | null;
    details: Record<string, unknown>;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      tenant_id: entry.tenantId,
      staff_user_id: entry.staffUserId,
      action: entry.action,
      target: entry.target,
      details: JSON.stringify(entry.details),
      created_at: entry.at,
    })
    .execute();
}

/** README "Back-office" (Registro attività): who, what (an action or its family, e.g. `picking`), which day. */
export interface AuditFilter {
  staffUserId?: number | undefined;
  action?: string | undefined;
  /** [from, to) in milliseconds: one Italian day. */
  between?: readonly [number, number] | undefined;
}

export async function listAuditEntries(
  db: Db,
  tenantId: string,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const { staffUserId, action, between } = filter;
  let query = db
    .selectFrom('staff_audit_log')
    .leftJoin('staff_users', 'staff_users.id', 'staff_audit_log.staff_user_id')
    .select([
      'staff_audit_log.id',
      'staff_audit_log.staff_user_id',
      'staff_users.email',
      'staff_audit_log.action',
      'staff_audit_log.target',
      'staff_audit_log.details',
      'staff_audit_log.created_at',
    ])
    .where('staff_audit_log.tenant_id', '=', tenantId);
  if (staffUserId !== undefined) query = query.where('staff_audit_log.staff_user_id', '=', staffUserId);
  if (action !== undefined)
    query = query.where((eb) =>
      eb.or([eb('staff_audit_log.action', '=', action), eb('staff_audit_log.action', 'like', `${action}.%`)]),
    );
  if (between)
    query = query
      .where('staff_audit_log.created_at', '>=', between[0])
      .where('staff_audit_log.created_at', '<', between[1]);
  const rows = await query
    .orderBy('staff_audit_log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    auditId: row.id,
    staffId: row.staff_user_id,
    staffEmail: row.email ?? null,
    action: row.action,
    target: row.target,
    at: Number(row.created_at),
    details: JSON.parse(row.details) as Record<string, unknown>,
  }));
}
