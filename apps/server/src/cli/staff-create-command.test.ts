import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { STAFF_COOKIE } from '@spesa/shared/admin/staff.contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { staffCall } from '../../test/staff-session.js';
import { createStaffService } from '../modules/staff/staff.service.js';
import { runStaffCreateCommand } from './staff-create-command.js';

describe('staff:create command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { tenants: ['castoro'] });
  });
  afterAll(async () => {
    await t.close();
  });

  function run(args: string[], env: { STAFF_PASSWORD?: string } = {}) {
    const staff = createStaffService({ db: t.testDb.db, clock: t.clock, isStoreOfTenant: async () => true });
    const out: string[] = [];
    const err: string[] = [];
    return runStaffCreateCommand(args, staff, { out: (l) => out.push(l), err: (l) => err.push(l) }, env).then(
      (code) => ({ code, out, err }),
    );
  }

  it('creates the first chain admin, who then logs in with the printed secret', async () => {
    const { code, out } = await run(['castoro', 'Capo@Castoro.example', 'chain_admin'], {
      STAFF_PASSWORD: 'password-del-capo',
    });
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Creato capo@castoro\.example \(Amministratore della catena\), id \d+$/);
    const secret = out.find((l) => l.startsWith('Segreto TOTP: '))!.slice('Segreto TOTP: '.length);
    expect(out.find((l) => l.startsWith('URI otpauth: '))).toContain(`otpauth://totp/`);
    expect(out.some((l) => l.startsWith('Password'))).toBe(false);

    const login = await staffCall(t.app, 'POST', '/ebsn/api/admin/auth/login', {
      json: { email: 'capo@castoro.example', password: 'password-del-capo' },
    });
    const token = login.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    const code2 = await generate({ secret, epoch: Math.floor(t.clock.now() / 1000) });
    const ok = await staffCall(t.app, 'POST', '/ebsn/api/admin/auth/totp', {
      staffToken: token,
      json: { code: code2 },
    });
    expect(ok.body.data.staff.role).toBe('chain_admin');
  });

  it('prints a random password when none is given, and refuses a taken e-mail', async () => {
    const first = await run(['castoro', 'cassa@castoro.example', 'customer_service']);
    expect(first.code).toBe(0);
    expect(first.out.find((l) => l.startsWith('Password: '))).toMatch(/^Password: \S{16}$/);
    const again = await run(['castoro', 'cassa@castoro.example', 'customer_service']);
    expect(again.code).toBe(1);
    expect(again.err[0]).toBe('Esiste già un membro del personale con questa e-mail.');
  });

  it('explains its use on a bad chain, role, or a store role without its store', async () => {
    for (const args of [
      ['nessuna', 'a@b.example', 'chain_admin'],
      ['castoro', 'a@b.example', 'capo'],
      ['castoro', 'a@b.example', 'picker'],
    ]) {
      const res = await run(args, { STAFF_PASSWORD: 'password-lunga' });
      expect(res.code, args.join(' ')).not.toBe(0);
      expect(res.err.join('\n')).toMatch(/Uso: staff:create|Indica il punto vendita/);
    }
  });
});
