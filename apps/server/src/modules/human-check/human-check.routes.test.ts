import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { HUMAN_CHECK_MESSAGES } from '@spesa/shared/human-check/human-check.contract';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { buildApp } from '../../app.js';
import {
  buildAccountTestApp,
  qs,
  type AccountTestApp,
  type ApiAnswer,
} from '../../../test/account-test-app.js';
import { hostOf, testConfig } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const MARIO = 'mario.rossi@example.com';
const FISCAL_CODE = `VRDLGU90B12H501${fiscalCodeCheckCharacter('VRDLGU90B12H501')}`;
/** Cheap challenges: the proof of work is real, a test solves it in milliseconds. */
const CONFIG = { HUMAN_CHECK_COST: '1', HUMAN_CHECK_SECRET: 'a-test-secret-of-the-human-check' };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(DIALECTS)('human check (ALTCHA) on %s', (dialect) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, {
      config: CONFIG,
      // castoro keeps the default ALTCHA, dem has turned the check off.
      deps: { humanCheckOf: (tenantId) => ({ provider: tenantId === 'dem' ? 'off' : 'altcha' }) },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function challengeOf(tenant: TenantCode = 'castoro'): Promise<Challenge> {
    const res = await t.call('GET', '/ebsn/api/human-check/challenge', { tenant });
    expect(res.status).toBe(200);
    return res.body.data as Challenge;
  }

  /** What the widget gives once it has solved a challenge of the chain: the base64 payload. */
  async function solvedToken(tenant: TenantCode = 'castoro'): Promise<string> {
    const challenge = await challengeOf(tenant);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return b64({ challenge, solution });
  }

  async function registrationForm(email: string, tenant: TenantCode = 'castoro') {
    const list = await t.call('GET', '/ebsn/api/registration-disclaimer/list', { tenant });
    return {
      email,
      password: 'segreta1',
      firstName: 'Luigi',
      lastName: 'Verdi',
      phone: '333 1234567',
      fiscalCode: FISCAL_CODE,
      registrationDisclaimers: list.body.data.registrationDisclaimers.map(
        (d: { registrationDisclaimerId: number }) => ({
          registrationDisclaimerId: d.registrationDisclaimerId,
          value: true,
        }),
      ),
    };
  }

  const register = async (email: string, token?: string, tenant: TenantCode = 'castoro') =>
    t.call(
      'POST',
      `/ebsn/api/registration/register_user${token === undefined ? '' : `?${qs({ token_recaptcha: token })}`}`,
      { json: await registrationForm(email, tenant), tenant },
    );

  const pendingOf = async (email: string) => {
    await t.settle();
    return t.testDb.db.selectFrom('pending_registrations').select('id').where('email', '=', email).execute();
  };

  const refusal = (body: ApiAnswer) => body.response.errors[0];

  it('serves a signed challenge of the chain, never cached; none where the check is off', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/human-check/challenge',
      headers: { host: hostOf('castoro') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json().data as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.parameters.data).toMatchObject({ tenant: 'castoro' });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    const off = await t.call('GET', '/ebsn/api/human-check/challenge', { tenant: 'dem' });
    expect(off.status).toBe(404);
    expect(off.body.response.errors[0]?.error).toBe(HUMAN_CHECK_MESSAGES.notEnabled);
  });

  it('refuses a registration without a token, and creates nobody', async () => {
    const res = await register('senza.token@example.com');
    expect(res.status).toBe(200);
    expect(refusal(res.body)).toEqual({ code: 'HUMAN_CHECK_REQUIRED', error: HUMAN_CHECK_MESSAGES.required });
    expect(await pendingOf('senza.token@example.com')).toEqual([]);
    expect(await t.mails('castoro', 'senza.token@example.com')).toEqual([]);
  });

  it('refuses forged tokens: altered challenge, another key, unsolved, garbage, another chain', async () => {
    const challenge = await challengeOf();
    const solution = await solveChallenge({ challenge, deriveKey });
    const altered = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { ...challenge.parameters.data, tenant: 'dem' } },
    };
    const otherKey = await buildApp({
      config: testConfig({ HUMAN_CHECK_COST: '1', HUMAN_CHECK_SECRET: 'another-secret-not-the-shops-one' }),
      db: t.testDb.db,
    });
    const foreign = (
      await otherKey.inject({
        method: 'GET',
        url: '/ebsn/api/human-check/challenge',
        headers: { host: hostOf('castoro') },
      })
    ).json().data as Challenge;
    await otherKey.close();
    const forged = [
      b64({ challenge: altered, solution }),
      b64({ challenge: foreign, solution: await solveChallenge({ challenge: foreign, deriveKey }) }),
      b64({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } }),
      'non-è-un-token',
      b64({ challenge: { parameters: {} }, solution: {} }),
    ];
    for (const [i, token] of forged.entries()) {
      const email = `falso.${i}@example.com`;
      const res = await register(email, token);
      expect(refusal(res.body), `token ${i}`).toEqual({
        code: 'HUMAN_CHECK_INVALID',
        error: HUMAN_CHECK_MESSAGES.invalid,
      });
      expect(await pendingOf(email)).toEqual([]);
    }
  });

  it("refuses another chain's token and an expired one", async () => {
    // Another process of the deployment (the same key) where every chain has ALTCHA: a token solved for dem.
    const other = await buildAccountTestApp(dialect, {
      config: CONFIG,
      deps: { humanCheckOf: () => ({ provider: 'altcha' }) },
    });
    let demToken: string;
    try {
      const res = await other.call('GET', '/ebsn/api/human-check/challenge', { tenant: 'dem' });
      const challenge = res.body.data as Challenge;
      demToken = b64({ challenge, solution: await solveChallenge({ challenge, deriveKey }) });
    } finally {
      await other.close();
    }
    const wrongChain = await register('altra.catena@example.com', demToken);
    expect(refusal(wrongChain.body)?.code).toBe('HUMAN_CHECK_INVALID');
    expect(await pendingOf('altra.catena@example.com')).toEqual([]);

    const stale = await solvedToken();
    t.clock.advance(10 * 60_000 + 1);
    const res = await register('scaduto@example.com', stale);
    expect(refusal(res.body)?.code).toBe('HUMAN_CHECK_INVALID');
    expect(await pendingOf('scaduto@example.com')).toEqual([]);
  });

  it('registers with a solved challenge, and refuses the same token used again', async () => {
    const token = await solvedToken();
    const first = await register('umano@example.com', token);
    expect(first.body.response).toMatchObject({ status: 0, errors: [] });
    expect(await pendingOf('umano@example.com')).toHaveLength(1);

    const again = await register('replica@example.com', token);
    expect(refusal(again.body)).toEqual({ code: 'HUMAN_CHECK_USED', error: HUMAN_CHECK_MESSAGES.used });
    expect(await pendingOf('replica@example.com')).toEqual([]);
  });

  it('refuses a replay on another server process sharing the database', async () => {
    const token = await solvedToken();
    expect((await register('primo@example.com', token)).body.response.status).toBe(0);
    const second = await buildApp({
      config: t.config,
      db: t.testDb.db,
      clock: t.clock,
      humanCheckOf: () => ({ provider: 'altcha' }),
    });
    try {
      const res = await second.inject({
        method: 'POST',
        url: `/ebsn/api/registration/register_user?${qs({ token_recaptcha: token })}`,
        headers: { host: hostOf('castoro'), 'content-type': 'application/json' },
        payload: JSON.stringify(await registrationForm('secondo@example.com')),
      });
      expect(res.json().response.errors[0].code).toBe('HUMAN_CHECK_USED');
      expect(await pendingOf('secondo@example.com')).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('guards the password-reset request the same way', async () => {
    const resetRequest = (token?: string) =>
      t.call(
        'GET',
        `/ebsn/api/registration/password_reset_token_request?${qs({
          e_mail: MARIO,
          ...(token === undefined ? {} : { token_recaptcha: token }),
        })}`,
      );
    const tokens = async () => t.testDb.db.selectFrom('account_tokens').select('token_hash').execute();
    const before = (await tokens()).length;

    expect(refusal((await resetRequest()).body)?.code).toBe('HUMAN_CHECK_REQUIRED');
    expect(refusal((await resetRequest('AAAA')).body)?.code).toBe('HUMAN_CHECK_INVALID');
    await t.settle();
    expect(await tokens()).toHaveLength(before);

    const token = await solvedToken();
    expect((await resetRequest(token)).body.response.status).toBe(0);
    await t.settle();
    expect(await tokens()).toHaveLength(before + 1);
    expect(refusal((await resetRequest(token)).body)?.code).toBe('HUMAN_CHECK_USED');
    await t.settle();
    expect(await tokens()).toHaveLength(before + 1);
  });

  it('a chain with the check off registers and resets without a token', async () => {
    const res = await register('libero@example.com', undefined, 'dem');
    expect(res.body.response).toMatchObject({ status: 0, errors: [] });
    expect(await pendingOf('libero@example.com')).toHaveLength(1);
    const reset = await t.call(
      'GET',
      `/ebsn/api/registration/password_reset_token_request?${qs({ e_mail: MARIO })}`,
      { tenant: 'dem' },
    );
    expect(reset.body.response.status).toBe(0);
  });

  it('asks for the check at login from the third attempt after two failures', async () => {
    const login = (password: string, token?: string, tenant: TenantCode = 'castoro') =>
      t.app.inject({
        method: 'POST',
        url: `/ebsn/api/auth/login${token === undefined ? '' : `?${qs({ token_recaptcha: token })}`}`,
        headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ login: MARIO, password }).toString(),
      });
    const session = (res: Awaited<ReturnType<typeof login>>) =>
      res.cookies.find((c) => c.name === 'X-Ebsn-Session')?.value;

    // No failure yet: no token needed.
    expect(session(await login('spesa123'))).toBeDefined();
    for (let i = 0; i < 2; i++) {
      expect((await login('sbagliata')).json().response.errors[0].code).toBe('LOGIN_FAILED');
    }
    const without = await login('spesa123');
    expect(without.json().response.errors[0]).toEqual({
      code: 'HUMAN_CHECK_REQUIRED',
      error: HUMAN_CHECK_MESSAGES.required,
    });
    expect(session(without)).toBeUndefined();
    const forged = await login('spesa123', b64({ challenge: {}, solution: {} }));
    expect(forged.json().response.errors[0].code).toBe('HUMAN_CHECK_INVALID');
    expect(session(forged)).toBeUndefined();

    // The off chain does not ask, even after the same failures from this address.
    expect(session(await login('spesa123', undefined, 'dem'))).toBeDefined();

    const token = await solvedToken();
    const solved = await login('spesa123', token);
    expect(solved.json().response.status).toBe(0);
    expect(session(solved)).toBeDefined();

    // The account starts over; two new failures, and the token already used is a replay.
    for (let i = 0; i < 2; i++) {
      expect((await login('sbagliata')).json().response.errors[0].code).toBe('LOGIN_FAILED');
    }
    const replay = await login('spesa123', token);
    expect(replay.json().response.errors[0].code).toBe('HUMAN_CHECK_USED');
    expect(session(replay)).toBeUndefined();
    expect(session(await login('spesa123', await solvedToken()))).toBeDefined();
  });

  it('asks for the check once the address has failed against several accounts', async () => {
    const strict = await buildAccountTestApp(dialect, {
      tenants: ['castoro'],
      config: { ...CONFIG, HUMAN_CHECK_LOGIN_AFTER_ADDRESS_FAILURES: '3' },
      deps: { humanCheckOf: () => ({ provider: 'altcha' }) },
    });
    try {
      const login = (email: string, token?: string) =>
        strict.call(
          'POST',
          `/ebsn/api/auth/login${token === undefined ? '' : `?${qs({ token_recaptcha: token })}`}`,
          { form: { login: email, password: 'spesa123' } },
        );
      for (const email of ['uno@example.com', 'due@example.com', 'tre@example.com']) {
        expect((await login(email)).body.response.errors[0]?.code).toBe('LOGIN_FAILED');
      }
      expect((await login(MARIO)).body.response.errors[0]?.code).toBe('HUMAN_CHECK_REQUIRED');
      const res = await strict.call('GET', '/ebsn/api/human-check/challenge');
      const challenge = res.body.data as Challenge;
      const token = b64({ challenge, solution: await solveChallenge({ challenge, deriveKey }) });
      expect((await login(MARIO, token)).body.response.status).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('guards the customer-service form: refused without a token, stored with one', async () => {
    const submit = async (token?: string) => {
      const pars = (
        await t.app.inject({
          method: 'GET',
          url: '/p/wp-json/wp/v2/get_mail_pars?form_id=5',
          headers: { host: hostOf('castoro') },
        })
      ).json<{ nonce: string; fields: { id: number; key: string }[] }>();
      const value = (key: string, v: unknown) => {
        const field = pars.fields.find((f) => f.key === key)!;
        return [String(field.id), { id: field.id, value: v }] as const;
      };
      const fields = Object.fromEntries([
        value('name', 'Anna Bianchi'),
        value('email', 'anna.bianchi@example.it'),
        value('phone', '+39 347 123 4567'),
        value('topic', 'prodotto'),
        value('message', 'Lo yogurt consegnato ieri era scaduto.'),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/p/wp-admin/admin-ajax.php${token === undefined ? '' : `?${qs({ token_recaptcha: token })}`}`,
        headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          action: 'nf_ajax_submit',
          security: pars.nonce,
          formData: JSON.stringify({ id: 5, fields, settings: {}, extra: {} }),
        }).toString(),
      });
    };
    const stored = async () =>
      t.testDb.db
        .selectFrom('content_form_submissions')
        .select('id')
        .where('tenant_id', '=', 'castoro')
        .execute();

    const missing = await submit();
    expect(missing.statusCode).toBe(403);
    expect(missing.json().errors).toEqual({ form: { main: HUMAN_CHECK_MESSAGES.required } });
    const forged = await submit('Zm9yZ2VkCg==');
    expect(forged.json().errors).toEqual({ form: { main: HUMAN_CHECK_MESSAGES.invalid } });
    expect(await stored()).toEqual([]);

    const token = await solvedToken();
    const ok = await submit(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().errors).toEqual([]);
    expect(await stored()).toHaveLength(1);
    const replay = await submit(token);
    expect(replay.json().errors).toEqual({ form: { main: HUMAN_CHECK_MESSAGES.used } });
    expect(await stored()).toHaveLength(1);
  });
});
