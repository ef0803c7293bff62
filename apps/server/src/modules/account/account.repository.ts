import type { Db } from '../../db/database.js';
import { sql } from 'kysely';

export interface AccountRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  fidelityCard: string | null;
  profileLevel: number;
  username: string | null;
  fiscalCode: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  homePhone: string | null;
  loyaltyPoints: number;
}

export interface BillingRecord {
  companyName: string;
  vatNumber: string | null;
  fiscalCode: string;
  address1: string;
  addressNumber: string;
  postalCode: string;
  city: string;
  province: string;
  sdiCode: string | null;
  pec: string | null;
}

export interface DisclaimerRecord {
  disclaimerId: number;
  accepted: boolean;
  textVersion: string;
}

export interface TokenRecord {
  userId: number;
  email: string;
  firstName: string;
  newEmail: string | null;
}

export type TokenPurpose = 'password_reset' | 'email_change' | 'anonymize';

export async function findUserIdByEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

export async function findAccount(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<AccountRecord | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.fidelity_card',
      'u.profile_level',
      'p.username',
      'p.fiscal_code',
      'p.birth_date',
      'p.home_phone',
      'p.loyalty_points',
    ])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      fidelityCard: row.fidelity_card,
      profileLevel: row.profile_level,
      username: row.username ?? null,
      fiscalCode: row.fiscal_code ?? null,
      birthDate: row.birth_date ?? null,
      homePhone: row.home_phone ?? null,
      loyaltyPoints: row.loyalty_points ?? 0,
    }
  );
}

export async function findPasswordHash(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function insertUser(
  db: Db,
  user: {
    tenantId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string;
    fidelityCard: string | null;
    now: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      tenant_id: user.tenantId,
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      fidelity_card: user.fidelityCard,
      profile_level: 1,
      created_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Db,
  tenantId: string,
  userId: number,
  fields: Partial<{
    firstName: string;
    lastName: string;
    phone: string;
    fidelityCard: string | null;
    profileLevel: number;
    passwordHash: string;
    email: string;
  }>,
): Promise<void> {
  const values = {
    ...(fields.firstName !== undefined ? { first_name: fields.firstName } : {}),
    ...(fields.lastName !== undefined ? { last_name: fields.lastName } : {}),
    ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
    ...(fields.fidelityCard !== undefined ? { fidelity_card: fields.fidelityCard } : {}),
    ...(fields.profileLevel !== undefined ? { profile_level: fields.profileLevel } : {}),
    ...(fields.passwordHash !== undefined ? { password_hash: fields.passwordHash } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
  };
  if (!Object.keys(values).length) return;
  await db
    .updateTable('users')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/** Writes the given profile fields, creating the profile row of a user that has none yet. */
export async function upsertProfile(
  db: Db,
  tenantId: string,
  userId: number,
  fields: Partial<{
    username: string | null;
    fiscalCode: string | null;
    birthDate: string | null;
    homePhone: string | null;
    emailConfirmedAt: number;
    anonymizedAt: number;
    loyaltyPoints: number;
  }>,
  now: number,
): Promise<void> {
  const values = {
    ...(fields.username !== undefined ? { username: fields.username } : {}),
    ...(fields.fiscalCode !== undefined ? { fiscal_code: fields.fiscalCode } : {}),
    ...(fields.birthDate !== undefined ? { birth_date: fields.birthDate } : {}),
    ...(fields.homePhone !== undefined ? { home_phone: fields.homePhone } : {}),
    ...(fields.emailConfirmedAt !== undefined ? { email_confirmed_at: fields.emailConfirmedAt } : {}),
    ...(fields.anonymizedAt !== undefined ? { anonymized_at: fields.anonymizedAt } : {}),
    ...(fields.loyaltyPoints !== undefined ? { loyalty_points: fields.loyaltyPoints } : {}),
    updated_at: now,
  };
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function isFidelityCardTaken(
  db: Db,
  tenantId: string,
  card: string,
  exceptUserId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('fidelity_card', '=', card);
  if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isUsernameTaken(
  db: Db,
  tenantId: string,
  username: string,
  exceptUserId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_profiles')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('username', '=', username)
    .where('user_id', '<>', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findBilling(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<BillingRecord | undefined> {
  const row = await db
    .selectFrom('user_billing_addresses')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      companyName: row.company_name,
      vatNumber: row.vat_number,
      fiscalCode: row.fiscal_code,
      address1: row.address1,
      addressNumber: row.address_number,
      postalCode: row.postal_code,
      city: row.city,
      province: row.province,
      sdiCode: row.sdi_code,
      pec: row.pec,
    }
  );
}

export async function upsertBilling(
  db: Db,
  tenantId: string,
  userId: number,
  billing: BillingRecord,
  now: number,
): Promise<void> {
  const values = {
    company_name: billing.companyName,
    vat_number: billing.vatNumber,
    fiscal_code: billing.fiscalCode,
    address1: billing.address1,
    address_number: billing.addressNumber,
    postal_code: billing.postalCode,
    city: billing.city,
    province: billing.province,
    sdi_code: billing.sdiCode,
    pec: billing.pec,
    updated_at: now,
  };
  await db
    .insertInto('user_billing_addresses')
    .values({ user_id: userId, tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function listDisclaimers(db: Db, tenantId: string, userId: number): Promise<DisclaimerRecord[]> {
  const rows = await db
    .selectFrom('user_disclaimers')
    .select(['disclaimer_id', 'accepted', 'text_version'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('disclaimer_id')
    .execute();
  return rows.map((r) => ({
    disclaimerId: r.disclaimer_id,
    accepted: r.accepted === 1,
    textVersion: r.text_version,
  }));
}

export async function upsertDisclaimer(
  db: Db,
  tenantId: string,
  userId: number,
  choice: DisclaimerRecord,
  now: number,
): Promise<void> {
  const values = { accepted: choice.accepted ? 1 : 0, text_version: choice.textVersion, updated_at: now };
  await db
    .insertInto('user_disclaimers')
    .values({ user_id: userId, tenant_id: tenantId, disclaimer_id: choice.disclaimerId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'disclaimer_id']).doUpdateSet(values))
    .execute();
}

export async function insertToken(
  db: Db,
  token: {
    tokenHash: string;
    tenantId: string;
    userId: number;
    purpose: TokenPurpose;
    newEmail: string | null;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: token.tokenHash,
      tenant_id: token.tenantId,
      user_id: token.userId,
      purpose: token.purpose,
      new_email: token.newEmail,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findLiveToken(
  db: Db,
  tenantId: string,
  tokenHash: string,
  purpose: TokenPurpose,
  now: number,
): Promise<TokenRecord | undefined> {
  const row = await db
    .selectFrom('account_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.new_email', 'u.email', 'u.first_name'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.tenant_id', '=', tenantId)
    .where('u.tenant_id', '=', tenantId)
    .where('t.purpose', '=', purpose)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id, email: row.email, firstName: row.first_name, newEmail: row.new_email };
}

/** Marks a live token used; false when it was already used, expired or never existed (single use). */
export async function consumeToken(
  db: Db,
  tenantId: string,
  tokenHash: string,
  purpose: TokenPurpose,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTokens(
  db: Db,
  tenantId: string,
  userId: number,
  purposes: readonly TokenPurpose[],
): Promise<void> {
  await db
    .deleteFrom('account_tokens')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .execute();
}

export async function upsertPendingRegistration(
  db: Db,
  pending: {
    tenantId: string;
    email: string;
    codeHash: string;
    payload: string;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  const values = {
    code_hash: pending.codeHash,
    payload: pending.payload,
    created_at: pending.now,
    expires_at: pending.expiresAt,
  };
  await db
    .insertInto('pending_registrations')
    .values({ tenant_id: pending.tenantId, email: pending.email, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doUpdateSet(values))
    .execute();
}

export async function findPendingRegistration(
  db: Db,
  tenantId: string,
  email: string,
  now: number,
): Promise<{ id: number; codeHash: string; payload: string } | undefined> {
  const row = await db
    .selectFrom('pending_registrations')
    .select(['id', 'code_hash', 'payload'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, payload: row.payload };
}

export async function renewPendingCode(
  db: Db,
  id: number,
  codeHash: string,
  expiresAt: number,
): Promise<void> {
  await db
    .updateTable('pending_registrations')
    .set({ code_hash: codeHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Deletes the pending registration if it still carries this code; false when another request took it. */
export async function takePendingRegistration(db: Db, id: number, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pending_registrations')
    .where('id', '=', id)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Claims the right to mail `kind` to `recipient` now: false when one was sent less than `intervalMs` ago, so
 * nobody can flood a mailbox through the public calls.
 */
export async function claimMailSlot(
  db: Db,
  key: { tenantId: string; recipient: string; kind: string },
  now: number,
  intervalMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('mail_throttle')
    .values({ tenant_id: key.tenantId, recipient: key.recipient, kind: key.kind, last_sent_at: now })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'recipient', 'kind'])
        .doUpdateSet({ last_sent_at: now })
        .where('mail_throttle.last_sent_at', '<=', now - intervalMs),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Drops what can no longer be used: expired registrations and tokens, and old throttle marks. */
export async function pruneExpired(db: Db, now: number, throttleMs: number): Promise<void> {
  await db.deleteFrom('pending_registrations').where('expires_at', '<=', now).execute();
  await db.deleteFrom('account_tokens').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('mail_throttle')
    .where('last_sent_at', '<=', now - throttleMs)
    .execute();
}

/** spec §6 account deletion: what identifies the person goes; the row stays for the orders that refer to it. */
export async function anonymizeUser(
  db: Db,
  tenantId: string,
  userId: number,
  unusablePasswordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: `anonimo-${userId}@utente-eliminato.invalid`,
      password_hash: unusablePasswordHash,
      first_name: '',
      last_name: '',
      phone: null,
      fidelity_card: null,
      profile_level: 0,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, tenant_id: tenantId, anonymized_at: now, updated_at: now, loyalty_points: 0 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        username: null,
        fiscal_code: null,
        birth_date: null,
        home_phone: null,
        loyalty_points: 0,
        anonymized_at: now,
        updated_at: now,
      }),
    )
    .execute();
  await db
    .deleteFrom('user_billing_addresses')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .deleteFrom('user_disclaimers')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .deleteFrom('account_tokens')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

export interface LoginUserRecord {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  profileLevel: number;
}

export async function findLoginUser(
  db: Db,
  tenantId: string,
  email: string,
): Promise<LoginUserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'first_name', 'last_name', 'profile_level'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      firstName: row.first_name,
      lastName: row.last_name,
      profileLevel: row.profile_level,
    }
  );
}

export async function findProfileLevel(db: Db, tenantId: string, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('profile_level')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.profile_level ?? 0;
}

export async function findLoyaltyPoints(db: Db, tenantId: string, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_profiles')
    .select('loyalty_points')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.loyalty_points ?? 0;
}

export async function addLoyaltyPoints(
  db: Db,
  tenantId: string,
  userId: number,
  points: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', points), updated_at: now }))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A guest user behind an anonymous cart. It cannot log in: its e-mail is under the reserved `.invalid`
 * domain and its password hash matches no password.
 */
export async function insertGuestUser(db: Db, tenantId: string, email: string, now: number): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      email,
      password_hash: '!',
      first_name: '',
      last_name: '',
      profile_level: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Removes users with their carts and anonymous-cart tokens (the foreign keys cascade). */
export async function deleteUsers(db: Db, userIds: readonly number[], tenantId?: string): Promise<void> {
  if (!userIds.length) return;
  let query = db.deleteFrom('users').where('id', 'in', userIds);
  if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
  await query.execute();
}

export interface AddressDefaultsRecord {
  deliveryAddressId: number | null;
  storeAddressId: number | null;
}

export async function findAddressDefaults(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<AddressDefaultsRecord> {
  const row = await db
    .selectFrom('users')
    .select(['default_delivery_address_id', 'default_store_address_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    deliveryAddressId: row?.default_delivery_address_id ?? null,
    storeAddressId: row?.default_store_address_id ?? null,
  };
}

export async function setAddressDefault(
  db: Db,
  tenantId: string,
  userId: number,
  kind: 'delivery' | 'store',
  addressId: number | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set(
      kind === 'delivery'
        ? { default_delivery_address_id: addressId }
        : { default_store_address_id: addressId },
    )
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/** Clears the default delivery address only while it is still this one. */
export async function clearDefaultDeliveryAddress(
  db: Db,
  tenantId: string,
  userId: number,
  addressId: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ default_delivery_address_id: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('default_delivery_address_id', '=', addressId)
    .execute();
}

export async function clearAddressDefaults(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ default_delivery_address_id: null, default_store_address_id: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

/** Whom an order's e-mail goes to: the address, the name and what the profile knows of the gender. */
export interface MailContactRecord {
  email: string;
  firstName: string;
  fiscalCode: string | null;
  anonymized: boolean;
}

export async function findMailContact(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<MailContactRecord | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.email', 'u.first_name', 'p.fiscal_code', 'p.anonymized_at'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      email: row.email,
      firstName: row.first_name,
      fiscalCode: row.fiscal_code ?? null,
      anonymized: row.anonymized_at !== null && row.anonymized_at !== undefined,
    }
  );
}

/**
 * The chain's shoppers whose e-mail or name holds `text` (case-insensitive), for the back-office's orders
 * board; at most `limit` ids.
 */
export async function findUserIdsMatching(
  db: Db,
  tenantId: string,
  text: string,
  limit: number,
): Promise<number[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(
          eb.fn('lower', [sql<string>`first_name || ' ' || last_name`]),
          'like',
          sql<string>`${pattern} escape '\\'`,
        ),
      ]),
    )
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface ShopperContactRecord {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** How the chain's customer service and store reach a shopper about an order. */
export async function findShopperContact(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<ShopperContactRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'phone'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone };
}
