import type { TenantCode } from '../tenant/tenant-config.contract';

/**
 * spec §3 "App state": the cookie preferences (technical true, analytics false, profilation false, saveDate,
 * uuid), kept per chain in the browser's local storage. No zod here: the web app reads the record before its
 * first render, and this file stays out of the home route's bundle budget.
 */
export interface ConsentRecord {
  technical: true;
  analytics: boolean;
  profilation: boolean;
  /** ISO date and time of the choice. */
  saveDate: string;
  /** spec §7: sent as the X-Ebsn-Client-UUID header once the shopper has chosen. */
  uuid: string;
  /** The purposes the choice was asked for: a new version asks again. */
  purposesVersion: number;
}

/** Raise it when a purpose is added or changes meaning: every shopper is asked again. */
export const CONSENT_PURPOSES_VERSION = 1;

/** A choice is asked again after this many months (Garante, cookie guidelines of 10 June 2021). */
export const CONSENT_MAX_AGE_MONTHS = 6;

/** spec §7: the client UUID request header. */
export const CLIENT_UUID_HEADER = 'X-Ebsn-Client-UUID';

export function consentStorageKey(tenant: TenantCode): string {
  return `spesa.${tenant}.consent`;
}

/** The record as the web app writes it, for a choice made at `saveDate`. */
export function consentRecord(
  choice: { analytics: boolean; profilation: boolean },
  saveDate: Date,
  uuid: string,
): ConsentRecord {
  return {
    technical: true,
    analytics: choice.analytics,
    profilation: choice.profilation,
    saveDate: saveDate.toISOString(),
    uuid,
    purposesVersion: CONSENT_PURPOSES_VERSION,
  };
}

/** The moment a choice saved at `saveDate` stops counting: the same day, six calendar months later. */
export function consentExpiry(saveDate: Date): Date {
  const expiry = new Date(saveDate.getTime());
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored text as a record still in force at `now`, or null: missing, malformed, expired or outdated. */
export function parseConsentRecord(text: string | null, now: Date): ConsentRecord | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<ConsentRecord>;
  const saveDate = typeof record.saveDate === 'string' ? new Date(record.saveDate) : null;
  if (
    record.technical !== true ||
    typeof record.analytics !== 'boolean' ||
    typeof record.profilation !== 'boolean' ||
    typeof record.uuid !== 'string' ||
    !UUID.test(record.uuid) ||
    record.purposesVersion !== CONSENT_PURPOSES_VERSION ||
    !saveDate ||
    Number.isNaN(saveDate.getTime()) ||
    saveDate.getTime() > now.getTime() + 60_000 ||
    consentExpiry(saveDate).getTime() <= now.getTime()
  ) {
    return null;
  }
  return {
    technical: true,
    analytics: record.analytics,
    profilation: record.profilation,
    saveDate: record.saveDate!,
    uuid: record.uuid,
    purposesVersion: record.purposesVersion,
  };
}

/**
 * A technical cookie that says a choice is in force on this chain's site (its value: the purposes version),
 * living as long as the choice: the server then knows, before any script runs, whether a first HTML shows the
 * cookie banner (spec §1). The record itself stays in local storage.
 */
export const CONSENT_COOKIE = 'spesa_consent';

/** The `document.cookie` assignment that marks `record` as in force, or clears the mark when there is none. */
export function consentCookie(record: ConsentRecord | null, now: Date): string {
  const maxAgeSeconds = record
    ? Math.max(0, Math.floor((consentExpiry(new Date(record.saveDate)).getTime() - now.getTime()) / 1000))
    : 0;
  const value = record ? String(record.purposesVersion) : '';
  return `${CONSENT_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Whether a request's cookies say a choice of the current purposes is in force (no banner to show). */
export function hasConsentCookie(cookies: Record<string, string | undefined>): boolean {
  return cookies[CONSENT_COOKIE] === String(CONSENT_PURPOSES_VERSION);
}
