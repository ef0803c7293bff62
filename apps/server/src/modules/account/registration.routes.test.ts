import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATION_CONFIRMED_MESSAGE,
  REGISTRATION_LINK_INVALID_MESSAGE,
  REGISTRATION_SENT_MESSAGE,
} from '@spesa/shared/account/registration.contract';
import { PRIVACY_REQUIRED_MESSAGE } from '@spesa/shared/account/disclaimer.contract';
import { fiscalCodeCheckCharacter, loyaltyCheckDigit } from '@spesa/shared/validation/validators';
import { getTenant } from '@spesa/tenants/tenants';
import { buildAccountTestApp, qs, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const PREFIX = getTenant('castoro').settings.fidelityCardPrefix;
const validCard = (serial: string) => {
  const body = `${PREFIX}${serial.padStart(12 - PREFIX.length, '0')}`;
  return `${body}${loyaltyCheckDigit(body)}`;
};
const FISCAL_CODE = `VRDLGU90B12H501${fiscalCodeCheckCharacter('VRDLGU90B12H501')}`;

function form(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'segreta1',
    firstName: 'Luigi',
    lastName: 'Verdi',
    phone: '333 1234567',
    fiscalCode: FISCAL_CODE,
    birthDate: '12/02/1990',
    fidelityCard: validCard('777'),
    registrationDisclaimers: [
      { registrationDisclaimerId: 1, value: true },
      { registrationDisclaimerId: 2, value: false },
    ],
    ...overrides,
  };
}

describe.each(DIALECTS)('registration on %s', (dialect) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, { tenants: ['castoro', 'ipercarni'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: unknown, tenant: 'castoro' | 'ipercarni' = 'castoro') =>
    t.call('POST', '/ebsn/api/registration/register_user', { json: body, tenant });

  it("lists the chain's consents with their own wording, privacy required", async () => {
    const res = await t.call(
      'GET',
      '/ebsn/api/registration-disclaimer/list?store_id=5&registration_module_type_id=2',
    );
    const disclaimers = res.body.data.registrationDisclaimers;
    expect(disclaimers.map((d: { code: string }) => d.code)).toEqual(['PRIVACY', 'NEWSLETTER']);
    expect(disclaimers[0]).toMatchObject({ required: true, text: getTenant('castoro').texts.privacyConsent });
    expect(disclaimers[1]).toMatchObject({
      required: false,
      text: getTenant('castoro').texts.newsletterConsent,
    });
  });

  it.each([
    ['email', '', 'E-mail: Campo obbligatorio.'],
    ['email', 'mario@', 'E-mail: Digitare una e-mail valida.'],
    ['password', '12345', 'Password: La password deve essere lunga 6 caratteri.'],
    ['firstName', 'Luigi2', "Nome: Accetta solo caratteri dell'alfabeto."],
    ['lastName', undefined, 'Cognome: Campo obbligatorio.'],
    ['phone', '12345', 'Telefono: Digitare un numero di telefono valido.'],
    ['fiscalCode', 'VRDLGU90B12H501A', 'Codice fiscale: Formato non corretto.'],
    ['birthDate', '31/02/1990', 'Data di nascita: Formato della data gg/mm/aaaa.'],
    ['fidelityCard', '9999123456789', 'Carta fedeltà: Numero di carta fedeltà non valido.'],
    [
      'fidelityCard',
      validCard('778').slice(0, -1) + '0',
      'Carta fedeltà: Numero di carta fedeltà non valido.',
    ],
  ])('refuses %s = %j with the rule’s Italian message', async (field, value, message) => {
    const res = await register(form('nuovo@example.com', { [field]: value }));
    expect(res.status).toBe(200);
    expect(res.body.response.status).not.toBe(0);
    expect(res.body.response.errors[0]!.error).toBe(message);
  });

  it('names every wrong field at once', async () => {
    const res = await register({ email: 'x', password: '1', registrationDisclaimers: [] });
    const text = res.body.response.errors[0]!.error;
    for (const part of ['E-mail:', 'Password:', 'Nome:', 'Cognome:', 'Telefono:'])
      expect(text).toContain(part);
  });

  it('refuses a registration without the privacy consent', async () => {
    const res = await register(
      form('senza.privacy@example.com', {
        registrationDisclaimers: [{ registrationDisclaimerId: 1, value: false }],
      }),
    );
    expect(res.body.response.errors[0]!.error).toBe(PRIVACY_REQUIRED_MESSAGE);
  });

  it('mails a confirmation link; the account exists, and logs in, only once it is opened', async () => {
    const email = 'luigi.verdi@example.com';
    const res = await register(form('Luigi.Verdi@Example.com'));
    expect(res.body.response.status).toBe(0);
    expect(res.body.response.infos[0]!.info).toBe(REGISTRATION_SENT_MESSAGE);
    const [mail] = await t.mails('castoro', email);
    expect(mail!.kind).toBe('registration-confirm');
    expect(mail!.subject).toContain('Castoro Supermercati');
    expect(mail!.sender).toBe('"Castoro Supermercati" <no-reply@spesa.localhost>');
    const link = mail!.links[0]!;
    expect(link.origin).toBe('http://castoro.localhost:8080');
    expect(link.pathname).toBe('/registration/confirm');
    expect(link.searchParams.get('e_mail')).toBe(email);
    const code = link.searchParams.get('reg_control_code')!;
    expect(mail!.text).toContain(`Codice di conferma: ${code}`);

    expect(await t.login(email, 'segreta1')).toBeUndefined();

    const confirm = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: code })}`,
    );
    expect(confirm.body.response.status).toBe(0);
    expect(confirm.body.response.infos[0]!.info).toBe(REGISTRATION_CONFIRMED_MESSAGE);

    const token = await t.login(email, 'segreta1');
    expect(token).toBeDefined();
    const detail = await t.call('GET', '/ebsn/api/registration/user_detail', { token: token! });
    expect(detail.body.data.user).toMatchObject({
      email,
      firstName: 'Luigi',
      lastName: 'Verdi',
      fiscalCode: FISCAL_CODE,
      birthDate: '12/02/1990',
      fidelityCard: validCard('777'),
      profile: { level: 2, confirmed: true },
      legals: [{ legalId: 1 }],
    });

    const again = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: code })}`,
    );
    expect(again.body.response.errors[0]!.error).toBe(REGISTRATION_LINK_INVALID_MESSAGE);
  });

  it('signs the shopper in with the answer that confirms the registration', async () => {
    const email = 'subito.dentro@example.com';
    await register(form(email, { fidelityCard: '' }));
    const code = (await t.mails('castoro', email))[0]!.links[0]!.searchParams.get('reg_control_code')!;
    const confirm = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: code })}`,
    );
    expect(confirm.body.response.infos[0]!.info).toBe(REGISTRATION_CONFIRMED_MESSAGE);
    expect(confirm.body.user).toMatchObject({ login: email, firstName: 'Luigi' });
    expect(confirm.body.user.userId).toBeGreaterThan(0);
    const token = confirm.cookies.find((cookie) => cookie.name === 'X-Ebsn-Session')?.value;
    expect(token).toBeTruthy();
    const session = await t.call('GET', '/ebsn/api/auth/test', { token: token! });
    expect(session.body.user).toMatchObject({ userId: confirm.body.user.userId, login: email });

    // A refused code signs nobody in and sets no session.
    const refused = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: code })}`,
    );
    expect(refused.body.response.errors[0]!.error).toBe(REGISTRATION_LINK_INVALID_MESSAGE);
    expect(refused.body.user.userId).toBeLessThanOrEqual(0);
    expect(refused.cookies.find((cookie) => cookie.name === 'X-Ebsn-Session')).toBeUndefined();
  });

  it('a profile registered without a fiscal code starts at level 1', async () => {
    const email = 'senza.cf@example.com';
    await register(form(email, { fiscalCode: '', fidelityCard: '' }));
    const code = (await t.mails('castoro', email))[0]!.links[0]!.searchParams.get('reg_control_code')!;
    await t.call('POST', '/ebsn/api/registration/registration_confirm', {
      form: { e_mail: email, reg_control_code: code },
    });
    const token = await t.login(email, 'segreta1');
    const detail = await t.call('GET', '/ebsn/api/registration/user_detail', { token: token! });
    expect(detail.body.data.user.profile).toEqual({ level: 1, confirmed: false });
    expect(detail.body.user.profileConfirmed).toBe(false);
    // Every answer of the session says the same, from the login on.
    const session = await t.call('GET', '/ebsn/api/auth/test', { token: token! });
    expect(session.body.user.profileConfirmed).toBe(false);
  });

  it('answers an address that already has an account exactly like a new one, and tells only its owner', async () => {
    const known = await register(form('mario.rossi@example.com', { fidelityCard: '' }));
    const fresh = await register(form('nessuno.ancora@example.com', { fidelityCard: '' }));
    expect(known.body).toEqual(fresh.body);
    const mails = await t.mails('castoro', 'mario.rossi@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['registration-existing']);
    expect(mails[0]!.links[0]!.pathname).toBe('/reset-password-request');
    const pending = await t.testDb.db
      .selectFrom('pending_registrations')
      .select('email')
      .where('email', '=', 'mario.rossi@example.com')
      .execute();
    expect(pending).toEqual([]);
  });

  it('a wrong or expired code confirms nothing', async () => {
    const email = 'scade@example.com';
    await register(form(email, { fidelityCard: '' }));
    const code = (await t.mails('castoro', email))[0]!.links[0]!.searchParams.get('reg_control_code')!;
    const wrong = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: `${code}x` })}`,
    );
    expect(wrong.body.response.errors[0]!.error).toBe(REGISTRATION_LINK_INVALID_MESSAGE);
    const otherAddress = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: 'altro@example.com', reg_control_code: code })}`,
    );
    expect(otherAddress.body.response.status).not.toBe(0);
    t.clock.advance(49 * 60 * 60 * 1000);
    const late = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: code })}`,
    );
    expect(late.body.response.errors[0]!.error).toBe(REGISTRATION_LINK_INVALID_MESSAGE);
  });

  it('resends a new working link, at most one a minute, and answers alike for any address', async () => {
    const email = 'reinvio@example.com';
    await register(form(email, { fidelityCard: '' }));
    await t.settle();
    const soon = await t.call('POST', '/ebsn/api/registration/registration_resend_email', {
      form: { e_mail: email },
    });
    const unknown = await t.call('POST', '/ebsn/api/registration/registration_resend_email', {
      form: { e_mail: 'mai.visto@example.com' },
    });
    expect(soon.body).toEqual(unknown.body);
    expect(await t.mails('castoro', email)).toHaveLength(1);
    t.clock.advance(61_000);
    await t.call('GET', `/ebsn/api/registration/registration_resend_email?${qs({ e_mail: email })}`);
    const mails = await t.mails('castoro', email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((m) => m.links[0]!.searchParams.get('reg_control_code')!);
    expect(first).not.toBe(second);
    const old = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: first! })}`,
    );
    expect(old.body.response.status).not.toBe(0);
    const fresh = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: second! })}`,
    );
    expect(fresh.body.response.status).toBe(0);
    expect(await t.mails('castoro', 'mai.visto@example.com')).toEqual([]);
  });

  it('a second registration within a minute neither mails again nor spoils the first link', async () => {
    const email = 'doppio@example.com';
    await register(form(email, { fidelityCard: '' }));
    await register(form(email, { fidelityCard: '', firstName: 'Altro' }));
    const mails = await t.mails('castoro', email);
    expect(mails).toHaveLength(1);
    const code = mails[0]!.links[0]!.searchParams.get('reg_control_code')!;
    const res = await t.call(
      'GET',
      `/ebsn/api/registration/registration_confirm?${qs({ e_mail: email, reg_control_code: code })}`,
    );
    expect(res.body.response.status).toBe(0);
  });

  it('refuses a fidelity card already on another account', async () => {
    const card = getTenant('castoro').settings.fidelityCardPrefix;
    const taken = await t.testDb.db
      .selectFrom('users')
      .select('fidelity_card')
      .where('tenant_id', '=', 'castoro')
      .where('email', '=', 'mario.rossi@example.com')
      .executeTakeFirstOrThrow();
    expect(taken.fidelity_card?.startsWith(card)).toBe(true);
    const res = await register(form('carta.presa@example.com', { fidelityCard: taken.fidelity_card }));
    expect(res.body.response.errors[0]!.error).toBe(
      'Questa carta fedeltà è già associata a un altro account.',
    );
  });

  it('a chain that registers elsewhere refuses on the server and names its registration page', async () => {
    const res = await register(form('esterno@example.com', { fidelityCard: '' }), 'ipercarni');
    expect(res.body.response.status).not.toBe(0);
    expect(res.body.response.errors[0]!.error).toContain('https://clienti.ipercarni.it/registrazione');
    expect(await t.mails('ipercarni', 'esterno@example.com')).toEqual([]);
  });

  it('refuses malformed bodies with 400, not 500', async () => {
    const res = await t.call('POST', '/ebsn/api/registration/register_user', { json: { email: 42 } });
    expect(res.status).toBe(400);
  });
});
