import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../testing/build-envelope';
import { buildTenantConfig } from '../testing/build-tenant-config';
import { stubFetch } from '../testing/stub-fetch';
import { ApiError, apiClient, onSessionExpired, setShowSectors } from './api-client';
import { initI18n } from './i18n';
import { notify } from './notify';
import { pendingRequestsStore } from './pending-requests';

vi.mock('./notify', () => ({ notify: vi.fn() }));

const GENERIC = 'Si è verificato un errore, riprova tra qualche minuto.';
const SESSION_EXPIRED = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';

describe('apiClient', () => {
  beforeEach(() => {
    initI18n(buildTenantConfig());
    vi.mocked(notify).mockClear();
  });

  it('identifies the client with the headers of spec §9', async () => {
    const fetchMock = stubFetch({ 'GET /ebsn/api/category': { body: buildEnvelope({}) } });

    await apiClient.get('/category', { query: { filtered: false, brand: ['a', 'b'] } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/ebsn/api/category?filtered=false&brand=a&brand=b');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Ebsn-Client')).toBe('production');
    expect(headers.get('X-Ebsn-Version')).toBe('1.2.0');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it("asks the cart calls for sectors only with the chain's showSectors setting (spec §2, §7)", async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/cart/view': { body: buildEnvelope({}) },
      'POST /ebsn/api/cart/add': { body: buildEnvelope({}) },
      'GET /ebsn/api/category': { body: buildEnvelope({}) },
    });
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

    await apiClient.get('/cart/view');
    setShowSectors(true);
    try {
      await apiClient.get('/cart/view');
      await apiClient.postJson('/cart/add', { items: [] }, { query: { order_id: 3 } });
      await apiClient.get('/category', { query: { slug: 'frutta' } });
    } finally {
      setShowSectors(false);
    }

    expect(urls()).toEqual([
      '/ebsn/api/cart/view',
      '/ebsn/api/cart/view?show_sectors=true',
      '/ebsn/api/cart/add?order_id=3&show_sectors=true',
      '/ebsn/api/category?slug=frutta',
    ]);
  });

  it('on HTTP 419 tells the shopper the session expired and emits not-logged-in', async () => {
    stubFetch({ 'GET /ebsn/api/cart/view': { status: 419, body: buildEnvelope(null, { status: 1 }) } });
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);

    await expect(apiClient.get('/cart/view')).rejects.toMatchObject({
      httpStatus: 419,
      message: SESSION_EXPIRED,
    });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(SESSION_EXPIRED, 'error');
    unsubscribe();
  });

  it('rejects a failure without body with status 1 and the generic message', async () => {
    stubFetch({ 'GET /ebsn/api/category': { status: 502 } });

    const error = await apiClient.get('/category').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 1, httpStatus: 502, message: GENERIC });
    expect(notify).toHaveBeenCalledWith(GENERIC, 'error');
  });

  it('gives a refused action without error text the generic message', async () => {
    stubFetch({ 'POST /ebsn/api/auth/logout': { body: buildEnvelope(null, { status: 3 }) } });

    await expect(apiClient.postJson('/auth/logout', {})).rejects.toMatchObject({
      status: 3,
      message: GENERIC,
    });
  });

  it("raises the server's first error and shows every message as a toast", async () => {
    stubFetch({
      'POST /ebsn/api/cart/add': {
        body: buildEnvelope(null, { status: 2, errors: ['Prodotto esaurito'], warnings: ['Attenzione'] }),
      },
    });

    await expect(apiClient.postJson('/cart/add', {})).rejects.toMatchObject({ message: 'Prodotto esaurito' });
    expect(notify).toHaveBeenCalledWith('Prodotto esaurito', 'error');
    expect(notify).toHaveBeenCalledWith('Attenzione', 'warning');
  });

  it('shows infos of a successful answer as success toasts, unless the caller shows them itself', async () => {
    stubFetch({ 'GET /ebsn/api/x': { body: buildEnvelope({}, { infos: ['Fatto'] }) } });

    await apiClient.get('/x');
    await apiClient.get('/x', { notify: false });

    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Fatto', 'success');
  });

  it('turns a network failure into the generic message with status 1', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(apiClient.get('/category')).rejects.toMatchObject({
      status: 1,
      httpStatus: 0,
      message: GENERIC,
    });
  });
});

describe('pending request counter', () => {
  it('rises while requests are in flight and falls back to 0 after successes and failures', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        await gate;
        if (input.includes('fail')) throw new TypeError('offline');
        return new Response(JSON.stringify(buildEnvelope({})), { status: 200 });
      }),
    );

    const calls = [apiClient.get('/ok'), apiClient.get('/fail'), apiClient.get('/ok')];
    expect(pendingRequestsStore.get().count).toBe(3);
    release();
    await Promise.allSettled(calls);

    expect(pendingRequestsStore.get().count).toBe(0);
  });
});
