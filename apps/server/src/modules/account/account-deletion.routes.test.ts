import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMIZE_DONE_MESSAGE,
  ANONYMIZE_LINK_INVALID_MESSAGE,
  ANONYMIZE_ORDER_IN_DELIVERY_MESSAGE,
} from '@spesa/shared/account/account-security.contract';
import { buildAccountTestApp, qs, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const MARIO = 'mario.rossi@example.com';
const GIULIA = 'giulia.bianchi@example.com';

describe.each(DIALECTS)('account deletion on %s', (dialect) => {
  let t: AccountTestApp;
  let mario: string;
  let marioId: number;
  const inDelivery = new Set<number>();
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, {
      // The orders module answers this; here a stub says who has an order out for delivery.
      deps: { hasOrderInDelivery: async ({ userId }) => inDelivery.has(userId) },
    });
    mario = (await t.login(MARIO, 'spesa123'))!;
    marioId = (await t.call('GET', '/ebsn/api/auth/test', { token: mario })).body.user.userId;
  });
  afterAll(async () => {
    await t.close();
  });

  async function deletionToken(): Promise<string> {
    const mail = (await t.mails('castoro', MARIO))
      .filter((m) => m.kind === 'account-deletion-confirm')
      .at(-1)!;
    const link = mail.links[0]!;
    expect(link.pathname).toBe('/profile/profile-update');
    expect(link.searchParams.get('login')).toBe(MARIO);
    return link.searchParams.get('anonymize_token')!;
  }

  it('is refused while an order is out for delivery, before any link is mailed', async () => {
    inDelivery.add(marioId);
    const res = await t.call('POST', '/ebsn/api/registration/anonymize_token_request', { token: mario });
    expect(res.body.response.status).not.toBe(0);
    expect(res.body.response.errors[0]!.error).toBe(ANONYMIZE_ORDER_IN_DELIVERY_MESSAGE);
    expect(await t.mails('castoro', MARIO)).toEqual([]);
    inDelivery.delete(marioId);
  });

  it('mails a link that works for its own account only', async () => {
    const res = await t.call('POST', '/ebsn/api/registration/anonymize_token_request', { token: mario });
    expect(res.body.response.status).toBe(0);
    const token = await deletionToken();
    const ok = await t.call(
      'GET',
      `/ebsn/api/registration/anonymize_token_check?${qs({ login: MARIO, token })}`,
    );
    expect(ok.body.response.status).toBe(0);
    const other = await t.call(
      'GET',
      `/ebsn/api/registration/anonymize_token_check?${qs({ login: GIULIA, token })}`,
    );
    expect(other.body.response.errors[0]!.error).toBe(ANONYMIZE_LINK_INVALID_MESSAGE);

    const giulia = (await t.login(GIULIA, 'spesa123'))!;
    const fromGiulia = await t.call('POST', '/ebsn/api/registration/user_anonymize', {
      token: giulia,
      form: { token },
    });
    expect(fromGiulia.body.response.errors[0]!.error).toBe(ANONYMIZE_LINK_INVALID_MESSAGE);
    expect(await t.login(GIULIA, 'spesa123')).toBeDefined();
  });

  it('is refused when an order went out for delivery after the link was mailed', async () => {
    const token = await deletionToken();
    inDelivery.add(marioId);
    const res = await t.call('POST', '/ebsn/api/registration/user_anonymize', {
      token: mario,
      form: { login: MARIO, token },
    });
    expect(res.body.response.errors[0]!.error).toBe(ANONYMIZE_ORDER_IN_DELIVERY_MESSAGE);
    expect(await t.login(MARIO, 'spesa123')).toBeDefined();
    inDelivery.delete(marioId);
  });

  it('removes the personal data, the lists and the codes, and ends every session', async () => {
    const token = await deletionToken();
    const other = (await t.login(MARIO, 'spesa123'))!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/user_anonymize',
      headers: {
        host: 'castoro.localhost:8080',
        'x-ebsn-session': mario,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ login: MARIO, token }),
    });
    expect(res.json().response.infos[0].info).toBe(ANONYMIZE_DONE_MESSAGE);
    expect(String(res.headers['set-cookie'])).toMatch(/X-Ebsn-Session=;/);

    for (const session of [mario, other]) {
      expect((await t.call('GET', '/ebsn/api/auth/test', { token: session })).body.user.userId).toBe(-1);
    }
    expect(await t.login(MARIO, 'spesa123')).toBeUndefined();

    const db = t.testDb.db;
    const user = await db.selectFrom('users').selectAll().where('id', '=', marioId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: '', last_name: '', phone: null, fidelity_card: null });
    expect(user.email).not.toContain('mario');
    const profile = await db
      .selectFrom('user_profiles')
      .selectAll()
      .where('user_id', '=', marioId)
      .executeTakeFirst();
    expect(profile).toMatchObject({
      fiscal_code: null,
      birth_date: null,
      home_phone: null,
      loyalty_points: 0,
    });
    for (const table of [
      'user_billing_addresses',
      'user_disclaimers',
      'user_gift_certificates',
      'wishlists',
    ] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', marioId).execute();
      expect(rows, table).toEqual([]);
    }
    const shares = await db
      .selectFrom('wishlist_shares')
      .select('user_id')
      .where('user_id', '=', marioId)
      .execute();
    expect(shares).toEqual([]);
    const giuliaLists = await db
      .selectFrom('wishlists')
      .innerJoin('users', 'users.id', 'wishlists.user_id')
      .select('wishlists.name')
      .where('users.email', '=', GIULIA)
      .where('users.tenant_id', '=', 'castoro')
      .execute();
    expect(giuliaLists.map((l) => l.name)).toEqual(['Idee per la cena']);
    expect((await t.mails('castoro', MARIO)).at(-1)!.kind).toBe('account-deleted');
  });

  it('the address is free for a new registration afterwards', async () => {
    const res = await t.call('POST', '/ebsn/api/registration/register_user', {
      json: {
        email: MARIO,
        password: 'spesa123',
        firstName: 'Mario',
        lastName: 'Rossi',
        phone: '333 1234567',
        registrationDisclaimers: [{ registrationDisclaimerId: 1, value: true }],
      },
    });
    expect(res.body.response.status).toBe(0);
    expect((await t.mails('castoro', MARIO)).at(-1)!.kind).toBe('registration-confirm');
  });
});
