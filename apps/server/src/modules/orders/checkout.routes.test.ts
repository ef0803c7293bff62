import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BILLING_REQUIRED_MESSAGE,
  checkoutBuyDataSchema,
  orderListDataSchema,
  PROFILE_INCOMPLETE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@spesa/shared/orders/order.contract';
import { preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  chooseStoreAndSlot,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { TEST_CARDS } from '../payment/test-gateway.js';

interface BuyBody {
  response: { status: number; errors: { error: string }[]; infos: { info: string }[] };
  data: {
    orderId: number;
    orderStatusId: number;
    paymentUrl: string | null;
    order: { grossTotal: number; prebilledAmount: number | null; loyaltyPoints: number };
  };
}

const OPERATOR_TOKEN = 'operator-token-0123456789';

describe.each(DIALECTS)('checkout, payment and orders on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let other: Shopper;
  let products: DemoProducts;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { OPERATOR_TOKEN } });
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    other = await createShopper(t.testDb.db, 'castoro', 'luigi.verdi@example.com', t.clock.now());
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario });
  });

  async function pay(paymentUrl: string, card: string): Promise<{ location: string; status: number }> {
    const page = await t.app.inject({ method: 'GET', url: paymentUrl, headers: { host: hostOf('castoro') } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('autocomplete="cc-number"');
    const res = await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        holder: 'Mario Rossi',
        number: card,
        expiry: '12/39',
        cvv: '123',
      }).toString(),
    });
    return { location: String(res.headers.location ?? ''), status: res.statusCode };
  }

  async function follow(location: string) {
    return t.app.inject({ method: 'GET', url: location, headers: { host: hostOf('castoro') } });
  }

  async function order(orderId: number, token = mario) {
    return (await call('GET', `/order/view?order_id=${orderId}`, { token })).json().data.data as {
      orderStatusId: number;
      orderNumber: number;
      isPayable: boolean;
      paymentTransaction: { status: number } | null;
      timeslot: { timeslotId: number };
      orderItems: unknown[];
    };
  }

  it('lists the payment types the chain enables', async () => {
    const res = await call('GET', '/payment-type/list');
    const ids = (res.json().data.paymentTypes as { paymentTypeId: number }[]).map((p) => p.paymentTypeId);
    expect(ids).toEqual([1, 2, 13, 17]);
  });

  it('prepare refuses without the terms of sale, and locks the cart (status 7) with them', async () => {
    await chooseStoreAndSlot(call, mario);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 1 }] },
    });
    const refused = await call('POST', '/checkout/prepare', { token: mario, body: {} });
    expect(refused.json().response.errors[0].error).toBe(TERMS_REQUIRED_MESSAGE);
    const ok = await call('POST', '/checkout/prepare', {
      token: mario,
      body: { terms_accepted: true, order_comment: 'Grazie' },
    });
    expect(ok.json().data.cartStatusId).toBe(7);
    const view = await call('GET', '/cart/view', { token: mario });
    expect(view.json().data.cart.cartStatusId).toBe(7);
    expect(view.json().data.cart.cartInfos.order_comment).toBe('Grazie');
  });

  it('prepare refuses a profile below level 2 with the profile message', async () => {
    const shopper = await createShopper(t.testDb.db, 'castoro', 'anna.neri@example.com', t.clock.now());
    await t.testDb.db
      .updateTable('users')
      .set({ profile_level: 1 })
      .where('id', '=', shopper.userId)
      .execute();
    await chooseStoreAndSlot(call, shopper.token);
    await call('POST', '/cart/add', {
      token: shopper.token,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 1 }] },
    });
    const res = await call('POST', '/checkout/prepare', {
      token: shopper.token,
      body: { terms_accepted: true },
    });
    expect(res.json().response.errors[0].error).toBe(PROFILE_INCOMPLETE_MESSAGE);
  });

  it('an invoice needs warehouse 89 and the billing data', async () => {
    const shopper = await createShopper(t.testDb.db, 'castoro', 'pia.blu@example.com', t.clock.now());
    await chooseStoreAndSlot(call, shopper.token);
    await call('POST', '/cart/add', {
      token: shopper.token,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 1 }] },
    });
    await t.testDb.db
      .updateTable('carts')
      .set({ warehouse_id: 89 })
      .where('id', '=', shopper.cartId)
      .execute();
    const res = await call('POST', '/checkout/prepare', {
      token: shopper.token,
      body: { terms_accepted: true, need_invoice: true },
    });
    expect(res.json().response.errors[0].error).toBe(BILLING_REQUIRED_MESSAGE);
  });

  it('pays on delivery: the order is confirmed at once, the slot booked, points earned at delivery', async () => {
    const before = (await call('GET', '/cart/view', { token: mario })).json().data.cart.userPoints.LOYALTY
      .value as number;
    await preparedCart(call, mario, products);
    const res = await call('POST', '/checkout/buy?payment_type_id=2', { token: mario });
    const body = res.json<BuyBody>();
    expect(body.response.status).toBe(0);
    expect(() => checkoutBuyDataSchema.parse(body.data)).not.toThrow();
    expect(body.data.orderStatusId).toBe(3);
    expect(body.data.paymentUrl).toBeNull();
    const hold = await t.testDb.db
      .selectFrom('timeslot_holds')
      .selectAll()
      .where(
        'cart_id',
        '=',
        body.data.order.grossTotal
          ? (
              await t.testDb.db
                .selectFrom('orders')
                .select('cart_id')
                .where('id', '=', body.data.orderId)
                .executeTakeFirstOrThrow()
            ).cart_id
          : 0,
      )
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe(1);
    const after = (await call('GET', '/cart/view', { token: mario })).json().data.cart;
    expect(after.cartItems).toEqual([]);
    // spec §4 loyalty points: credited when the order is delivered (status 8), not when it is placed.
    expect(body.data.order.loyaltyPoints).toBeGreaterThan(0);
    expect(after.userPoints.LOYALTY.value).toBe(before);
    for (const step of [4, 7, 8]) {
      const moved = await call('POST', '/operator/order-status', {
        headers: { 'x-operator-token': OPERATOR_TOKEN },
        body: { orderId: body.data.orderId, orderStatusId: step },
      });
      expect(moved.statusCode).toBe(200);
    }
    const delivered = (await call('GET', '/cart/view', { token: mario })).json().data.cart;
    expect(delivered.userPoints.LOYALTY.value).toBe(before + body.data.order.loyaltyPoints);
  });

  it('pays by card: approved on the hosted page, the feedback confirms the order', async () => {
    await preparedCart(call, mario, products);
    const buy = (
      await call('POST', '/checkout/buy?payment_type_id=1&payment_data=%7B%22save_card%22%3Atrue%7D', {
        token: mario,
      })
    ).json<BuyBody>();
    expect(buy.data.orderStatusId).toBe(1);
    expect(buy.data.paymentUrl).toMatch(/^\/payment-gateway\/pay\/[0-9a-f]{40}$/);
    const goodsCents = Math.round(buy.data.order.grossTotal * 100);
    expect(Math.round(buy.data.order.prebilledAmount! * 100)).toBe(preAuthorisedCents(goodsCents, 0, 20));
    const { location, status } = await pay(buy.data.paymentUrl!, TEST_CARDS.approve);
    expect(status).toBe(303);
    expect(location).toContain('/ebsn/api/payment-provider/return?');
    // The feedback has already confirmed it; the shopper's return finds it paid.
    expect((await order(buy.data.orderId)).orderStatusId).toBe(3);
    const back = await follow(location);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/cart/payment-completed/${buy.data.orderId}`);
    const auths = (await call('GET', '/payment-type/list-auth?payment_type_id=1', { token: mario })).json()
      .data.paymentAuths;
    expect(auths[0]).toMatchObject({ creditCard: '•••• 4242', cardType: 'visa' });
  });

  it('a declined card suspends the order; paying again from the error page works', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    const { location } = await pay(buy.data.paymentUrl!, TEST_CARDS.decline);
    const back = await follow(location);
    expect(back.headers.location).toBe(`/cart/payment-error/${buy.data.orderId}`);
    const failed = await order(buy.data.orderId);
    expect(failed).toMatchObject({ orderStatusId: 2, isPayable: true });
    const retry = (await call('GET', '/order/list-retry-payment', { token: mario })).json();
    expect(orderListDataSchema.parse(retry.data).data.orders.map((o) => o.orderId)).toContain(
      buy.data.orderId,
    );
    const again = (
      await call('POST', `/order/payment?order_id=${buy.data.orderId}`, { token: mario })
    ).json<BuyBody>();
    expect(again.data.paymentUrl).not.toBe(buy.data.paymentUrl);
    await pay(again.data.paymentUrl!, TEST_CARDS.approve);
    expect((await order(buy.data.orderId)).orderStatusId).toBe(3);
  });

  it('a 3-D Secure card asks for the confirmation page; Nega declines, Approva on a retry pays', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    const first = await pay(buy.data.paymentUrl!, TEST_CARDS.challenge);
    expect(first.location).toBe(buy.data.paymentUrl);
    const challenge = await follow(first.location);
    expect(challenge.body).toContain('Approva');
    const denied = await t.app.inject({
      method: 'POST',
      url: `${buy.data.paymentUrl}/challenge`,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=deny',
    });
    expect((await follow(String(denied.headers.location))).headers.location).toBe(
      `/cart/payment-error/${buy.data.orderId}`,
    );
    const again = (
      await call('POST', `/order/payment?order_id=${buy.data.orderId}`, { token: mario })
    ).json<BuyBody>();
    await pay(again.data.paymentUrl!, TEST_CARDS.challenge);
    await t.app.inject({
      method: 'POST',
      url: `${again.data.paymentUrl}/challenge`,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect((await order(buy.data.orderId)).orderStatusId).toBe(3);
  });

  it('refuses an invalid card on the page with Italian messages and no payment', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    const res = await t.app.inject({
      method: 'POST',
      url: buy.data.paymentUrl!,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'holder=Mario&number=4242424242424241&expiry=01%2F20&cvv=1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Numero di carta non valido.');
    expect(res.body).toContain('aria-invalid="true"');
    expect((await order(buy.data.orderId)).orderStatusId).toBe(1);
  });

  it('a forged feedback is refused', async () => {
    const res = await call(
      'GET',
      '/payment-provider/feedback?tenant=castoro&transaction=1&order=1&outcome=approved&sig=00',
    );
    expect(res.statusCode).toBe(400);
  });

  it('cancels an unpaid order after the configured time, giving the slot back', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    await t.app.sweepUnpaidOrders();
    expect((await order(buy.data.orderId)).orderStatusId).toBe(1);
    t.clock.advance(t.config.orderPaymentTimeoutMs + 1000);
    expect(await t.app.sweepUnpaidOrders()).toBeGreaterThanOrEqual(1);
    expect((await order(buy.data.orderId)).orderStatusId).toBe(10);
  });

  it('changes the payment type of a failed order to payment on delivery', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    const { location } = await pay(buy.data.paymentUrl!, TEST_CARDS.decline);
    await follow(location);
    const changed = (
      await call('POST', `/order/modify-payment-type?order_id=${buy.data.orderId}&payment_type_id=2`, {
        token: mario,
      })
    ).json<BuyBody>();
    expect(changed.data.orderStatusId).toBe(3);
    expect(changed.data.paymentUrl).toBeNull();
  });

  it('answers the pre-billed amount from the tenant headroom', async () => {
    await chooseStoreAndSlot(call, mario);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.weighed.id, quantity: 1 }] },
    });
    const data = (await call('GET', '/checkout/prebilled-amount?payment_type_id=1', { token: mario })).json()
      .data;
    expect(data.headroomPct).toBe(20);
    expect(data.variableWeightTotal).toBeGreaterThan(0);
    expect(Math.round(data.prebilledAmount * 100)).toBe(
      preAuthorisedCents(Math.round(data.grossTotal * 100), Math.round(data.variableWeightTotal * 100), 20),
    );
  });

  it('lists orders 12 a page with filters, views, cancels and modifies them', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    const list = orderListDataSchema.parse(
      (await call('GET', '/order/list?fetch_detail=true', { token: mario })).json().data,
    );
    expect(list.data.page.itemsPerPage).toBe(12);
    expect(list.data.orders[0]!.orderItems.length).toBeGreaterThan(0);
    const none = orderListDataSchema.parse(
      (await call('GET', '/order/list?from_gross_total=100000', { token: mario })).json().data,
    );
    expect(none.data.orders).toEqual([]);
    const modified = await call('POST', `/order/modify?order_id=${buy.data.orderId}`, { token: mario });
    expect(modified.json().data.cart.editingOrderId).toBe(buy.data.orderId);
    expect(modified.json().data.cart.cartItems.length).toBeGreaterThan(0);
    expect(modified.json().data.cart.timeslot.timeslotId).toBe(
      (await order(buy.data.orderId)).timeslot.timeslotId,
    );
    // spec §4 'Modifica ordine': the order stays valid (and listed) while it is modified.
    expect((await order(buy.data.orderId)).orderStatusId).toBe(3);
    const listed = orderListDataSchema.parse(
      (await call('GET', '/order/list', { token: mario })).json().data,
    );
    expect(listed.data.orders.map((o) => o.orderId)).toContain(buy.data.orderId);

    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const rebuy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    expect(rebuy.data.orderStatusId).toBe(3);
    expect(rebuy.data.orderId).toBe(buy.data.orderId);
    const cancel = await call('POST', `/order/delete?order_id=${rebuy.data.orderId}`, { token: mario });
    // spec §7 'Ordine {orderId} annullato' names the chain's number, the one the shopper reads.
    const { orderNumber } = await order(rebuy.data.orderId);
    expect(cancel.json().response.infos[0].info).toBe(`Ordine ${orderNumber} annullato`);
    expect((await order(rebuy.data.orderId)).orderStatusId).toBe(10);
  });

  it('the operator moves an order through its statuses; after preparation it cannot be cancelled', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    const refused = await call('POST', '/operator/order-status', {
      body: { tenant: 'castoro', orderId: buy.data.orderId, orderStatusId: 4 },
    });
    expect(refused.statusCode).toBe(403);
    const moved = await call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { tenant: 'castoro', orderId: buy.data.orderId, orderStatusId: 4, executedByAgent: true },
    });
    expect(moved.json().data.data.orderStatusId).toBe(4);
    const res = await call('POST', `/order/delete?order_id=${buy.data.orderId}`, { token: mario });
    expect(res.json().response.status).toBe(1);
    const viewed = (await call('GET', `/order/view?order_id=${buy.data.orderId}`, { token: mario })).json()
      .data.data;
    expect(viewed).toMatchObject({
      orderStatusDescr: 'In preparazione',
      executedByAgent: true,
      isDeletable: false,
    });
  });

  it('the operator endpoint takes its chain from the host: another chain cannot move the order', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    const headers = { 'x-operator-token': OPERATOR_TOKEN };
    const fromDem = await apiCaller(t.app, 'dem')('POST', '/operator/order-status', {
      headers,
      body: { orderId: buy.data.orderId, orderStatusId: 4 },
    });
    expect(fromDem.json().response.status).not.toBe(0);
    const named = await apiCaller(t.app, 'dem')('POST', '/operator/order-status', {
      headers,
      body: { tenant: 'castoro', orderId: buy.data.orderId, orderStatusId: 4 },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().response.errors[0].code).toBe('TENANT_MISMATCH');
    expect((await order(buy.data.orderId)).orderStatusId).toBe(3);
    const moved = await call('POST', '/operator/order-status', {
      headers,
      body: { orderId: buy.data.orderId, orderStatusId: 4 },
    });
    expect(moved.json().data.data.orderStatusId).toBe(4);
  });

  it('reserves parking only for a ready pick-up order, with the three outcomes', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    const early = await call('POST', `/order/reserve?order_id=${buy.data.orderId}`, { token: mario });
    expect(early.json().response.status).toBe(1);
    await t.testDb.db.updateTable('orders').set({ status: 6 }).where('id', '=', buy.data.orderId).execute();
    const ok = await call('POST', `/order/reserve?order_id=${buy.data.orderId}&distance=300`, {
      token: mario,
    });
    expect(ok.json().response.status).toBe(0);
    expect(ok.json().response.infos[0].info).toBeTruthy();
    expect(ok.json().data.reservation.distance).toBe(300);
  });

  it("serves the delivered order's document as a PDF and saves a rating note", async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    // spec §3 need_invoice: the document exists once the order is delivered.
    const delivered = await call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId: buy.data.orderId, orderStatusId: 8 },
    });
    expect(delivered.json().response.status).toBe(0);
    const pdf = await call('GET', `/order/invoice?order_id=${buy.data.orderId}`, { token: mario });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const note = await call('POST', '/note/order/add', {
      token: mario,
      body: { orderId: buy.data.orderId, rating: 5, text: 'Ottimo' },
    });
    expect(note.json().data.note).toMatchObject({ rating: 5, text: 'Ottimo' });
    const updated = await call('POST', '/note/order/update', {
      token: mario,
      body: { noteId: note.json().data.note.noteId, orderId: buy.data.orderId, rating: 4, text: 'Bene' },
    });
    expect(updated.json().data.note.rating).toBe(4);
    const notes = await call('POST', '/note/list', { token: mario, body: { orderId: buy.data.orderId } });
    expect(notes.json().data.notes).toHaveLength(1);
  });

  it('adds every product of an order back to the cart', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    const res = await call('POST', `/cart/add-all-from-order?order_id=${buy.data.orderId}`, { token: mario });
    expect(res.json().data.cart.cartItems).toHaveLength(3);
    expect(res.json().response.infos.length).toBe(1);
  });

  it('lists the payment due dates with the four statuses', async () => {
    const res = await call('GET', '/payment-due-date/list', { token: mario });
    const statuses = (res.json().data.dueDates as { status: string }[]).map((d) => d.status).sort();
    expect(statuses).toEqual(['expired', 'expiring', 'paid', 'pending']);
  });

  it("shopper B never sees, pays, changes or cancels A's orders, by any id", async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    const id = buy.data.orderId;
    const attempts = await Promise.all([
      call('GET', `/order/view?order_id=${id}`, { token: other.token }),
      call('POST', `/order/delete?order_id=${id}`, { token: other.token }),
      call('POST', `/order/modify?order_id=${id}`, { token: other.token }),
      call('POST', `/order/payment?order_id=${id}`, { token: other.token }),
      call('POST', `/order/modify-payment-type?order_id=${id}&payment_type_id=2`, { token: other.token }),
      call('POST', `/order/reserve?order_id=${id}`, { token: other.token }),
      call('GET', `/order/invoice?order_id=${id}`, { token: other.token }),
      call('POST', '/note/order/add', { token: other.token, body: { orderId: id, rating: 1, text: 'x' } }),
      call('POST', `/cart/add-all-from-order?order_id=${id}`, { token: other.token }),
      call('GET', `/checkout/prebilled-amount?order_id=${id}`, { token: other.token }),
    ]);
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
    }
    const list = orderListDataSchema.parse(
      (await call('GET', '/order/list', { token: other.token })).json().data,
    );
    expect(list.data.orders.map((o) => o.orderId)).not.toContain(id);
    expect((await order(id)).orderStatusId).toBe(1);
  });
});
