import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, loginDemo, type TestApp } from './build-test-app.js';
import { DIALECTS } from './test-db.js';

describe.each(DIALECTS)('answers with personal data on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    token = await loginDemo(t.app, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/ebsn/api${url}`, headers: { host: hostOf('castoro'), ...headers } });

  it.each([
    '/registration/user_detail',
    '/order/list',
    '/cart/view',
    '/user-address/list',
    '/wishlist/list',
    '/auth/test',
    '/payment-due-date/list',
    '/giftcertificate/list',
  ])('%s with a session is never stored', async (url) => {
    const presented: Record<string, string>[] = [
      { 'x-ebsn-session': token },
      { cookie: `X-Ebsn-Session=${token}` },
    ];
    for (const credentials of presented) {
      const res = await get(url, credentials);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('the login answer, which hands out the session, and a refused login are never stored', async () => {
    for (const password of ['spesa123', 'sbagliata']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `login=mario.rossi%40example.com&password=${password}`,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a protected call refused for a stale session is not stored either', async () => {
    const res = await get('/registration/user_detail', { 'x-ebsn-session': 'x'.repeat(43) });
    expect(res.statusCode).toBe(419);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('anonymous catalogue answers carry no such header; with a session they are not stored either', async () => {
    const products = await get('/products?page=1');
    expect(products.statusCode).toBe(200);
    expect(products.headers['cache-control']).toBeUndefined();
    const withSession = await get('/products?page=1', { 'x-ebsn-session': token });
    expect(withSession.headers['cache-control']).toBe('no-store');
  });
});
