import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CODE_INVALID_MESSAGE } from '@spesa/shared/cart/cart.contract';
import { writeTransaction } from '../src/db/write-transaction.js';
import { redeemGift } from '../src/modules/cart/cart.repository.js';
import { refToParams, signParams } from '../src/modules/payment/payment-gateway.js';
import { TEST_CARDS } from '../src/modules/payment/test-gateway.js';
import { buildTestApp, hostOf, loginDemo, type TestApp } from './build-test-app.js';
import { apiCaller, demoProducts, preparedCart, type Call, type DemoProducts } from './checkout-fixtures.js';
import { createShopper } from './delivery-fixtures.js';
import { DIALECTS } from './test-db.js';

interface BuyBody {
  response: { status: number };
  data: { orderId: number; paymentUrl: string | null; order: { loyaltyPoints: number } };
}

const OPERATOR_TOKEN = 'operator-token-0123456789';

describe.each(DIALECTS)('checkout under concurrency on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let products: DemoProducts;
  let feedbackLost = false;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      config: { OPERATOR_TOKEN },
      gatewayFeedback: (_url, forward) => (feedbackLost ? Promise.resolve({ status: 503 }) : forward()),
    });
    call = apiCaller(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });

  async function ordersOf(userId: number) {
    return t.testDb.db
      .selectFrom('orders')
      .select(['id', 'status', 'cart_id'])
      .where('user_id', '=', userId)
      .execute();
  }

  it.each([
    ['with one Idempotency-Key', true],
    ['without a key (a doubled click)', false],
  ])(
    '50 parallel confirmations of one cart %s make one order and one authorisation',
    async (_label, withKey) => {
      const shopper = await createShopper(
        t.testDb.db,
        'castoro',
        `par${withKey ? 'k' : 'n'}@example.com`,
        t.clock.now(),
      );
      const cartId = await preparedCart(call, shopper.token, products);
      const headers: Record<string, string> = withKey ? { 'idempotency-key': `${cartId}-confirm-1` } : {};
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          call('POST', '/checkout/buy?payment_type_id=1', { token: shopper.token, headers }),
        ),
      );
      const bodies = answers.map((a) => a.json<BuyBody>());
      expect(bodies.every((b) => b.response.status === 0)).toBe(true);
      const orderIds = new Set(bodies.map((b) => b.data.orderId));
      expect(orderIds.size).toBe(1);
      expect(new Set(bodies.map((b) => b.data.paymentUrl)).size).toBe(1);
      const orders = await ordersOf(shopper.userId);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.cart_id).toBe(cartId);
      const transactions = await t.testDb.db
        .selectFrom('payment_transactions')
        .select('id')
        .where('order_id', '=', orders[0]!.id)
        .execute();
      expect(transactions).toHaveLength(1);
      const holds = await t.testDb.db
        .selectFrom('timeslot_holds')
        .selectAll()
        .where('cart_id', '=', cartId)
        .execute();
      expect(holds).toHaveLength(1);
      expect(holds[0]!.status).toBe(1);
    },
  );

  it("the gateway's feedback racing the shopper's return records one payment and one confirmation e-mail; the points, at delivery, once", async () => {
    const shopper = await createShopper(t.testDb.db, 'castoro', 'race@example.com', t.clock.now());
    await t.testDb.db
      .insertInto('user_profiles')
      .values({
        user_id: shopper.userId,
        tenant_id: 'castoro',
        username: null,
        fiscal_code: null,
        birth_date: null,
        home_phone: null,
        loyalty_points: 0,
        email_confirmed_at: null,
        anonymized_at: null,
        updated_at: t.clock.now(),
      })
      .execute();
    await preparedCart(call, shopper.token, products);
    const buy = (
      await call('POST', '/checkout/buy?payment_type_id=1', { token: shopper.token })
    ).json<BuyBody>();
    const transaction = await t.testDb.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('order_id', '=', buy.data.orderId)
      .executeTakeFirstOrThrow();
    // The gateway approves the card, its own feedback lost: the shop hears of it from the race below.
    feedbackLost = true;
    const paid = await t.app.inject({
      method: 'POST',
      url: buy.data.paymentUrl!,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        holder: 'Mario Rossi',
        number: TEST_CARDS.approve,
        expiry: '12/39',
        cvv: '123',
      }).toString(),
    });
    feedbackLost = false;
    expect(paid.statusCode).toBe(303);
    expect((await ordersOf(shopper.userId))[0]!.status).toBe(1);
    const params = signParams(
      t.config.paymentGatewaySecret,
      refToParams({ tenantId: 'castoro', transactionId: transaction.id, orderId: buy.data.orderId }),
    );
    const query = new URLSearchParams(params).toString();
    const host = { host: hostOf('castoro') };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({
              method: 'POST',
              url: '/ebsn/api/payment-provider/feedback',
              headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
              payload: query,
            })
          : t.app.inject({ method: 'GET', url: `/ebsn/api/payment-provider/return?${query}`, headers: host }),
      ),
    );
    for (const [i, res] of results.entries()) {
      if (i % 2 === 0) expect(res.statusCode).toBe(200);
      else expect(res.headers.location).toBe(`/cart/payment-completed/${buy.data.orderId}`);
    }
    const orders = await ordersOf(shopper.userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe(3);
    const txs = await t.testDb.db
      .selectFrom('payment_transactions')
      .select(['status'])
      .where('order_id', '=', buy.data.orderId)
      .execute();
    expect(txs.map((x) => x.status)).toEqual([2]);
    const profile = await t.testDb.db
      .selectFrom('user_profiles')
      .select('loyalty_points')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    // spec §4: points wait for the delivery; the confirmation e-mail is owed once, however many confirmed it.
    expect(profile.loyalty_points).toBe(0);
    const mails = await t.testDb.db
      .selectFrom('order_mail_events')
      .select('event')
      .where('order_id', '=', buy.data.orderId)
      .execute();
    expect(mails.map((m) => m.event)).toEqual(['order-received']);
    const delivered = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/operator/order-status', {
          headers: { 'x-operator-token': OPERATOR_TOKEN },
          body: { orderId: buy.data.orderId, orderStatusId: 8 },
        }),
      ),
    );
    expect(delivered.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const credited = await t.testDb.db
      .selectFrom('user_profiles')
      .select('loyalty_points')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(credited.loyalty_points).toBe(buy.data.order.loyaltyPoints);
  });

  it('20 simultaneous redemptions of a single-use code spend it exactly once', async () => {
    const code = await t.testDb.db
      .selectFrom('user_gift_certificates')
      .select('id')
      .where('tenant_id', '=', 'castoro')
      .where('used_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        writeTransaction(t.testDb.db, (trx) => redeemGift(trx, 'castoro', code.id, 1000 + i, t.clock.now())),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'used')).toHaveLength(19);
    await t.testDb.db
      .updateTable('user_gift_certificates')
      .set({ used_at: null, used_order_id: null })
      .where('id', '=', code.id)
      .execute();
  });

  it('a gift code spent on an order cannot be added or spent again', async () => {
    const mario = await loginDemo(t.app, 'castoro');
    await preparedCart(call, mario, products, [20, 10, 10]);
    const withCode = await call('POST', '/cart-giftcertificate/add_code?code=BENVENUTO5', { token: mario });
    expect(withCode.json().response.status).toBe(0);
    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/checkout/buy?payment_type_id=2', { token: mario })),
    );
    expect(new Set(answers.map((a) => a.json<BuyBody>().data.orderId)).size).toBe(1);
    const used = await t.testDb.db
      .selectFrom('user_gift_certificates as u')
      .innerJoin('gift_certificates as g', 'g.id', 'u.gift_certificate_id')
      .select(['u.used_order_id'])
      .where('g.code', '=', 'BENVENUTO5')
      .where('u.tenant_id', '=', 'castoro')
      .executeTakeFirstOrThrow();
    expect(used.used_order_id).toBe(answers[0]!.json<BuyBody>().data.orderId);
    const again = await call('POST', '/cart-giftcertificate/add_code?code=BENVENUTO5', { token: mario });
    expect(again.json().response.errors[0].error).toBe(GIFT_CODE_INVALID_MESSAGE);
  });
});
