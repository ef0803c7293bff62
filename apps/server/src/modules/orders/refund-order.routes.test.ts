import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NOT_REFUNDABLE_MESSAGE,
  REFUND_ABOVE_PAID_MESSAGE,
  REFUND_GATEWAY_FAILED_MESSAGE,
  REFUND_REQUEST_REUSED_MESSAGE,
} from '@spesa/shared/admin/order-refund.contract';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';
import { createDeferredWork } from '../../lib/deferred-work.js';
import { createShopperService } from '../account/shopper.service.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import type { PaymentGateway, PaymentRef } from '../payment/payment-gateway.js';
import { createTestGateway, TEST_CARDS, type TestGateway } from '../payment/test-gateway.js';
import { createRefundService } from './refund-order.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';

/** A mailer that keeps what it sends. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'smtp' as const,
    sent,
    async send(message: MailMessage) {
      sent.push(message);
    },
    async close() {},
  };
}

interface Bought {
  orderId: number;
  points: number;
  grossCents: number;
  ref: PaymentRef | undefined;
}

describe.each(DIALECTS)('refunds of delivered orders, on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let products: DemoProducts;
  let gateway: TestGateway;
  let staffToken: string;
  let nextRequest = 0;
  const mailer = recordingMailer();
  const deferred = createDeferredWork((error) => {
    throw error;
  });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      config: { OPERATOR_TOKEN },
      mailer,
      deferredWork: deferred,
    });
    call = apiCaller(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
    // The same gateway the app runs (same database and secret): the test takes the capture the store takes.
    gateway = createTestGateway({
      db: t.testDb.db,
      clock: { now: () => t.clock.now() },
      secret: t.config.paymentGatewaySecret,
      timeoutMs: 5_000,
      transport: async () => ({ status: 200 }),
      feedbackUrlOf: () => 'http://castoro.localhost/ebsn/api/payment-provider/feedback',
      log: () => {},
    });
    staffToken = await loginStaff(t, 'castoro', 'customer_service');
  });
  afterAll(async () => {
    await t.close();
  });

  const requestId = () => `rimborso-${dialect}-${++nextRequest}`;

  async function shopperWithPoints(email: string): Promise<Shopper> {
    const shopper = await createShopper(t.testDb.db, 'castoro', email, t.clock.now());
    await t.testDb.db
      .insertInto('user_profiles')
      .values({
        user_id: shopper.userId,
        tenant_id: 'castoro',
        username: null,
        fiscal_code: null,
        birth_date: null,
        home_phone: null,
        loyalty_points: 100,
        email_confirmed_at: null,
        anonymized_at: null,
        updated_at: t.clock.now(),
      })
      .execute();
    return shopper;
  }

  async function pointsOf(shopper: Shopper): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('user_profiles')
      .select('loyalty_points')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    return row.loyalty_points;
  }

  const operator = (orderId: number, orderStatusId: number) =>
    call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId, orderStatusId },
    });

  async function payByCard(paymentUrl: string): Promise<void> {
    const res = await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        holder: 'Mario Rossi',
        number: TEST_CARDS.approve,
        expiry: '12/39',
        cvv: '123',
      }).toString(),
    });
    await t.app.inject({
      method: 'GET',
      url: String(res.headers.location),
      headers: { host: hostOf('castoro') },
    });
  }

  /** An order bought (by card, paid and captured, or paid on delivery), then delivered: its points credited. */
  async function delivered(shopper: Shopper, by: 'card' | 'cash'): Promise<Bought> {
    await preparedCart(call, shopper.token, products);
    const type = by === 'card' ? 1 : 2;
    const buy = await call('POST', `/checkout/buy?payment_type_id=${type}`, { token: shopper.token });
    const data = buy.json<{
      data: { orderId: number; paymentUrl: string | null; order: { loyaltyPoints: number } };
    }>().data;
    if (by === 'card') await payByCard(data.paymentUrl!);
    expect((await operator(data.orderId, ORDER_STATUS.DELIVERED)).statusCode).toBe(200);
    const order = await t.testDb.db
      .selectFrom('orders')
      .select(['gross_cents', 'points_credited'])
      .where('id', '=', data.orderId)
      .executeTakeFirstOrThrow();
    expect(order.points_credited).toBe(1);
    let ref: PaymentRef | undefined;
    if (by === 'card') {
      const tx = await t.testDb.db
        .selectFrom('payment_transactions')
        .select('id')
        .where('order_id', '=', data.orderId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      ref = { tenantId: 'castoro', orderId: data.orderId, transactionId: tx.id };
      expect(await gateway.capture(ref, order.gross_cents)).toMatchObject({ state: 'captured' });
    }
    return { orderId: data.orderId, points: data.order.loyaltyPoints, grossCents: order.gross_cents, ref };
  }

  const refund = (orderId: number, amountCents: number, id = requestId(), token = staffToken) =>
    staffCall(t.app, 'POST', '/ebsn/api/admin/orders/refund', {
      staffToken: token,
      json: { orderId, amountCents, reason: 'Prodotti danneggiati alla consegna', requestId: id },
    });

  async function refundState(orderId: number) {
    const order = await t.testDb.db
      .selectFrom('orders')
      .select(['refunded_cents', 'points_reversed', 'points_credited'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const mails = await t.testDb.db
      .selectFrom('order_mail_events')
      .select('event')
      .where('order_id', '=', orderId)
      .where('event', 'like', 'order-refunded%')
      .execute();
    const refunds = await t.testDb.db
      .selectFrom('order_refunds')
      .select(['amount_cents', 'channel'])
      .where('order_id', '=', orderId)
      .execute();
    return { order, mails: mails.map((m) => m.event).sort(), refunds };
  }

  async function gatewayRefunded(ref: PaymentRef): Promise<number> {
    const session = await gateway.findSession(
      gateway
        .paymentUrl({ ...ref, amountCents: 0, saveCard: false })
        .split('/')
        .pop()!,
    );
    return session!.refundedCents;
  }

  it('refunds a delivered card order in whole: the points go back once and the order shows it', async () => {
    const email = 'rimborso.carta@example.com';
    const shopper = await shopperWithPoints(email);
    const bought = await delivered(shopper, 'card');
    expect(bought.points).toBeGreaterThan(0);
    expect(await pointsOf(shopper)).toBe(100 + bought.points);

    const id = requestId();
    const res = await refund(bought.orderId, bought.grossCents, id);
    expect(res.status).toBe(200);
    expect(res.body.data.order.refundedTotal).toBe(bought.grossCents / 100);
    expect(await pointsOf(shopper)).toBe(100);
    // The same request again, and any further refund: nothing more given back, points taken once.
    expect((await refund(bought.orderId, bought.grossCents, id)).status).toBe(200);
    const more = await refund(bought.orderId, 1);
    expect(more.status).toBe(409);
    expect(more.body.response.errors[0].error).toBe(REFUND_ABOVE_PAID_MESSAGE);
    expect(await pointsOf(shopper)).toBe(100);
    expect(await gatewayRefunded(bought.ref!)).toBe(bought.grossCents);
    expect(await refundState(bought.orderId)).toMatchObject({
      order: { refunded_cents: bought.grossCents, points_credited: 0 },
      mails: ['order-refunded'],
      refunds: [{ amount_cents: bought.grossCents, channel: 'gateway' }],
    });
    // One e-mail for the refund, in Italian, with the amount.
    await deferred.drain();
    const mails = mailer.sent.filter((m) => m.to === email && m.kind === 'order-refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Rimborso per il tuo ordine n\. \d+$/);
    expect(mails[0]!.text).toContain(
      `ti abbiamo rimborsato ${(bought.grossCents / 100).toFixed(2).replace('.', ',')}`,
    );
    // The shopper's own view of the order.
    const view = await call('GET', `/order/view?order_id=${bought.orderId}`, { token: shopper.token });
    expect(view.json().data.data.refundedTotal).toBe(bought.grossCents / 100);
    // The audit log names the refund.
    const admin = await loginStaff(t, 'castoro', 'chain_admin');
    const audit = await staffCall(t.app, 'GET', '/ebsn/api/admin/audit', { staffToken: admin });
    expect(audit.body.data.entries.map((e: { action: string }) => e.action)).toContain('order.refund');
  });

  it('a partial refund takes back the points in proportion; the rest of the order takes back the rest', async () => {
    const shopper = await shopperWithPoints('rimborso.parziale@example.com');
    const bought = await delivered(shopper, 'card');
    const part = Math.floor(bought.grossCents / 3);
    expect((await refund(bought.orderId, part)).status).toBe(200);
    const share = Math.floor((bought.points * part) / bought.grossCents);
    expect(await pointsOf(shopper)).toBe(100 + bought.points - share);
    expect((await refund(bought.orderId, bought.grossCents - part)).status).toBe(200);
    expect(await pointsOf(shopper)).toBe(100);
    expect(await refundState(bought.orderId)).toMatchObject({
      order: { refunded_cents: bought.grossCents, points_reversed: bought.points },
      mails: ['order-refunded', 'order-refunded#2'],
    });
  });

  it('two refunds at once never give back more than the capture', async () => {
    const shopper = await shopperWithPoints('rimborso.concorrente@example.com');
    const bought = await delivered(shopper, 'card');
    const amount = Math.ceil(bought.grossCents * 0.6);
    const answers = await Promise.all([refund(bought.orderId, amount), refund(bought.orderId, amount)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await gatewayRefunded(bought.ref!)).toBe(amount);
    const state = await refundState(bought.orderId);
    expect(state.order.refunded_cents).toBe(amount);
    expect(state.mails).toEqual(['order-refunded']);
  });

  it('refuses a refund above what was paid, or of an order not delivered, and changes nothing', async () => {
    const shopper = await shopperWithPoints('rimborso.troppo@example.com');
    const bought = await delivered(shopper, 'card');
    const res = await refund(bought.orderId, bought.grossCents + 1);
    expect(res.status).toBe(409);
    expect(res.body.response.errors[0].error).toBe(REFUND_ABOVE_PAID_MESSAGE);
    // A request id already used for another order's refund refunds nothing here.
    const other = await shopperWithPoints('rimborso.altro@example.com');
    const otherOrder = await delivered(other, 'cash');
    const used = requestId();
    expect((await refund(otherOrder.orderId, 100, used)).status).toBe(200);
    const reused = await refund(bought.orderId, 100, used);
    expect(reused.status).toBe(409);
    expect(reused.body.response.errors[0].error).toBe(REFUND_REQUEST_REUSED_MESSAGE);
    expect(await pointsOf(shopper)).toBe(100 + bought.points);
    expect(await gatewayRefunded(bought.ref!)).toBe(0);
    expect(await refundState(bought.orderId)).toEqual({
      order: { refunded_cents: 0, points_reversed: 0, points_credited: 1 },
      mails: [],
      refunds: [],
    });

    await preparedCart(call, shopper.token, products);
    const open = await call('POST', '/checkout/buy?payment_type_id=2', { token: shopper.token });
    const notDelivered = await refund(open.json().data.orderId, 100);
    expect(notDelivered.status).toBe(409);
    expect(notDelivered.body.response.errors[0].error).toBe(ORDER_NOT_REFUNDABLE_MESSAGE);
  });

  it('records the refund of an order paid on delivery without the gateway', async () => {
    const shopper = await shopperWithPoints('rimborso.contanti@example.com');
    const bought = await delivered(shopper, 'cash');
    expect((await refund(bought.orderId, bought.grossCents)).status).toBe(200);
    expect(await pointsOf(shopper)).toBe(100);
    expect(await refundState(bought.orderId)).toMatchObject({
      order: { refunded_cents: bought.grossCents },
      refunds: [{ amount_cents: bought.grossCents, channel: 'offline' }],
    });
  });

  it('a gateway that fails changes nothing, and the same refund can be asked again', async () => {
    const shopper = await shopperWithPoints('rimborso.errore@example.com');
    const bought = await delivered(shopper, 'card');
    let failures = 1;
    const flaky: Pick<PaymentGateway, 'refund'> = {
      refund: (ref, amountCents, id) => {
        if (failures-- > 0) return Promise.reject(new Error('gateway call timed out after 5000 ms'));
        return gateway.refund(ref, amountCents, id);
      },
    };
    const service = createRefundService({
      db: t.testDb.db,
      clock: t.clock,
      shoppers: createShopperService(),
      gateway: flaky,
      orderMails: { afterCommit: () => {} },
    });
    const body = {
      orderId: bought.orderId,
      amountCents: 500,
      reason: 'Merce mancante',
      requestId: requestId(),
    };
    await expect(service.refund('castoro', body, null)).rejects.toMatchObject({
      code: 'REFUND_GATEWAY_FAILED',
      message: REFUND_GATEWAY_FAILED_MESSAGE,
    });
    expect(await gatewayRefunded(bought.ref!)).toBe(0);
    expect(await refundState(bought.orderId)).toMatchObject({ order: { refunded_cents: 0 }, mails: [] });
    expect(await pointsOf(shopper)).toBe(100 + bought.points);

    await service.refund('castoro', body, null);
    expect(await gatewayRefunded(bought.ref!)).toBe(500);
    expect((await refundState(bought.orderId)).order.refunded_cents).toBe(500);
  });
});
