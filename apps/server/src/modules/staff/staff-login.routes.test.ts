import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@spesa/shared/admin/staff.contract';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../db/seed/seed-staff.js';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { demoStaffOf, loginStaff, staffCall, totpCode } from '../../../test/staff-session.js';
import { STAFF_SESSION_TTL_MS } from './staff-auth.service.js';

const LOGIN = '/ebsn/api/admin/auth/login';
const TOTP = '/ebsn/api/admin/auth/totp';
const ME = '/ebsn/api/admin/auth/me';

describe.each(DIALECTS)('staff login with password and second factor, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function passwordStep(email = demoStaffEmail('picking', 'castoro'), password = DEMO_STAFF_PASSWORD) {
    const res = await staffCall(t.app, 'POST', LOGIN, { json: { email, password } });
    return { res, token: res.cookies.find((c) => c.name === STAFF_COOKIE)?.value };
  }

  it('asks for the code after the password, in a strict HttpOnly cookie of the back-office only', async () => {
    const { res, token } = await passwordStep();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ totpRequired: true });
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ebsn/api/admin' });
    // The password alone opens nothing.
    const me = await staffCall(t.app, 'GET', ME, { staffToken: token! });
    expect(me.status).toBe(401);
    expect(me.body.response.errors[0].error).toBe('Accesso riservato al personale: effettua il login.');
  });

  it('refuses a wrong password with the same words as an unknown e-mail', async () => {
    const wrong = await passwordStep(undefined, 'non-la-password');
    const unknown = await passwordStep('nessuno@castoro.spesa.example');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.body.response.errors[0].error).toBe('E-mail o password non corretti.');
    expect(unknown.res.body.response.errors[0].error).toBe('E-mail o password non corretti.');
    expect(wrong.token).toBeUndefined();
  });

  it('opens the session with the right code, once: the same code does not open a second one', async () => {
    const picker = demoStaffOf('picker');
    t.clock.advance(30_000);
    const code = await totpCode(picker.totpSecret, t.clock.now());
    const first = await passwordStep();
    const ok = await staffCall(t.app, 'POST', TOTP, { staffToken: first.token!, json: { code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.staff).toMatchObject({ role: 'picker', roleLabel: 'Preparatore' });
    expect(ok.body.data.staff.storeId).toEqual(expect.any(Number));
    const me = await staffCall(t.app, 'GET', ME, { staffToken: first.token! });
    expect(me.body.data.staff.email).toBe('picking@castoro.spesa.example');

    const second = await passwordStep();
    const replay = await staffCall(t.app, 'POST', TOTP, { staffToken: second.token!, json: { code } });
    expect(replay.status).toBe(401);
    expect(replay.body.response.errors[0].error).toBe(
      'Il codice di verifica non è valido o è già stato usato.',
    );
  });

  it('ends a pending login after five wrong codes', async () => {
    const { token } = await passwordStep();
    for (let i = 0; i < 4; i++) {
      const res = await staffCall(t.app, 'POST', TOTP, { staffToken: token!, json: { code: '000000' } });
      expect(res.body.response.errors[0].code).toBe('STAFF_TOTP_INVALID');
    }
    const last = await staffCall(t.app, 'POST', TOTP, { staffToken: token!, json: { code: '000000' } });
    expect(last.body.response.errors[0].code).toBe('STAFF_LOGIN_REQUIRED');
    t.clock.advance(30_000);
    const code = await totpCode(demoStaffOf('picker').totpSecret, t.clock.now());
    const late = await staffCall(t.app, 'POST', TOTP, { staffToken: token!, json: { code } });
    expect(late.status).toBe(401);
  });

  it('refuses a malformed code with an Italian message, not a server error', async () => {
    const { token } = await passwordStep();
    const res = await staffCall(t.app, 'POST', TOTP, { staffToken: token!, json: { code: '12ab' } });
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].error).toBe('Richiesta non valida: controlla code.');
  });

  it('ends the session after a working shift, well before a shopper’s', async () => {
    expect(STAFF_SESSION_TTL_MS).toBeLessThan(t.config.sessionTtlMs);
    const token = await loginStaff(t, 'castoro', 'store_manager');
    t.clock.advance(STAFF_SESSION_TTL_MS - 60_000);
    expect((await staffCall(t.app, 'GET', ME, { staffToken: token })).status).toBe(200);
    t.clock.advance(120_000);
    expect((await staffCall(t.app, 'GET', ME, { staffToken: token })).status).toBe(401);
  });

  it('keeps staff and shoppers apart: a shopper session is no staff session, a staff one no shopper one', async () => {
    const shopper = await loginDemo(t.app, 'castoro');
    const asShopper = await staffCall(t.app, 'GET', ME, { cookies: { 'X-Ebsn-Session': shopper } });
    expect(asShopper.status).toBe(401);
    const asStaffCookie = await staffCall(t.app, 'GET', ME, { staffToken: shopper });
    expect(asStaffCookie.status).toBe(401);
    const staff = await loginStaff(t, 'castoro', 'chain_admin');
    const cart = await t.app.inject({
      method: 'GET',
      url: '/ebsn/api/cart/view',
      headers: { host: 'castoro.localhost:8080' },
      cookies: { 'X-Ebsn-Session': staff },
    });
    expect(cart.statusCode).toBe(419);
  });

  it('logs the login and the logout ends the session', async () => {
    const token = await loginStaff(t, 'castoro', 'chain_admin');
    const audit = await staffCall(t.app, 'GET', '/ebsn/api/admin/audit', { staffToken: token });
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'staff.login',
      staffEmail: 'admin@castoro.spesa.example',
    });
    expect(
      (await staffCall(t.app, 'POST', '/ebsn/api/admin/auth/logout', { staffToken: token })).status,
    ).toBe(200);
    expect((await staffCall(t.app, 'GET', ME, { staffToken: token })).status).toBe(401);
  });
});
