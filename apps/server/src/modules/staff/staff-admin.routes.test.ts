/*
 * README "Back-office" (Personale, Registro attività): the chain admin creates a member (the second factor
 * shown once), disables and enables them, resets their second factor, and reads the audit log by who, what and
 * day, page by page; on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@spesa/shared/admin/staff.contract';
import { romeDateIso } from '../../lib/italy/rome-time.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';
import { loginStaff, staffCall, totpCode } from '../../../test/staff-session.js';

const ADMIN = '/ebsn/api/admin';

describe.each(DIALECTS)('the chain admin’s staff and audit log, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let storeId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    admin = await loginStaff(t, 'castoro', 'chain_admin');
    const store = await t.testDb.db
      .selectFrom('stores')
      .select('id')
      .where('tenant_id', '=', 'castoro')
      .orderBy('is_default', 'desc')
      .executeTakeFirstOrThrow();
    storeId = store.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Password then the code of `secret`: the session's token, or the refusal. */
  async function login(email: string, password: string, secret: string) {
    const first = await staffCall(t.app, 'POST', `${ADMIN}/auth/login`, { json: { email, password } });
    const token = first.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
    if (!token) return { token: undefined, refusal: first.body.response.errors[0].error as string };
    t.clock.advance(30_000);
    const code = await totpCode(secret, t.clock.now());
    const second = await staffCall(t.app, 'POST', `${ADMIN}/auth/totp`, {
      staffToken: token,
      json: { code },
    });
    return second.status === 200
      ? { token, refusal: undefined }
      : { token: undefined, refusal: second.body.response.errors[0].error as string };
  }

  const post = (url: string, json: unknown, token = admin) =>
    staffCall(t.app, 'POST', `${ADMIN}${url}`, { staffToken: token, json });

  it('creates a picker who logs in with the secret shown once; disabled, the picker is out at once', async () => {
    const created = await post('/staff', {
      name: 'Luca Verdi',
      email: 'luca.verdi@example.com',
      password: 'password-di-luca',
      role: 'picker',
      storeId,
    });
    expect(created.status).toBe(200);
    const { staff, totpSecret, otpauthUri } = created.body.data;
    expect(staff).toMatchObject({ name: 'Luca Verdi', role: 'picker', storeId, disabled: false });
    expect(otpauthUri).toContain(`secret=${totpSecret}`);
    const list = await staffCall(t.app, 'GET', `${ADMIN}/staff`, { staffToken: admin });
    const listed = list.body.data.staff.find((m: { staffId: number }) => m.staffId === staff.staffId);
    expect(listed).toMatchObject({ name: 'Luca Verdi', email: 'luca.verdi@example.com', disabled: false });
    expect(JSON.stringify(list.body)).not.toContain(totpSecret);

    const session = await login('luca.verdi@example.com', 'password-di-luca', totpSecret);
    expect(session.token).toBeDefined();
    const picking = await staffCall(t.app, 'GET', `${ADMIN}/auth/me`, { staffToken: session.token! });
    expect(picking.body.data.staff.role).toBe('picker');

    const disabled = await post('/staff/disabled', { staffId: staff.staffId, disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.staff.disabled).toBe(true);
    expect((await staffCall(t.app, 'GET', `${ADMIN}/auth/me`, { staffToken: session.token! })).status).toBe(
      401,
    );
    const refused = await login('luca.verdi@example.com', 'password-di-luca', totpSecret);
    expect(refused.refusal).toBe('E-mail o password non corretti.');

    const enabled = await post('/staff/disabled', { staffId: staff.staffId, disabled: false });
    expect(enabled.body.data.staff.disabled).toBe(false);
    expect((await login('luca.verdi@example.com', 'password-di-luca', totpSecret)).token).toBeDefined();
  });

  it('resets the second factor: the old secret stops working, the new one is shown once', async () => {
    const created = await post('/staff', {
      name: 'Sara Neri',
      email: 'sara.neri@example.com',
      password: 'password-di-sara',
      role: 'customer_service',
    });
    const { staff, totpSecret: old } = created.body.data;
    const before = await login('sara.neri@example.com', 'password-di-sara', old);
    const reset = await post('/staff/totp-reset', { staffId: staff.staffId });
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.totpSecret as string;
    expect(fresh).not.toBe(old);
    expect(reset.body.data.otpauthUri).toContain(`secret=${fresh}`);
    // Its sessions end with the old factor.
    expect((await staffCall(t.app, 'GET', `${ADMIN}/auth/me`, { staffToken: before.token! })).status).toBe(
      401,
    );
    expect((await login('sara.neri@example.com', 'password-di-sara', old)).refusal).toBe(
      'Il codice di verifica non è valido o è già stato usato.',
    );
    expect((await login('sara.neri@example.com', 'password-di-sara', fresh)).token).toBeDefined();
  });

  it('refuses in Italian: disabling oneself, an unknown member, a member of another chain, bad input', async () => {
    const me = await staffCall(t.app, 'GET', `${ADMIN}/auth/me`, { staffToken: admin });
    const self = await post('/staff/disabled', { staffId: me.body.data.staff.staffId, disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.response.errors[0].error).toBe('Non puoi disattivare il tuo stesso account.');
    const other = await t.testDb.db
      .selectFrom('staff_users')
      .select('id')
      .where('tenant_id', '!=', 'castoro')
      .executeTakeFirst();
    for (const staffId of [999_999, ...(other ? [other.id] : [])]) {
      const unknown = await post('/staff/totp-reset', { staffId });
      expect(unknown.status).toBe(404);
      expect(unknown.body.response.errors[0].error).toBe('Membro del personale non trovato.');
    }
    const bad = await post('/staff/disabled', { staffId: 'uno', disabled: 'forse' });
    expect(bad.status).toBe(400);
    const badDay = await staffCall(t.app, 'GET', `${ADMIN}/audit?date=ieri`, { staffToken: admin });
    expect(badDay.status).toBe(400);
  });

  it('reads the audit log by who, what and day, page by page', async () => {
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const managerId = (await staffCall(t.app, 'GET', `${ADMIN}/auth/me`, { staffToken: manager })).body.data
      .staff.staffId as number;
    const audit = (query: string) =>
      staffCall(t.app, 'GET', `${ADMIN}/audit?${query}`, { staffToken: admin }).then((r) => r.body.data);
    const staffActions = await audit('action=staff');
    const actions = staffActions.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['staff.create', 'staff.disable', 'staff.enable', 'staff.totp-reset']),
    );
    expect(actions.every((a: string) => a.startsWith('staff.'))).toBe(true);
    const byManager = await audit(`staff_id=${managerId}&action=staff.login`);
    expect(byManager.entries.length).toBeGreaterThan(0);
    expect(byManager.entries.every((e: { staffId: number }) => e.staffId === managerId)).toBe(true);
    const today = romeDateIso(t.clock.now());
    expect((await audit(`date=${today}`)).entries.length).toBeGreaterThan(0);
    expect((await audit('date=2020-01-01')).entries).toEqual([]);

    // Pages of 50: enough entries for two.
    await t.testDb.db
      .insertInto('staff_audit_log')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          tenant_id: 'castoro',
          staff_user_id: managerId,
          action: 'order.status',
          target: `order:${i}`,
          details: '{}',
          created_at: t.clock.now(),
        })),
      )
      .execute();
    const first = await audit('action=order&page=1');
    const second = await audit('action=order&page=2');
    expect(first.entries).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(second.entries.length).toBeGreaterThanOrEqual(10);
    expect(second.hasMore).toBe(false);
    expect(second.entries[0].auditId).toBeLessThan(first.entries[49].auditId);
  });
});
