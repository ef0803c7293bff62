import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_CHANGE_SAME_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@spesa/shared/account/account-security.contract';
import { PRIVACY_REQUIRED_MESSAGE } from '@spesa/shared/account/disclaimer.contract';
import { SESSION_EXPIRED_MESSAGE } from '@spesa/shared/common/envelope.contract';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { getTenant } from '@spesa/tenants/tenants';
import { buildAccountTestApp, qs, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { demoFidelityCard } from '../../db/seed/seed-account.js';

const MARIO = 'mario.rossi@example.com';
const GIULIA = 'giulia.bianchi@example.com';
const MARIO_CF = `RSSMRA80A01L378${fiscalCodeCheckCharacter('RSSMRA80A01L378')}`;
const GIULIA_CF = `BNCGLI85E55L378${fiscalCodeCheckCharacter('BNCGLI85E55L378')}`;

const PROTECTED: [string, string][] = [
  ['GET', '/ebsn/api/registration/user_detail'],
  ['POST', '/ebsn/api/registration/update_user_detail'],
  ['POST', '/ebsn/api/registration/update_contact'],
  ['POST', '/ebsn/api/registration/update_billing_address'],
  ['POST', '/ebsn/api/registration/update_username?username=x'],
  ['POST', '/ebsn/api/registration/update_email_request?new_email=a%40b.it'],
  ['POST', '/ebsn/api/registration/update_password?old_password=a&new_password=b'],
  ['GET', '/ebsn/api/user-person-fiscal/list'],
  ['GET', '/ebsn/api/user-registration-disclaimer/list-by-type'],
  ['GET', '/ebsn/api/user-registration-disclaimer/check-disclaimer'],
  ['POST', '/ebsn/api/registration/anonymize_token_request'],
  ['POST', '/ebsn/api/registration/user_anonymize?token=x'],
  ['GET', '/ebsn/api/giftcertificate/list'],
  ['GET', '/ebsn/api/giftcertificate/list-manual-assigned'],
];

describe.each(DIALECTS)('profile on %s', (dialect) => {
  let t: AccountTestApp;
  let mario: string;
  let giulia: string;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect);
    mario = (await t.login(MARIO, 'spesa123'))!;
    giulia = (await t.login(GIULIA, 'spesa123'))!;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(PROTECTED)('%s %s needs a session: 419', async (method, url) => {
    const json = method === 'POST' && !url.includes('?') ? {} : undefined;
    const res = await t.call(method as 'GET' | 'POST', url, { ...(json ? { json } : {}) });
    expect(res.status).toBe(419);
    expect(res.body.response.errors[0]!.error).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it("a chain's session is nobody on another chain", async () => {
    const res = await t.call('GET', '/ebsn/api/registration/user_detail', { token: mario, tenant: 'dem' });
    expect(res.status).toBe(419);
  });

  it("shows the demo shopper's profile, card, points, billing data and consents", async () => {
    const res = await t.call('GET', '/ebsn/api/registration/user_detail', { token: mario });
    expect(res.body.response.status).toBe(0);
    expect(res.body.user).toMatchObject({ login: MARIO, profileConfirmed: true });
    expect(res.body.data.user).toMatchObject({
      login: MARIO,
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: MARIO_CF,
      birthDate: '01/01/1980',
      fidelityCard: demoFidelityCard(getTenant('castoro').settings.fidelityCardPrefix),
      userPoints: { LOYALTY: { value: 1250 } },
      profile: { level: 2, confirmed: true },
      legals: [{ legalId: 1 }, { legalId: 2 }],
      billingAddress: { companyName: 'Mario Rossi', fiscalCode: MARIO_CF, city: 'TRENTO' },
      userType: { userTypeId: 3 },
    });
  });

  it.each([
    ['firstName', 'M4rio', "Nome: Accetta solo caratteri dell'alfabeto."],
    ['lastName', '', 'Cognome: Campo obbligatorio.'],
    ['fiscalCode', '', 'Codice fiscale: Campo obbligatorio.'],
    ['fiscalCode', 'RSSMRA80A01L378A', 'Codice fiscale: Formato non corretto.'],
    ['birthDate', '1980-01-01', 'Data di nascita: Formato della data gg/mm/aaaa.'],
    ['fidelityCard', demoFidelityCard('2910'), 'Carta fedeltà: Numero di carta fedeltà non valido.'],
  ])('update_user_detail refuses %s = %j', async (field, value, message) => {
    const body = { firstName: 'Mario', lastName: 'Rossi', fiscalCode: MARIO_CF, [field]: value };
    const res = await t.call('POST', '/ebsn/api/registration/update_user_detail', {
      token: mario,
      json: body,
    });
    expect(res.body.response.errors[0]!.error).toBe(message);
  });

  it('completing the profile raises it to level 2 (profile-confirmed)', async () => {
    const giuliaId = (await t.call('GET', '/ebsn/api/registration/user_detail', { token: giulia })).body.data
      .user.userId as number;
    await t.testDb.db
      .updateTable('user_profiles')
      .set({ fiscal_code: null })
      .where('user_id', '=', giuliaId)
      .execute();
    await t.testDb.db.updateTable('users').set({ profile_level: 1 }).where('id', '=', giuliaId).execute();
    const before = await t.call('GET', '/ebsn/api/registration/user_detail', { token: giulia });
    expect(before.body.data.user.profile).toEqual({ level: 1, confirmed: false });

    const res = await t.call('POST', '/ebsn/api/registration/update_user_detail', {
      token: giulia,
      json: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        fiscalCode: GIULIA_CF.toLowerCase(),
        birthDate: '15/05/1985',
      },
    });
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.user).toMatchObject({
      fiscalCode: GIULIA_CF,
      profile: { level: 2, confirmed: true },
    });
    expect(res.body.user.profileConfirmed).toBe(true);
  });

  it("refuses another shopper's fidelity card", async () => {
    const res = await t.call('POST', '/ebsn/api/registration/update_user_detail', {
      token: giulia,
      json: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        fiscalCode: GIULIA_CF,
        fidelityCard: demoFidelityCard(getTenant('castoro').settings.fidelityCardPrefix),
      },
    });
    expect(res.body.response.errors[0]!.error).toBe(
      'Questa carta fedeltà è già associata a un altro account.',
    );
  });

  it('saves the phone numbers with the phone rule', async () => {
    const bad = await t.call('POST', '/ebsn/api/registration/update_contact', {
      token: giulia,
      form: { phone: '347 76', homePhone: '' },
    });
    expect(bad.body.response.errors[0]!.error).toBe('Telefono: Digitare un numero di telefono valido.');
    const res = await t.call('POST', '/ebsn/api/registration/update_contact', {
      token: giulia,
      form: { phone: '+39 347 111 2222', homePhone: '06 1234567' },
    });
    expect(res.body.data.user).toMatchObject({ phone: '+39 347 111 2222', homePhone: '06 1234567' });
  });

  const billing = {
    companyName: 'Bianchi Catering S.r.l.',
    vatNumber: '01234567890',
    fiscalCode: '01234567890',
    address1: 'Via Manci',
    addressNumber: '12',
    postalCode: '38122',
    city: 'Trento',
    province: 'tn',
    sdiCode: 'm5uxcr1',
    pec: 'Bianchi@Pec.it',
  };

  it.each([
    ['companyName', '', 'Intestatario: Campo obbligatorio.'],
    ['vatNumber', '0123456789', 'Partita IVA: P.Iva e C.F. devono avere 11 cifre.'],
    ['fiscalCode', 'ABC', 'Codice fiscale: P.Iva e C.F. devono avere 11 cifre.'],
    ['postalCode', '3812A', 'CAP: Accetta solo numeri.'],
    ['postalCode', '381', 'CAP: Il campo deve essere lungo 5 caratteri.'],
    ['province', 'T1', "Provincia: Accetta solo caratteri dell'alfabeto."],
    ['province', 'TRE', 'Provincia: Il campo deve essere lungo 2 caratteri.'],
    ['sdiCode', 'ABC', 'Codice destinatario: Il campo deve essere lungo 7 caratteri.'],
    ['pec', 'bianchi@', 'PEC: Digitare una e-mail valida.'],
  ])('update_billing_address refuses %s = %j', async (field, value, message) => {
    const res = await t.call('POST', '/ebsn/api/registration/update_billing_address', {
      token: giulia,
      json: { ...billing, [field]: value },
    });
    expect(res.body.response.errors[0]!.error).toBe(message);
  });

  it('saves billing data, which then makes out invoices to the company', async () => {
    const res = await t.call('POST', '/ebsn/api/registration/update_billing_address', {
      token: giulia,
      json: billing,
    });
    expect(res.body.data.user.billingAddress).toEqual({
      ...billing,
      city: 'TRENTO',
      province: 'TN',
      sdiCode: 'M5UXCR1',
      pec: 'bianchi@pec.it',
    });
    const persons = await t.call('GET', '/ebsn/api/user-person-fiscal/list', { token: giulia });
    expect(persons.body.data.userPersonFiscals).toEqual([
      expect.objectContaining({
        personTypeId: 1,
        name: 'Giulia Bianchi',
        fiscalCode: GIULIA_CF,
        isDefault: false,
      }),
      expect.objectContaining({ personTypeId: 2, vatCode: '01234567890', isDefault: true }),
    ]);
  });

  it('a user name is checked and belongs to one shopper', async () => {
    const bad = await t.call('POST', '/ebsn/api/registration/update_username?username=a%20b', {
      token: giulia,
    });
    expect(bad.body.response.errors[0]!.error).toContain('Nome utente:');
    const mine = await t.call('POST', '/ebsn/api/registration/update_username?username=giulia.b', {
      token: giulia,
    });
    expect(mine.body.data.user.username).toBe('giulia.b');
    const again = await t.call('POST', '/ebsn/api/registration/update_username', {
      token: giulia,
      form: { username: 'giulia.b' },
    });
    expect(again.body.response.status).toBe(0);
    const taken = await t.call('POST', '/ebsn/api/registration/update_username?username=giulia.b', {
      token: mario,
    });
    expect(taken.body.response.errors[0]!.error).toBe(USERNAME_TAKEN_MESSAGE);
  });

  it("lists, checks and saves the shopper's consents", async () => {
    const list = await t.call('GET', '/ebsn/api/user-registration-disclaimer/list-by-type', {
      token: giulia,
    });
    expect(list.body.data.registrationDisclaimers.map((d: { value: boolean }) => d.value)).toEqual([
      true,
      false,
    ]);
    const check = await t.call('GET', '/ebsn/api/user-registration-disclaimer/check-disclaimer', {
      token: giulia,
    });
    expect(check.body.data).toEqual({ valid: true, registrationDisclaimers: [] });

    const saved = await t.call('POST', '/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      token: giulia,
      json: { registrationDisclaimers: [{ registrationDisclaimerId: 2, value: 'true' }] },
    });
    expect(saved.body.data.registrationDisclaimers.map((d: { value: boolean }) => d.value)).toEqual([
      true,
      true,
    ]);

    const withdraw = await t.call('POST', '/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      token: giulia,
      json: { registrationDisclaimers: [{ registrationDisclaimerId: 1, value: false }] },
    });
    expect(withdraw.body.response.errors[0]!.error).toBe(PRIVACY_REQUIRED_MESSAGE);
  });

  it('asks again for a consent given to wording that has changed since', async () => {
    const giuliaId = (await t.call('GET', '/ebsn/api/registration/user_detail', { token: giulia })).body.data
      .user.userId as number;
    await t.testDb.db
      .updateTable('user_disclaimers')
      .set({ text_version: 'vecchio-testo' })
      .where('user_id', '=', giuliaId)
      .where('disclaimer_id', '=', 1)
      .execute();
    const check = await t.call('GET', '/ebsn/api/user-registration-disclaimer/check-disclaimer', {
      token: giulia,
    });
    expect(check.body.data.valid).toBe(false);
    expect(check.body.data.registrationDisclaimers.map((d: { code: string }) => d.code)).toEqual(['PRIVACY']);
    await t.call('POST', '/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      token: giulia,
      json: { registrationDisclaimers: [{ registrationDisclaimerId: 1, value: true }] },
    });
    const after = await t.call('GET', '/ebsn/api/user-registration-disclaimer/check-disclaimer', {
      token: giulia,
    });
    expect(after.body.data.valid).toBe(true);
  });

  it("lists the shopper's discount codes, and those assigned by hand", async () => {
    const all = await t.call('GET', '/ebsn/api/giftcertificate/list', { token: mario });
    expect(all.body.data.giftCertificates).toEqual([
      expect.objectContaining({ code: 'BENVENUTO5', amount: 5, percentage: null, minOrderAmount: 30 }),
      expect.objectContaining({ code: 'SPESA10', amount: null, percentage: 10, manualAssigned: true }),
    ]);
    expect(all.body.data.giftCertificates[0].validFrom).toBe('2026-11-24');
    const manual = await t.call('GET', '/ebsn/api/giftcertificate/list-manual-assigned', { token: mario });
    expect(manual.body.data.giftCertificates.map((g: { code: string }) => g.code)).toEqual(['SPESA10']);
    const none = await t.call('GET', '/ebsn/api/giftcertificate/list', { token: giulia });
    expect(none.body.data.giftCertificates).toEqual([]);
  });

  it('a used code leaves the list', async () => {
    const first = (await t.call('GET', '/ebsn/api/giftcertificate/list', { token: mario })).body.data
      .giftCertificates[0];
    await t.testDb.db
      .updateTable('user_gift_certificates')
      .set({ used_at: t.clock.now() })
      .where('id', '=', first.userGiftCertificateId)
      .execute();
    const after = await t.call('GET', '/ebsn/api/giftcertificate/list', { token: mario });
    expect(after.body.data.giftCertificates.map((g: { code: string }) => g.code)).toEqual(['SPESA10']);
  });

  it('changes the e-mail only through the link mailed to the new address', async () => {
    const same = await t.call('POST', '/ebsn/api/registration/update_email_request', {
      token: giulia,
      form: { new_email: GIULIA.toUpperCase() },
    });
    expect(same.body.response.errors[0]!.error).toBe(EMAIL_CHANGE_SAME_MESSAGE);
    const invalid = await t.call('POST', '/ebsn/api/registration/update_email_request', {
      token: giulia,
      form: { new_email: 'giulia@' },
    });
    expect(invalid.body.response.errors[0]!.error).toBe('Nuova e-mail: Digitare una e-mail valida.');

    const taken = await t.call('POST', '/ebsn/api/registration/update_email_request', {
      token: giulia,
      form: { new_email: MARIO },
    });
    const fresh = await t.call('POST', '/ebsn/api/registration/update_email_request', {
      token: giulia,
      form: { new_email: 'giulia.nuova@example.com' },
    });
    expect(taken.body).toEqual(fresh.body);
    expect((await t.mails('castoro', MARIO)).filter((m) => m.kind === 'email-change-confirm')).toEqual([]);

    const [mail] = await t.mails('castoro', 'giulia.nuova@example.com');
    const link = mail!.links[0]!;
    expect(link.pathname).toBe('/email-confirmed');
    const token = link.searchParams.get('token')!;
    expect(await t.login('giulia.nuova@example.com', 'spesa123')).toBeUndefined();

    const done = await t.call('GET', `/ebsn/api/registration/update_email?${qs({ token })}`);
    expect(done.body.response.status).toBe(0);
    expect(await t.login('giulia.nuova@example.com', 'spesa123')).toBeDefined();
    expect(await t.login(GIULIA, 'spesa123')).toBeUndefined();
    expect((await t.mails('castoro', GIULIA)).at(-1)!.kind).toBe('email-changed');

    const again = await t.call('POST', '/ebsn/api/registration/update_email', { form: { token } });
    expect(again.body.response.errors[0]!.error).toBe(EMAIL_CHANGE_LINK_INVALID_MESSAGE);
  });

  it('changes the password: the old one is checked, other devices are logged out, this one stays', async () => {
    const other = (await t.login(MARIO, 'spesa123'))!;
    const wrong = await t.call('POST', '/ebsn/api/registration/update_password', {
      token: mario,
      json: { old_password: 'sbagliata', new_password: 'nuova-password' },
    });
    expect(wrong.body.response.errors[0]!.error).toBe(WRONG_PASSWORD_MESSAGE);
    const weak = await t.call('POST', '/ebsn/api/registration/update_password', {
      token: mario,
      json: { old_password: 'spesa123', new_password: '123' },
    });
    expect(weak.body.response.errors[0]!.error).toBe(
      'Nuova password: La password deve essere lunga 6 caratteri.',
    );
    const done = await t.call('POST', '/ebsn/api/registration/update_password', {
      token: mario,
      json: { old_password: 'spesa123', new_password: 'nuova-password' },
    });
    expect(done.body.response.status).toBe(0);
    expect((await t.call('GET', '/ebsn/api/auth/test', { token: other })).body.user.userId).toBe(-1);
    expect((await t.call('GET', '/ebsn/api/auth/test', { token: mario })).body.user.userId).toBeGreaterThan(
      0,
    );
    expect(await t.login(MARIO, 'nuova-password')).toBeDefined();
    expect((await t.mails('castoro', MARIO)).at(-1)!.kind).toBe('password-changed');
  });

  it('a password change in a GET (spec §7) is taken only from the chain’s own site, and never cached', async () => {
    const url = '/ebsn/api/registration/update_password?old_password=a&new_password=bbbbbb';
    const crossSite = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'castoro.localhost', 'x-ebsn-session': mario, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'castoro.localhost', 'x-ebsn-session': mario, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).not.toBe(404);
    // A wrong current password changes nothing.
    expect(own.json().response.status).not.toBe(0);
    expect(own.headers['cache-control']).toMatch(/no-store/);
  });
});
