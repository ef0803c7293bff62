import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { createDeferredWork } from '../../lib/deferred-work.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { TEST_CARDS } from '../payment/test-gateway.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';

/** A mailer that keeps what it sends, and throws while `failing` (an SMTP server down). */
function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const mailer = {
    transport: 'smtp' as const,
    sent: [] as MailMessage[],
    failing: false,
    async send(message: MailMessage) {
      if (mailer.failing) throw new Error('SMTP non raggiungibile');
      mailer.sent.push(message);
    },
    async close() {},
  };
  return mailer;
}

interface BuyBody {
  data: { orderId: number; paymentUrl: string | null };
}

describe.each(DIALECTS)('order e-mails, each once, after the commit, on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let products: DemoProducts;
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
    mario = await loginDemo(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await deferred.drain();
    await call('POST', '/cart/delete', { token: mario });
    mailer.sent.length = 0;
    mailer.failing = false;
  });

  async function buy(token = mario, paymentTypeId = 2): Promise<BuyBody['data']> {
    await preparedCart(call, token, products);
    const res = await call('POST', `/checkout/buy?payment_type_id=${paymentTypeId}`, { token });
    return res.json<BuyBody>().data;
  }

  function operator(orderId: number, orderStatusId: number) {
    return call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId, orderStatusId },
    });
  }

  async function eventsOf(orderId: number) {
    return t.testDb.db
      .selectFrom('order_mail_events')
      .select(['event', 'detail', 'attempts', 'sent_at', 'last_error'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  const sentOf = (orderId: number) =>
    mailer.sent.filter((m) => m.subject.includes(`ordine n. ${orderId}`)).map((m) => m.kind);

  async function statusOf(orderId: number): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  it('a purchase sends the order received e-mail once, in the chain’s look, with the order summary', async () => {
    const { orderId } = await buy();
    await deferred.drain();
    expect(sentOf(orderId)).toEqual(['order-received']);
    const mail = mailer.sent.find((m) => m.kind === 'order-received')!;
    expect(mail.to).toBe('mario.rossi@example.com');
    expect(mail.fromName).toBe('Castoro Supermercati');
    expect(mail.subject).toBe(`Abbiamo ricevuto il tuo ordine n. ${orderId}`);
    // Mario's codice fiscale records a man: the texts agree.
    expect(mail.text).toContain('Caro Mario,');
    expect(mail.text).toContain('ti terremo aggiornato');
    expect(mail.text).toMatch(/\n- .+ × 2 pz: [\d,]+\s€\n/);
    expect(mail.text).toMatch(/Totale stimato: [\d,]+\s€/);
    expect(mail.text).toMatch(/Fascia oraria: \p{L}+ \d{1,2} \p{L}+ 2026, \d{2}:\d{2}–\d{2}:\d{2}/u);
    expect(mail.text).toContain('Punto di ritiro: ');
    expect(mail.text).toContain('Pagamento: ');
    expect(mail.text).toContain(`http://castoro.localhost:8080/profile/orders/${orderId}`);
    expect(mail.html).toContain('<table role="presentation"');
    const events = await eventsOf(orderId);
    expect(events.map((e) => e.event)).toEqual(['order-received']);
    expect(events[0]!.sent_at).not.toBeNull();
    // The periodic dispatch finds nothing more to send: once.
    expect(await t.app.dispatchOrderMails()).toBe(0);
    expect(sentOf(orderId)).toEqual(['order-received']);
  });

  it('each store event is written once under retries and concurrent status changes', async () => {
    const { orderId } = await buy();
    await Promise.all([operator(orderId, ORDER_STATUS.IN_PREPARATION), operator(orderId, 4)]);
    await Promise.all([operator(orderId, ORDER_STATUS.ALMOST_READY), operator(orderId, 6)]);
    const racing = await Promise.all([
      operator(orderId, ORDER_STATUS.OUT_FOR_DELIVERY),
      operator(orderId, ORDER_STATUS.OUT_FOR_DELIVERY_BY_COURIER),
    ]);
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await operator(orderId, ORDER_STATUS.OUT_FOR_DELIVERY)).statusCode).toBe(200);
    await Promise.all([operator(orderId, ORDER_STATUS.DELIVERED), operator(orderId, ORDER_STATUS.DELIVERED)]);
    await deferred.drain();
    await t.app.dispatchOrderMails();
    expect((await eventsOf(orderId)).map((e) => e.event)).toEqual([
      'order-received',
      'ready-for-pickup',
      'out-for-delivery',
      'delivered',
    ]);
    expect(sentOf(orderId)).toEqual([
      'order-received',
      'order-ready-for-pickup',
      'order-out-for-delivery',
      'order-delivered',
    ]);
    const delivered = mailer.sent.find((m) => m.kind === 'order-delivered')!;
    expect(delivered.text).toContain('Ricevuta');
    expect(delivered.text).toMatch(/Importo finale: [\d,]+\s€/);
  });

  it('an e-mail failure never rolls back the order: the event stays pending and goes on a later dispatch', async () => {
    const { orderId } = await buy();
    await deferred.drain();
    mailer.failing = true;
    const cancelled = await operator(orderId, ORDER_STATUS.CANCELLED);
    expect(cancelled.statusCode).toBe(200);
    await deferred.drain();
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.CANCELLED);
    let pending = (await eventsOf(orderId)).find((e) => e.event === 'order-cancelled')!;
    expect(pending.sent_at).toBeNull();
    expect(pending.attempts).toBe(1);
    expect(pending.last_error).toBe('SMTP non raggiungibile');
    expect(JSON.parse(pending.detail)).toEqual({ by: 'store' });

    mailer.failing = false;
    // Not before its retry time; then once, however many dispatchers run at the same time.
    expect(await t.app.dispatchOrderMails()).toBe(0);
    t.clock.advance(61_000);
    const dispatchers = await Promise.all(Array.from({ length: 4 }, () => t.app.dispatchOrderMails()));
    expect(dispatchers.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await t.app.dispatchOrderMails()).toBe(0);
    pending = (await eventsOf(orderId)).find((e) => e.event === 'order-cancelled')!;
    expect(pending.sent_at).not.toBeNull();
    expect(sentOf(orderId)).toEqual(['order-received', 'order-cancelled']);
    const mail = mailer.sent.find((m) => m.kind === 'order-cancelled')!;
    expect(mail.text).toContain(`il punto vendita ha dovuto annullare il tuo ordine n. ${orderId}.`);
  });

  it('says who cancelled: the shopper, or the sweep of an order left unpaid; a cancelled order earns no points', async () => {
    const own = await buy();
    await call('POST', `/order/delete?order_id=${own.orderId}`, { token: mario });
    const unpaid = await buy(mario, 1);
    t.clock.advance(t.config.orderPaymentTimeoutMs + 1_000);
    expect(await t.app.sweepUnpaidOrders()).toBeGreaterThanOrEqual(1);
    await deferred.drain();
    const cancelledTexts = mailer.sent.filter((m) => m.kind === 'order-cancelled').map((m) => m.text);
    expect(
      cancelledTexts.some((x) =>
        x.includes(`come ci hai chiesto, abbiamo annullato il tuo ordine n. ${own.orderId}.`),
      ),
    ).toBe(true);
    expect(
      cancelledTexts.some((x) =>
        x.includes(
          `il pagamento non è arrivato entro il tempo previsto, quindi abbiamo annullato il tuo ordine n. ${unpaid.orderId}.`,
        ),
      ),
    ).toBe(true);
    // The unpaid card order was never confirmed: no 'order received', only its cancellation.
    expect(sentOf(unpaid.orderId)).toEqual(['order-cancelled']);
    const viewed = await call('GET', `/order/view?order_id=${own.orderId}`, { token: mario });
    const order = viewed.json<{ data: { data: { orderStatusId: number; loyaltyPoints: number } } }>().data
      .data;
    expect(order.orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect(order.loyaltyPoints).toBe(0);
  });

  it('a declined card sends the payment failed e-mail with the pay again link and the deadline, once', async () => {
    const { orderId, paymentUrl } = await buy(mario, 1);
    for (let i = 0; i < 2; i++) {
      const url = i === 0 ? paymentUrl! : await retryUrl(orderId);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          holder: 'Mario Rossi',
          number: TEST_CARDS.decline,
          expiry: '12/39',
          cvv: '123',
        }).toString(),
      });
      expect(res.statusCode).toBe(303);
    }
    await deferred.drain();
    expect(sentOf(orderId)).toEqual(['order-payment-failed']);
    const mail = mailer.sent.find((m) => m.kind === 'order-payment-failed')!;
    expect(mail.subject).toBe(`Errore nel pagamento del tuo ordine n. ${orderId}`);
    expect(mail.text).toContain(`Paga di nuovo: http://castoro.localhost:8080/cart/payment-error/${orderId}`);
    expect(mail.text).toMatch(/entro \p{L}+ \d{1,2} \p{L}+ 2026 alle \d{2}:\d{2}: dopo questo termine/u);
  });

  async function retryUrl(orderId: number): Promise<string> {
    const res = await call('POST', `/order/payment?order_id=${orderId}`, { token: mario });
    return res.json<BuyBody>().data.paymentUrl!;
  }

  it('a modified order sends "order modified" once for the same order, and no cancellation', async () => {
    const first = await buy();
    await deferred.drain();
    const modified = await call('POST', `/order/modify?order_id=${first.orderId}`, { token: mario });
    expect(modified.json<{ response: { status: number } }>().response.status).toBe(0);
    const prepared = await call('POST', '/checkout/prepare', {
      token: mario,
      body: { terms_accepted: true },
    });
    expect(prepared.json<{ response: { status: number } }>().response.status).toBe(0);
    const again = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>()
      .data;
    await deferred.drain();
    // spec §4: confirming the modification updates the same order, which is never cancelled.
    expect(again.orderId).toBe(first.orderId);
    expect(sentOf(first.orderId)).toEqual(['order-received', 'order-modified']);
    const mail = mailer.sent.find((m) => m.kind === 'order-modified')!;
    expect(mail.text).toContain(
      `abbiamo registrato le modifiche al tuo ordine n. ${first.orderId}: numero e fascia oraria restano gli stessi.`,
    );
    expect((await eventsOf(first.orderId)).map((e) => e.event)).toEqual(['order-received', 'order-modified']);
  });

  it('each confirmed modification of the same order sends its own "order modified", once', async () => {
    const { orderId } = await buy();
    for (let round = 0; round < 2; round += 1) {
      await call('POST', `/order/modify?order_id=${orderId}`, { token: mario });
      await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
      const again = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
      expect(again.data.orderId).toBe(orderId);
    }
    await deferred.drain();
    expect((await eventsOf(orderId)).map((e) => e.event)).toEqual([
      'order-received',
      'order-modified',
      'order-modified#2',
    ]);
    expect(sentOf(orderId)).toEqual(['order-received', 'order-modified', 'order-modified']);
  });

  it('a shopper whose profile does not know the gender is greeted in the neutral form', async () => {
    const shopper: Shopper = await createShopper(t.testDb.db, 'castoro', 'neutro@example.com', t.clock.now());
    const { orderId } = await buy(shopper.token);
    await deferred.drain();
    const mail = mailer.sent.find((m) => m.kind === 'order-received' && m.subject.includes(`n. ${orderId}`))!;
    expect(mail.to).toBe('neutro@example.com');
    expect(mail.text.startsWith('Gentile cliente,')).toBe(true);
    expect(mail.text).toContain('ti scriveremo a ogni passo');
  });
});
