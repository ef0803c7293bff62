import {
  CONSENT_PURPOSES_VERSION,
  consentStorageKey,
  hasConsentCookie,
} from '@spesa/shared/consent/consent-record';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { stubFetch } from '../../../testing/stub-fetch';
import { initConsent, saveConsent } from './consent-store';

const KEY = consentStorageKey('castoro');
const SAVED = new Date('2026-01-15T10:00:00Z');

afterEach(() => {
  window.localStorage.clear();
  initConsent('castoro');
});

describe('consent store', () => {
  it('has no choice on a first visit, and keeps a saved one per chain with its date, uuid and purposes version', () => {
    expect(initConsent('castoro', SAVED)).toBeNull();
    const record = saveConsent({ analytics: true, profilation: false }, SAVED);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({
      technical: true,
      analytics: true,
      profilation: false,
      saveDate: SAVED.toISOString(),
      uuid: record.uuid,
      purposesVersion: CONSENT_PURPOSES_VERSION,
    });
    expect(record.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(initConsent('castoro', SAVED)).toEqual(record);
    expect(initConsent('dem', SAVED)).toBeNull();
  });

  it('marks a choice in force with a cookie the server reads, and clears it when the choice lapses', () => {
    const cookies = () =>
      Object.fromEntries(document.cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
    initConsent('castoro', SAVED);
    expect(hasConsentCookie(cookies())).toBe(false);
    saveConsent({ analytics: false, profilation: false }, SAVED);
    expect(hasConsentCookie(cookies())).toBe(true);
    expect(document.cookie).toContain(`spesa_consent=${CONSENT_PURPOSES_VERSION}`);
    initConsent('castoro', new Date('2026-07-15T10:00:00Z'));
    expect(hasConsentCookie(cookies())).toBe(false);
    expect(hasConsentCookie({ spesa_consent: String(CONSENT_PURPOSES_VERSION + 1) })).toBe(false);
  });

  it('asks again six months after the choice', () => {
    initConsent('castoro', SAVED);
    saveConsent({ analytics: false, profilation: false }, SAVED);
    expect(initConsent('castoro', new Date('2026-07-15T09:59:59Z'))).not.toBeNull();
    expect(initConsent('castoro', new Date('2026-07-15T10:00:00Z'))).toBeNull();
  });

  it('asks again when the purposes version changes, or the record is not one it wrote', () => {
    initConsent('castoro', SAVED);
    const record = saveConsent({ analytics: true, profilation: true }, SAVED);
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...record, purposesVersion: CONSENT_PURPOSES_VERSION + 1 }),
    );
    expect(initConsent('castoro', SAVED)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ ...record, technical: false }));
    expect(initConsent('castoro', SAVED)).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(initConsent('castoro', SAVED)).toBeNull();
  });

  it('keeps the uuid of the earlier choice when the shopper changes it', () => {
    initConsent('castoro', SAVED);
    const first = saveConsent({ analytics: false, profilation: false }, SAVED);
    const second = saveConsent({ analytics: true, profilation: false }, new Date('2026-02-01T08:00:00Z'));
    expect(second.uuid).toBe(first.uuid);
    expect(second.saveDate).toBe('2026-02-01T08:00:00.000Z');
  });

  it('sends the client UUID header (spec §7) only once a choice is stored', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/cart/view': { body: { response: { status: 0 }, user: { userId: -1 }, data: {} } },
    });
    initConsent('castoro', SAVED);
    await apiClient.get('/cart/view', { notify: false });
    const record = saveConsent({ analytics: false, profilation: false }, SAVED);
    await apiClient.get('/cart/view', { notify: false });
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['X-Ebsn-Client-UUID'],
    );
    expect(sent).toEqual([undefined, record.uuid]);
  });
});
