import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, type TestApp } from '../../test/build-test-app.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('per-client rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      tenants: ['castoro'],
      config: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_SEARCH_PER_MINUTE: '5' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), ...FORM },
      payload: 'login=mario.rossi%40example.com&password=spesa123',
      remoteAddress: ip,
    });
  const get = (url: string, ip: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro') }, remoteAddress: ip });

  it('the login past the limit of an address gets 429 with Retry-After and the envelope in Italian', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('10.1.0.1')).json().response.status).toBe(0);
    const refused = await login('10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      response: {
        status: 1,
        errors: [{ code: 'RATE_LIMITED', error: expect.stringMatching(/Troppe richieste/) }],
      },
      user: { userId: -1 },
      data: {},
    });
    // Another client is not affected.
    expect((await login('10.1.0.2')).json().response.status).toBe(0);
  });

  it('searches are limited, browsing the catalogue without search text is not', async () => {
    const ip = '10.1.0.3';
    for (let i = 0; i < 10; i += 1) {
      expect((await get('/ebsn/api/products?page_size=2', ip)).statusCode).toBe(200);
    }
    const searches = [];
    for (let i = 0; i < 3; i += 1) searches.push(await get(`/ebsn/api/search/autocomplete?q=lat${i}`, ip));
    for (let i = 0; i < 3; i += 1) searches.push(await get(`/ebsn/api/products?q=pasta${i}`, ip));
    expect(searches.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(searches[5]!.json().response.errors[0].code).toBe('RATE_LIMITED');
  });
});
