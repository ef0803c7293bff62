import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_CHECK_MESSAGES } from '@spesa/shared/human-check/human-check.contract';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { buildAccountTestApp, qs, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { createRecaptchaVerifier } from './recaptcha-verifier.js';

const SECRET = 'la-chiave-segreta-del-negozio';

/**
 * A stand-in for Google's siteverify (unreachable here): it reads the form Google reads and answers as Google
 * does for the token it is given: `<kind>:<action>`.
 */
function fakeSiteverify(): Promise<{ server: Server; url: string; seen: URLSearchParams[] }> {
  const seen: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const [kind, action] = (form.get('response') ?? '').split(':');
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (form.get('secret') !== SECRET)
        return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (kind === 'buono') return answer(200, { success: true, score: 0.9, action });
      if (kind === 'basso') return answer(200, { success: true, score: 0.1, action });
      if (kind === 'doppio') return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      if (kind === 'rotto') return answer(500, { error: 'down' });
      if (kind === 'strano') return answer(200, { ok: 'forse' });
      return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, seen });
    }),
  );
}

describe('reCAPTCHA v3 verifier against a stand-in siteverify', () => {
  let fake: Awaited<ReturnType<typeof fakeSiteverify>>;
  beforeAll(async () => {
    fake = await fakeSiteverify();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const context = { tenantId: 'castoro', action: 'registration' as const, ip: '203.0.113.7', now: 0 };
  const verifier = (overrides: { secret?: string | undefined; verifyUrl?: string } = {}) =>
    createRecaptchaVerifier({
      secret: SECRET,
      verifyUrl: fake.url,
      minScore: 0.5,
      timeoutMs: 5_000,
      ...overrides,
    });

  it('passes a success for the action with a good score, sending secret, token and address', async () => {
    expect(await verifier().check('buono:registration', context)).toEqual({ ok: true });
    const last = fake.seen.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      secret: SECRET,
      response: 'buono:registration',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a low score, another action, a failure and a token seen before', async () => {
    expect(await verifier().check('basso:registration', context)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifier().check('buono:login', context)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifier().check('falso:registration', context)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifier().check('doppio:registration', context)).toEqual({ ok: false, reason: 'used' });
  });

  it('is unavailable, never a pass, when Google fails, answers nonsense, is unreachable or has no secret', async () => {
    const unavailable = { ok: false, reason: 'unavailable' };
    expect(await verifier().check('rotto:registration', context)).toEqual(unavailable);
    expect(await verifier().check('strano:registration', context)).toEqual(unavailable);
    expect(
      await verifier({ verifyUrl: 'http://127.0.0.1:1/siteverify' }).check('buono:registration', context),
    ).toEqual(unavailable);
    const before = fake.seen.length;
    expect(await verifier({ secret: undefined }).check('buono:registration', context)).toEqual(unavailable);
    expect(fake.seen).toHaveLength(before);
  });
});

describe.each(DIALECTS)('a reCAPTCHA chain on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof fakeSiteverify>>;
  let t: AccountTestApp;
  beforeAll(async () => {
    fake = await fakeSiteverify();
    t = await buildAccountTestApp(dialect, {
      tenants: ['castoro'],
      config: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: fake.url },
      deps: { humanCheckOf: () => ({ provider: 'recaptcha', siteKey: '6LcTestSiteKeyOfTheChain000000' }) },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  const register = (email: string, token?: string) =>
    t.call(
      'POST',
      `/ebsn/api/registration/register_user${token === undefined ? '' : `?${qs({ token_recaptcha: token })}`}`,
      {
        json: {
          email,
          password: 'segreta1',
          firstName: 'Luigi',
          lastName: 'Verdi',
          phone: '333 1234567',
          fiscalCode: `VRDLGU90B12H501${fiscalCodeCheckCharacter('VRDLGU90B12H501')}`,
          registrationDisclaimers: [
            { registrationDisclaimerId: 1, value: true },
            { registrationDisclaimerId: 2, value: false },
          ],
        },
      },
    );
  const pendingOf = async (email: string) => {
    await t.settle();
    return t.testDb.db.selectFrom('pending_registrations').select('id').where('email', '=', email).execute();
  };

  it('registers with a token Google vouches for, and refuses a missing, low-score or failed one', async () => {
    expect((await register('g.buono@example.com', 'buono:registration')).body.response.status).toBe(0);
    expect(await pendingOf('g.buono@example.com')).toHaveLength(1);

    for (const [token, code] of [
      [undefined, 'HUMAN_CHECK_REQUIRED'],
      ['basso:registration', 'HUMAN_CHECK_INVALID'],
      ['falso:registration', 'HUMAN_CHECK_INVALID'],
      ['doppio:registration', 'HUMAN_CHECK_USED'],
    ] as const) {
      const email = `g.${token?.split(':')[0] ?? 'senza'}@example.com`;
      const res = await register(email, token);
      expect(res.body.response.errors[0]?.code, String(token)).toBe(code);
      expect(await pendingOf(email)).toEqual([]);
    }
  });

  it('answers a Google outage with the Italian refusal, changing nothing', async () => {
    const res = await register('g.rotto@example.com', 'rotto:registration');
    expect(res.status).toBe(200);
    expect(res.body.response.errors[0]).toEqual({
      code: 'HUMAN_CHECK_UNAVAILABLE',
      error: HUMAN_CHECK_MESSAGES.unavailable,
    });
    expect(await pendingOf('g.rotto@example.com')).toEqual([]);
  });

  it('has no ALTCHA challenge to give', async () => {
    expect((await t.call('GET', '/ebsn/api/human-check/challenge')).status).toBe(404);
  });
});
