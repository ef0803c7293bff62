import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from '@spesa/shared/account/password-reset.contract';
import { buildAccountTestApp, qs, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const MARIO = 'mario.rossi@example.com';
const GIULIA = 'giulia.bianchi@example.com';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe.each(DIALECTS)('password reset on %s', (dialect) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, {
      tenants: ['castoro', 'ipercarni'],
      config: { TENANT_HOSTS: 'spesa.castoro.example=castoro' },
      // As over a slow SMTP server: an answer that waited for the e-mail would be 60 ms slower.
      mailDelayMs: 60,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (params: Record<string, string>, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/password_reset_token_request',
      headers: {
        host: host ?? 'castoro.localhost:8080',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(params).toString(),
    });

  async function resetLink(email: string): Promise<URL> {
    const mails = (await t.mails('castoro', email)).filter((m) => m.kind === 'password-reset');
    return mails.at(-1)!.links[0]!;
  }

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await request({ e_mail: MARIO });
    const unknown = await request({ e_mail: 'nessuno@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().response.infos[0].info).toBe(PASSWORD_RESET_SENT_MESSAGE);
    expect(known.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const link = await resetLink(MARIO);
    expect(link.origin).toBe('http://castoro.localhost:8080');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('e_mail')).toBe(MARIO);
    expect(link.searchParams.get('reset_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.mails('castoro', 'nessuno@example.com')).toEqual([]);
    const tokens = await t.testDb.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(tokens).toHaveLength(1);
    // Only the hash of the token is stored.
    expect(tokens[0]!.token_hash).not.toBe(link.searchParams.get('reset_token'));
  });

  it('takes as long for a known address as for an unknown one', async () => {
    const timeOf = async (email: string) => {
      const start = performance.now();
      await request({ e_mail: email });
      const elapsed = performance.now() - start;
      await t.settle();
      return elapsed;
    };
    for (let i = 0; i < 5; i += 1) {
      await timeOf(GIULIA);
      await timeOf('sconosciuta@example.com');
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      t.clock.advance(61_000);
      known.push(await timeOf(GIULIA));
      unknown.push(await timeOf(`sconosciuta${i}@example.com`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(20);
    // The known address really was mailed each time: the work happened, after the answer.
    expect(
      (await t.mails('castoro', GIULIA)).filter((m) => m.kind === 'password-reset').length,
    ).toBeGreaterThan(25);
  });

  it('accepts the address as login too, and mails at most once a minute', async () => {
    t.clock.advance(61_000);
    const before = (await t.mails('castoro', MARIO)).length;
    await request({ login: MARIO });
    await request({ login: MARIO });
    expect((await t.mails('castoro', MARIO)).length).toBe(before + 1);
  });

  it('refuses an address that is not one, whoever it belongs to', async () => {
    const res = await request({ e_mail: 'non-una-email' });
    expect(res.json().response.errors[0].error).toBe('E-mail: Digitare una e-mail valida.');
  });

  it('sends nothing when the fiscal code given does not match the account', async () => {
    t.clock.advance(61_000);
    const before = (await t.mails('castoro', MARIO)).length;
    const res = await request({ e_mail: MARIO, fiscal_code: 'BNCGLI85E55L378X' });
    expect(res.json().response.status).toBe(0);
    expect((await t.mails('castoro', MARIO)).length).toBe(before);
  });

  it('a forged Host never decides where the link points', async () => {
    t.clock.advance(61_000);
    await request({ e_mail: MARIO }, 'evil.example');
    expect((await resetLink(MARIO)).origin).toBe('https://spesa.castoro.example');
    t.clock.advance(61_000);
    await request({ e_mail: MARIO }, 'spesa.castoro.example');
    expect((await resetLink(MARIO)).origin).toBe('http://spesa.castoro.example');
  });

  it('sets a new password once, ends every session and tells the owner', async () => {
    const sessionA = (await t.login(MARIO, 'spesa123'))!;
    const sessionB = (await t.login(MARIO, 'spesa123'))!;
    t.clock.advance(61_000);
    await request({ e_mail: MARIO });
    const link = await resetLink(MARIO);
    const token = link.searchParams.get('reset_token')!;

    const check = await t.call(
      'GET',
      `/ebsn/api/registration/password_reset_token_check?${qs({ e_mail: MARIO, reset_token: token })}`,
    );
    expect(check.body.response.status).toBe(0);
    const wrongOwner = await t.call(
      'GET',
      `/ebsn/api/registration/password_reset_token_check?${qs({ e_mail: GIULIA, reset_token: token })}`,
    );
    expect(wrongOwner.body.response.errors[0]!.error).toBe(PASSWORD_RESET_LINK_INVALID_MESSAGE);

    const weak = await t.call('POST', '/ebsn/api/registration/password_reset', {
      json: { e_mail: MARIO, reset_token: token, password: '123' },
    });
    expect(weak.body.response.errors[0]!.error).toBe('Password: La password deve essere lunga 6 caratteri.');

    const done = await t.call('POST', '/ebsn/api/registration/password_reset', {
      json: { e_mail: MARIO, reset_token: token, password: 'nuova-password' },
    });
    expect(done.body.response.status).toBe(0);
    expect(done.body.response.infos[0]!.info).toBe(PASSWORD_RESET_DONE_MESSAGE);

    for (const session of [sessionA, sessionB]) {
      const who = await t.call('GET', '/ebsn/api/auth/test', { token: session });
      expect(who.body.user.userId).toBe(-1);
    }
    expect(await t.login(MARIO, 'spesa123')).toBeUndefined();
    expect(await t.login(MARIO, 'nuova-password')).toBeDefined();

    const reused = await t.call('POST', '/ebsn/api/registration/password_reset', {
      json: { e_mail: MARIO, reset_token: token, password: 'altra-password' },
    });
    expect(reused.body.response.errors[0]!.error).toBe(PASSWORD_RESET_LINK_INVALID_MESSAGE);
    expect((await t.mails('castoro', MARIO)).at(-1)!.kind).toBe('password-changed');
  });

  it('only the newest link works', async () => {
    t.clock.advance(61_000);
    await request({ e_mail: GIULIA });
    const first = (await resetLink(GIULIA)).searchParams.get('reset_token')!;
    t.clock.advance(61_000);
    await request({ e_mail: GIULIA });
    const second = (await resetLink(GIULIA)).searchParams.get('reset_token')!;
    const check = (token: string) =>
      t.call('GET', `/ebsn/api/registration/password_reset_token_check?${qs({ reset_token: token })}`);
    expect((await check(first)).body.response.status).not.toBe(0);
    expect((await check(second)).body.response.status).toBe(0);
  });

  it('a link stops working after 30 minutes', async () => {
    t.clock.advance(61_000);
    await request({ e_mail: GIULIA });
    const token = (await resetLink(GIULIA)).searchParams.get('reset_token')!;
    t.clock.advance(31 * 60 * 1000);
    const late = await t.call('POST', '/ebsn/api/registration/password_reset', {
      form: { e_mail: GIULIA, reset_token: token, password: 'nuova-password' },
    });
    expect(late.body.response.errors[0]!.error).toBe(PASSWORD_RESET_LINK_INVALID_MESSAGE);
    expect(await t.login(GIULIA, 'spesa123')).toBeDefined();
  });

  it('a password in a GET (spec §7) is taken only from the chain’s own site, and never cached', async () => {
    const url = `/ebsn/api/registration/password_reset?${qs({ e_mail: MARIO, reset_token: 'x', password: 'y' })}`;
    const crossSite = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'castoro.localhost', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'castoro.localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).not.toBe(404);
    expect(own.json().response.status).not.toBe(0);
    expect(own.headers['cache-control']).toMatch(/no-store/);
  });

  it('a chain that registers elsewhere offers no reset', async () => {
    const res = await t.call('POST', '/ebsn/api/registration/password_reset_token_request', {
      tenant: 'ipercarni',
      form: { e_mail: MARIO },
    });
    expect(res.body.response.status).not.toBe(0);
    expect(await t.mails('ipercarni', MARIO)).toEqual([]);
  });
});
