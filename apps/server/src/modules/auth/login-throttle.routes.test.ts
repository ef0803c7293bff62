import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const WINDOW_MS = 15 * 60_000;

interface Answer {
  statusCode: number;
  code: string | undefined;
  status: number;
}

describe.each(DIALECTS)('login throttle on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy in front: its X-Forwarded-For entry is the client's address, nothing to the left of it is.
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function login(email: string, password: string, forwardedFor: string): Promise<Answer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), ...FORM, 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ login: email, password }).toString(),
      remoteAddress: '10.255.0.1',
    });
    const body = res.json<{ response: { status: number; errors: { code: string }[] } }>();
    return { statusCode: res.statusCode, code: body.response.errors[0]?.code, status: body.response.status };
  }

  const codes = (answers: Answer[]) =>
    answers.reduce<Record<string, number>>((count, a) => {
      const key = a.code ?? 'OK';
      count[key] = (count[key] ?? 0) + 1;
      return count;
    }, {});

  it('60 concurrent wrong passwords check only 5, and the right password sent last is refused', async () => {
    t.clock.advance(WINDOW_MS);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login('mario.rossi@example.com', `sbagliata${i}`, `198.51.100.${i + 1}`),
      ),
    );
    expect(codes(guesses)).toEqual({ LOGIN_FAILED: 5, LOGIN_THROTTLED: 55 });
    const right = await login('mario.rossi@example.com', 'spesa123', '198.51.100.200');
    expect(right.statusCode).toBe(429);
    expect(right.code).toBe('LOGIN_THROTTLED');
  });

  it('rotating the client address does not get past the account limit, and the lock-out grows', async () => {
    t.clock.advance(WINDOW_MS * 2);
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(await login('mario.rossi@example.com', 'sbagliata', `203.0.113.${i + 1}`));
    }
    expect(codes(answers)).toEqual({ LOGIN_FAILED: 5, LOGIN_THROTTLED: 7 });
    // After the first lock-out (60 s) five more guesses, then a lock-out twice as long.
    t.clock.advance(60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), ...FORM, 'x-forwarded-for': '203.0.113.99' },
      payload: 'login=mario.rossi%40example.com&password=sbagliata',
      remoteAddress: '10.255.0.1',
    });
    expect(res.json().response.errors[0].code).toBe('LOGIN_FAILED');
    for (let i = 0; i < 4; i += 1) await login('mario.rossi@example.com', 'sbagliata', `203.0.114.${i}`);
    const second = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), ...FORM, 'x-forwarded-for': '203.0.115.1' },
      payload: 'login=mario.rossi%40example.com&password=spesa123',
      remoteAddress: '10.255.0.1',
    });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(120);
    // Once it has passed, the right password logs in and the account starts over.
    t.clock.advance(120_000);
    expect((await login('mario.rossi@example.com', 'spesa123', '203.0.115.2')).status).toBe(0);
  });

  it('password spraying from one address stops at 20 failures over any accounts', async () => {
    t.clock.advance(WINDOW_MS * 2);
    const sprayer = '192.0.2.66';
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i += 1) {
      // Each guess forges another address on the left: only the proxy's own entry counts.
      answers.push(await login(`cliente${i}@example.com`, 'Password1', `10.${i}.0.1, ${sprayer}`));
    }
    expect(codes(answers)).toEqual({ LOGIN_FAILED: 20, LOGIN_THROTTLED: 10 });
    // Even an account's right password is refused from that address; from another it logs in.
    expect((await login('mario.rossi@example.com', 'spesa123', sprayer)).code).toBe('LOGIN_THROTTLED');
    expect((await login('mario.rossi@example.com', 'spesa123', '192.0.2.67')).status).toBe(0);
  });

  it('successful logins from one shared address never add up to a lock-out', async () => {
    t.clock.advance(WINDOW_MS * 2);
    for (let i = 0; i < 30; i += 1) {
      expect((await login('mario.rossi@example.com', 'spesa123', '192.0.2.80')).status).toBe(0);
    }
  });
});
