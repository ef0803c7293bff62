import {
  consentCookie,
  consentRecord,
  consentStorageKey,
  parseConsentRecord,
  type ConsentRecord,
} from '@spesa/shared/consent/consent-record';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { setClientUuid } from '../../../lib/api-client';
import { createStore, useStore } from '../../../lib/create-store';

export type ConsentChoice = Pick<ConsentRecord, 'analytics' | 'profilation'>;

interface ConsentState {
  tenant: TenantCode | null;
  /** The choice in force; null until the shopper chooses, again after six months or new purposes. */
  record: ConsentRecord | null;
}

export const consentStore = createStore<ConsentState>({ tenant: null, record: null });

function readStored(tenant: TenantCode, now: Date): ConsentRecord | null {
  try {
    return parseConsentRecord(window.localStorage.getItem(consentStorageKey(tenant)), now);
  } catch {
    return null;
  }
}

/** Tells the server whether a choice is in force, so that its first HTML shows the banner only when asked. */
function markChoice(record: ConsentRecord | null, now: Date): void {
  document.cookie = consentCookie(record, now);
}

/** Reads the chain's stored choice before the first render (spec §3 "App state": cookie preferences). */
export function initConsent(tenant: TenantCode, now = new Date()): ConsentRecord | null {
  const record = readStored(tenant, now);
  markChoice(record, now);
  consentStore.set({ tenant, record });
  setClientUuid(record?.uuid ?? null);
  return record;
}

/**
 * Saves a choice with its date, a uuid and the purposes version (spec §3), and sends the uuid as the client
 * UUID header from now on (spec §7). The uuid of an earlier choice is kept: it names the same browser.
 */
export function saveConsent(choice: ConsentChoice, now = new Date()): ConsentRecord {
  const { tenant, record: previous } = consentStore.get();
  if (!tenant) throw new Error('initConsent was not called');
  const record = consentRecord(choice, now, previous?.uuid ?? crypto.randomUUID());
  try {
    window.localStorage.setItem(consentStorageKey(tenant), JSON.stringify(record));
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page and is asked again next time.
  }
  markChoice(record, now);
  consentStore.set({ record });
  setClientUuid(record.uuid);
  return record;
}

export function useConsent(): ConsentRecord | null {
  return useStore(consentStore, (state) => state.record);
}
