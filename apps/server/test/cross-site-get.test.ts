import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalCodeCheckCharacter, loyaltyCheckDigit } from '@spesa/shared/validation/validators';
import { getTenant } from '@spesa/tenants/tenants';
import { buildAccountTestApp, qs, type AccountTestApp } from './account-test-app.js';
import { hostOf } from './build-test-app.js';
import { DIALECTS } from './test-db.js';

const PREFIX = getTenant('castoro').settings.fidelityCardPrefix;
/** A valid loyalty card of the chain, a different one for each shopper (a card belongs to one account). */
const card = (serial: number) => {
  const body = `${PREFIX}${String(serial).padStart(12 - PREFIX.length, '0')}`;
  return `${body}${loyaltyCheckDigit(body)}`;
};
const FISCAL_CODE = `VRDLGU90B12H501${fiscalCodeCheckCharacter('VRDLGU90B12H501')}`;
const OWN = `http://${hostOf('castoro')}`;

/** What a browser (or another client) sends beside the request: the headers that tell where it comes from. */
const REFUSED: [string, Record<string, string>][] = [
  ['a link or image on another site', { 'sec-fetch-site': 'cross-site' }],
  ['another chain under the same parent domain', { 'sec-fetch-site': 'same-site' }],
  ['a script on another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ['an old browser sending the foreign Origin', { origin: 'https://evil.example' }],
  ['an old browser following a foreign link', { referer: 'https://evil.example/pagina' }],
  ['a sandboxed frame', { origin: 'null' }],
];
const ACCEPTED: [string, Record<string, string>][] = [
  ['the chain’s own page', { 'sec-fetch-site': 'same-origin' }],
  ['a link typed or opened from the mail program', { 'sec-fetch-site': 'none' }],
  ['the mobile app', { 'sec-fetch-site': 'cross-site', origin: 'capacitor://localhost' }],
  ['an old browser on the chain’s own page', { referer: `${OWN}/profile` }],
  ['an old browser or a program that says nothing', {}],
];

describe.each(DIALECTS)('state-changing GET calls from another site on %s', (dialect) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, { tenants: ['castoro'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { host: hostOf('castoro'), ...headers } });

  it.each(REFUSED.map(([name, headers], i) => [name, headers, i] as const))(
    'refuses %s: 403, and the registration stays unconfirmed',
    async (_name, headers, i) => {
      const email = `rifiuto${i}@example.com`;
      const registered = await t.call('POST', '/ebsn/api/registration/register_user', {
        json: {
          email,
          password: 'segreta1',
          firstName: 'Luigi',
          lastName: 'Verdi',
          phone: '333 1234567',
          fiscalCode: FISCAL_CODE,
          birthDate: '12/02/1990',
          fidelityCard: card(500 + i),
          registrationDisclaimers: [
            { registrationDisclaimerId: 1, value: true },
            { registrationDisclaimerId: 2, value: false },
          ],
        },
      });
      expect(registered.body.response.status).toBe(0);
      const link = (await t.mails('castoro', email))[0]!.links[0]!;
      const url = `/ebsn/api/registration/registration_confirm?${qs({
        e_mail: email,
        reg_control_code: link.searchParams.get('reg_control_code')!,
      })}`;

      for (const method of ['GET', 'HEAD'] as const) {
        const refused = await get(url, headers, method);
        expect(refused.statusCode).toBe(403);
      }
      const body = (await get(url, headers)).json();
      expect(body.response.errors[0]).toEqual({
        code: 'ORIGIN_REFUSED',
        error: 'Origine della richiesta non consentita.',
      });
      expect(await t.login(email, 'segreta1')).toBeUndefined();
      // The same link opened by the shopper confirms the account.
      expect((await get(url, { 'sec-fetch-site': 'same-origin' })).json().response.status).toBe(0);
      expect(await t.login(email, 'segreta1')).toBeDefined();
    },
  );

  it.each(ACCEPTED)('serves %s', async (_name, headers) => {
    const res = await get(
      `/ebsn/api/registration/password_reset_token_request?${qs({ e_mail: 'mario.rossi@example.com' })}`,
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().response.status).toBe(0);
  });

  it('refuses every GET that writes, and sends no e-mail for a refused one', async () => {
    const before = (await t.mails('castoro', 'mario.rossi@example.com')).length;
    for (const url of [
      `/ebsn/api/registration/password_reset_token_request?${qs({ e_mail: 'mario.rossi@example.com' })}`,
      `/ebsn/api/registration/registration_resend_email?${qs({ e_mail: 'mario.rossi@example.com' })}`,
      `/ebsn/api/registration/update_email?${qs({ token: 'x'.repeat(40) })}`,
      '/ebsn/api/timeslot/select?sel_date=2026-11-26&timeslot_id=1',
      '/ebsn/api/store-proximity/select?store_id=1',
      '/ebsn/api/user-address/delete?address_id=1',
    ]) {
      const res = await get(url, { 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().response.errors[0].code).toBe('ORIGIN_REFUSED');
    }
    expect(await t.mails('castoro', 'mario.rossi@example.com')).toHaveLength(before);
  });

  it('answers GET as well as POST for the account calls spec §7 lists as GET, refused from another site', async () => {
    const token = (await t.login('mario.rossi@example.com', 'spesa123'))!;
    const asShopper = (url: string, headers: Record<string, string>) =>
      get(url, { 'x-ebsn-session': token, ...headers });
    const changePassword = (from: string, to: string) =>
      `/ebsn/api/registration/update_password?${qs({ old_password: from, new_password: to })}`;

    const refused = await asShopper(changePassword('spesa123', 'nuova1234'), {
      'sec-fetch-site': 'cross-site',
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.login('mario.rossi@example.com', 'nuova1234')).toBeUndefined();
    const changed = await asShopper(changePassword('spesa123', 'nuova1234'), {
      'sec-fetch-site': 'same-origin',
    });
    expect(changed.json().response.status).toBe(0);
    const again = (await t.login('mario.rossi@example.com', 'nuova1234'))!;
    expect(again).toBeDefined();
    const back = await get(changePassword('nuova1234', 'spesa123'), {
      'x-ebsn-session': again,
      'sec-fetch-site': 'same-origin',
    });
    expect(back.json().response.status).toBe(0);

    const mailsBefore = (await t.mails('castoro', 'mario.rossi@example.com')).length;
    const shopper = (await t.login('mario.rossi@example.com', 'spesa123'))!;
    for (const url of [
      '/ebsn/api/registration/anonymize_token_request',
      `/ebsn/api/registration/update_email_request?${qs({ new_email: 'mario.nuovo@example.com' })}`,
      `/ebsn/api/registration/user_anonymize?${qs({ token: 'x'.repeat(40) })}`,
      `/ebsn/api/registration/password_reset?${qs({ e_mail: 'mario.rossi@example.com', reset_token: 'x'.repeat(40), password: 'altra1234' })}`,
    ]) {
      const crossSite = await get(url, { 'x-ebsn-session': shopper, 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode, url).toBe(403);
      expect(crossSite.json().response.errors[0].code, url).toBe('ORIGIN_REFUSED');
      // Same site, the call is served: an answer of the call itself, not a missing route.
      const own = await get(url, { 'x-ebsn-session': shopper, 'sec-fetch-site': 'same-origin' });
      expect([200, 400, 403, 404, 409, 410, 422], url).toContain(own.statusCode);
      expect(own.json().response, url).toBeDefined();
      expect(
        own.json().response.errors.map((e: { code?: string }) => e.code),
        url,
      ).not.toContain('NOT_FOUND');
    }
    // The anonymise and e-mail change requests served above each mailed their link; the refused ones did not.
    const kinds = (await t.mails('castoro', 'mario.rossi@example.com')).slice(mailsBefore).map((m) => m.kind);
    expect(kinds).toEqual(['account-deletion-confirm']);
    const toNew = (await t.mails('castoro', 'mario.nuovo@example.com')).map((m) => m.kind);
    expect(toNew).toEqual(['email-change-confirm']);
    expect(await t.login('mario.rossi@example.com', 'altra1234')).toBeUndefined();
  });

  it('leaves GET calls that only read open to other sites, and the POST form to the Origin check', async () => {
    const products = await get('/ebsn/api/products?page=1', { 'sec-fetch-site': 'cross-site' });
    expect(products.statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/password_reset_token_request',
      headers: {
        host: hostOf('castoro'),
        origin: OWN,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ e_mail: 'mario.rossi@example.com' }),
    });
    expect(post.json().response.status).toBe(0);
  });
});
