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
