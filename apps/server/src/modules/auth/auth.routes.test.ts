import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { hashSessionToken } from '../../lib/session-token.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('auth on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  function login(body: string, extra: Record<string, string> = {}, tenant: 'castoro' | 'dem' = 'castoro') {
    return t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf(tenant), ...FORM, ...extra },
      payload: body,
      remoteAddress: extra['x-test-ip'] ?? '127.0.0.1',
    });
  }

  it('logs the demo shopper in with the form fields of the spec and sets a hardened session cookie', async () => {
    const res = await login(
      'login=mario.rossi%40example.com&password=spesa123&remember_me=true&show_sectors=false',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.response.status).toBe(0);
    expect(body.user.userId).toBeGreaterThan(0);
    expect(body.data.user.firstName).toBe('Mario');
    expect(body.data.cartId).toBeGreaterThan(0);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/X-Ebsn-Session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('stores the session only as a hash', async () => {
    const token = await loginDemo(t.app, 'castoro');
    const rows = await t.testDb.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('marks the cookie Secure behind https', async () => {
    const proxied = await buildTestApp(dialect, { tenants: ['castoro'], config: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { host: 'castoro.localhost', 'x-forwarded-proto': 'https', ...FORM },
        payload: 'login=mario.rossi%40example.com&password=spesa123',
      });
      expect(res.json().response.status).toBe(0);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await login('login=nessuno%40example.com&password=spesa123', { 'x-test-ip': '10.0.0.1' });
    const wrong = await login('login=mario.rossi%40example.com&password=sbagliata', {
      'x-test-ip': '10.0.0.1',
    });
    expect(unknown.statusCode).toBe(200);
    expect(wrong.statusCode).toBe(200);
    expect(unknown.json().response.status).not.toBe(0);
    expect(unknown.json().response.errors[0].error).toBe(wrong.json().response.errors[0].error);
    expect(wrong.json().response.errors[0].error).toBe('E-mail o password non corretti.');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('throttles an account after 5 failures with 429 and Retry-After, even for the right password and from another address', async () => {
    const ip = '10.0.0.2';
    // A new window: the failure of the test before does not count.
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) {
      const res = await login('login=mario.rossi%40example.com&password=sbagliata', { 'x-test-ip': ip });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await login('login=mario.rossi%40example.com&password=spesa123', { 'x-test-ip': ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().response.errors[0].error).toMatch(/Troppi tentativi/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The account is counted across addresses.
    const other = await login('login=mario.rossi%40example.com&password=spesa123', {
      'x-test-ip': '10.0.0.3',
    });
    expect(other.statusCode).toBe(429);
    // The lock-out passes.
    t.clock.advance(16 * 60 * 1000);
    const later = await login('login=mario.rossi%40example.com&password=spesa123', { 'x-test-ip': ip });
    expect(later.json().response.status).toBe(0);
  });

  it('gives a new session id at every login and kills the old one', async () => {
    const first = await loginDemo(t.app, 'castoro');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), ...FORM },
      cookies: { 'X-Ebsn-Session': first },
      payload: 'login=mario.rossi%40example.com&password=spesa123',
    });
    const second = res.cookies.find((c) => c.name === 'X-Ebsn-Session')!.value;
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro') },
      cookies: { 'X-Ebsn-Session': first },
    });
    expect(old.json().user.userId).toBe(-1);
  });

  it('auth/test tells who is logged in, by cookie or by header', async () => {
    const token = await loginDemo(t.app, 'castoro');
    const anon = await t.app.inject({ url: '/ebsn/api/auth/test', headers: { host: hostOf('castoro') } });
    expect(anon.json().user.userId).toBe(-1);
    const byCookie = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro') },
      cookies: { 'X-Ebsn-Session': token },
    });
    expect(byCookie.json().user.userId).toBeGreaterThan(0);
    const byHeader = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro'), 'x-ebsn-session': token },
    });
    expect(byHeader.json().data.user.login).toBe('mario.rossi@example.com');
  });

  it('answers the same envelope user on success, refusal and catalogue answers, without server-only fields', async () => {
    const token = await loginDemo(t.app, 'castoro');
    const headers = { host: hostOf('castoro'), 'x-ebsn-session': token };
    const expected = {
      userId: expect.any(Number) as number,
      login: 'mario.rossi@example.com',
      firstName: 'Mario',
      lastName: 'Rossi',
      profileConfirmed: true,
    };
    const ok = await t.app.inject({ url: '/ebsn/api/auth/test', headers });
    const refused = await t.app.inject({ url: '/ebsn/api/order/view?order_id=999999', headers });
    const catalogue = await t.app.inject({ url: '/ebsn/api/products?page_size=1', headers });
    expect(refused.json().response.status).not.toBe(0);
    for (const answer of [ok, refused, catalogue]) expect(answer.json().user).toStrictEqual(expected);
  });

  it('a session is dead after logout', async () => {
    const token = await loginDemo(t.app, 'castoro');
    const out = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { host: hostOf('castoro'), 'content-type': 'application/json' },
      cookies: { 'X-Ebsn-Session': token },
      payload: '{}',
    });
    expect(out.json().response.status).toBe(0);
    expect(String(out.headers['set-cookie'])).toMatch(/X-Ebsn-Session=;/);
    const after = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro') },
      cookies: { 'X-Ebsn-Session': token },
    });
    expect(after.json().user.userId).toBe(-1);
  });

  it('a session expires', async () => {
    const res = await login('login=mario.rossi%40example.com&password=spesa123&remember_me=false', {
      'x-test-ip': '10.0.0.9',
    });
    const token = res.cookies.find((c) => c.name === 'X-Ebsn-Session')!.value;
    expect(String(res.headers['set-cookie'])).not.toMatch(/Expires/);
    t.clock.advance(13 * 60 * 60 * 1000);
    const after = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro') },
      cookies: { 'X-Ebsn-Session': token },
    });
    expect(after.json().user.userId).toBe(-1);
  });

  it('accepts JSON logins from the app', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('dem'), 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'mario.rossi@example.com', password: 'spesa123' }),
    });
    expect(res.json().response.status).toBe(0);
  });

  it('refuses a login without e-mail with a 400 and an Italian message', async () => {
    const res = await login('password=spesa123');
    expect(res.statusCode).toBe(400);
    expect(res.json().response.errors[0].error).toMatch(/Richiesta non valida/);
  });
});
