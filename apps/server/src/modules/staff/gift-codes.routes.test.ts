/*
 * README "Back-office", Catalogue and promotions: the chain admin's gift codes, given to shoppers, with their
 * limits (uses, validity, minimum order) held at checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CODE_ALREADY_USED_MESSAGE, GIFT_CODE_EXPIRED_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, chooseStoreAndSlot, demoProducts, type Call } from '../../../test/checkout-fixtures.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('back-office gift codes on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let admin: string;
  let today: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    call = apiCaller(t.app, 'castoro');
    admin = await loginStaff(t, 'castoro', 'chain_admin');
    today = romeDateIso(t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, json: unknown) =>
    staffCall(t.app, 'POST', `/ebsn/api/admin/${url}`, { staffToken: admin, json });

  async function loginGiulia(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=giulia.bianchi%40example.com&password=spesa123&remember_me=true',
    });
    const cookie = res.cookies.find((c) => c.name === 'X-Ebsn-Session');
    if (!cookie) throw new Error(`login failed: ${res.body}`);
    return cookie.value;
  }

  /** An empty cart, a slot, about 15 € of goods and the code on it. */
  async function cartWithCode(token: string, code: string) {
    await call('POST', '/cart/delete', { token });
    await chooseStoreAndSlot(call, token);
    const piece = (await demoProducts(t.testDb.db, 'castoro')).pieces[0]!;
    const quantity = Math.ceil(1500 / piece.priceCents);
    const added = await call('POST', '/cart/add', {
      token,
      body: { items: [{ productId: piece.id, quantity }] },
    });
    expect(added.json().response.status).toBe(0);
    return call('POST', `/cart-giftcertificate/add_code?code=${code}`, { token });
  }

  async function buy(token: string) {
    const prepared = await call('POST', '/checkout/prepare', { token, body: { terms_accepted: true } });
    expect(prepared.json().response.status).toBe(0);
    return (await call('POST', '/checkout/buy?payment_type_id=2', { token })).json<{
      response: { status: number; errors: { error: string }[] };
      data: { order: { giftTotal: number } };
    }>();
  }

  it('creates a code, refuses its name twice, and gives it to a shopper once', async () => {
    const created = await post('gift-codes', {
      code: 'ufficio-10',
      description: '10 € dal back-office',
      amount: 10,
      minOrder: 10,
      validFrom: today,
      validUntil: addDays(today, 5),
      maxUses: 1,
    });
    expect(created.body.response.status).toBe(0);
    expect(created.body.data.giftCode).toMatchObject({
      code: 'UFFICIO-10',
      amount: 10,
      minOrderAmount: 10,
      validFrom: today,
      validUntil: addDays(today, 5),
      maxUses: 1,
      timesUsed: 0,
    });
    const again = await post('gift-codes', {
      code: 'UFFICIO-10',
      description: 'Doppione',
      percentage: 5,
      validFrom: today,
      validUntil: today,
    });
    expect(again.body.response.errors[0].error).toBe('Esiste già un buono con questo codice.');
    const both = await post('gift-codes', {
      code: 'ENTRAMBI',
      description: 'Importo e percentuale',
      amount: 5,
      percentage: 5,
      validFrom: today,
      validUntil: today,
    });
    expect(both.status).toBe(400);

    const id = created.body.data.giftCode.giftCertificateId;
    const assigned = await post('gift-codes/assign', {
      giftCertificateId: id,
      email: 'mario.rossi@example.com',
    });
    expect(assigned.body.response.status).toBe(0);
    const twice = await post('gift-codes/assign', {
      giftCertificateId: id,
      email: 'mario.rossi@example.com',
    });
    expect(twice.body.response.errors[0].error).toBe('Il cliente ha già questo buono.');
    const nobody = await post('gift-codes/assign', { giftCertificateId: id, email: 'nessuno@example.com' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.response.errors[0].error).toBe('Nessun cliente registrato con questa e-mail.');

    const audit = await staffCall(t.app, 'GET', '/ebsn/api/admin/audit', { staffToken: admin });
    const actions = audit.body.data.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['gift_code.create', 'gift_code.assign']));
  });

  it('spends a code at most its uses: the second checkout is refused', async () => {
    const created = await post('gift-codes', {
      code: 'UNAVOLTA',
      description: '5 € una volta sola',
      amount: 5,
      validFrom: today,
      validUntil: addDays(today, 5),
      maxUses: 1,
    });
    const id = created.body.data.giftCode.giftCertificateId;
    for (const email of ['mario.rossi@example.com', 'giulia.bianchi@example.com'])
      expect((await post('gift-codes/assign', { giftCertificateId: id, email })).body.response.status).toBe(
        0,
      );
    const mario = await loginDemo(t.app, 'castoro');
    const giulia = await loginGiulia();
    expect((await cartWithCode(mario, 'UNAVOLTA')).json().response.status).toBe(0);
    expect((await cartWithCode(giulia, 'UNAVOLTA')).json().response.status).toBe(0);

    const first = await buy(mario);
    expect(first.response.status).toBe(0);
    expect(first.data.order.giftTotal).toBe(5);

    const second = await buy(giulia);
    expect(second.response.status).not.toBe(0);
    expect(second.response.errors[0]!.error).toBe(GIFT_CODE_ALREADY_USED_MESSAGE);
    const check = await call('GET', '/cart-giftcertificate/check?code=UNAVOLTA', { token: giulia });
    expect(check.json().data.valid).toBe(false);
  });

  it('takes no code before its first day, and none below its minimum order', async () => {
    const later = await post('gift-codes', {
      code: 'DOMANI',
      description: 'Da domani',
      percentage: 10,
      validFrom: addDays(today, 1),
      validUntil: addDays(today, 5),
    });
    const minimum = await post('gift-codes', {
      code: 'MINIMO100',
      description: '5 € su almeno 100 €',
      amount: 5,
      minOrder: 100,
      validFrom: today,
      validUntil: addDays(today, 5),
    });
    for (const created of [later, minimum])
      await post('gift-codes/assign', {
        giftCertificateId: created.body.data.giftCode.giftCertificateId,
        email: 'mario.rossi@example.com',
      });
    const mario = await loginDemo(t.app, 'castoro');
    const early = await cartWithCode(mario, 'DOMANI');
    expect(early.json().response.status).not.toBe(0);

    expect((await cartWithCode(mario, 'MINIMO100')).json().response.status).toBe(0);
    const order = await buy(mario);
    expect(order.response.status).toBe(0);
    expect(order.data.order.giftTotal).toBe(0);
  });

  it('refuses a code that expired while on the cart as expired, and nothing is spent', async () => {
    const created = await post('gift-codes', {
      code: 'SCADE',
      description: '3 € fino a oggi',
      amount: 3,
      validFrom: today,
      validUntil: addDays(today, 2),
    });
    const id = created.body.data.giftCode.giftCertificateId as number;
    await post('gift-codes/assign', { giftCertificateId: id, email: 'mario.rossi@example.com' });
    const mario = await loginDemo(t.app, 'castoro');
    expect((await cartWithCode(mario, 'SCADE')).json().response.status).toBe(0);
    // Its validity ends while it sits on the cart.
    await t.testDb.db
      .updateTable('gift_certificates')
      .set({ valid_until: t.clock.now() - 1 })
      .where('id', '=', id)
      .execute();
    const refused = await buy(mario);
    expect(refused.response.status).not.toBe(0);
    expect(refused.response.errors[0]!.error).toBe(GIFT_CODE_EXPIRED_MESSAGE);
    const gift = await t.testDb.db
      .selectFrom('gift_certificates')
      .select('times_used')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(gift.times_used).toBe(0);
    const mine = await t.testDb.db
      .selectFrom('user_gift_certificates')
      .select(['used_at', 'used_order_id'])
      .where('gift_certificate_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mine).toEqual({ used_at: null, used_order_id: null });
  });
});
