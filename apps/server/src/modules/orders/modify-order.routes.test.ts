import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderViewDataSchema } from '@spesa/shared/orders/order.contract';
import {
  ORDER_MODIFICATION_CANCELLED_MESSAGE,
  ORDER_MODIFICATION_EXPIRED_MESSAGE,
} from '@spesa/shared/rules/order-modification';
import { TIMESLOT_CHANGE_REFUSED_MESSAGE } from '@spesa/shared/delivery/timeslot.contract';
import { PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  chooseStoreAndSlot,
  demoProducts,
  preparedCart,
  type CartBody,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { createDeferredWork } from '../../lib/deferred-work.js';
import { TEST_CARDS } from '../payment/test-gateway.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';

interface BuyBody {
  response: { status: number; errors: { error: string }[] };
  data: { orderId: number; orderStatusId: number; paymentUrl: string | null };
}

interface Envelope {
  response: { status: number; errors: { error: string }[]; infos: { info: string }[] };
}

describe.each(DIALECTS)("'Modifica ordine' keeps the order (spec §4) on %s", (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let products: DemoProducts;
  const deferred = createDeferredWork((error) => {
    throw error;
  });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      deferredWork: deferred,
      config: { OPERATOR_TOKEN },
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
    // A modification left open by a test is given up; then the cart is emptied.
    await call('POST', '/order/modify-cancel', { token: mario });
    await call('POST', '/cart/delete', { token: mario });
  });

  async function order(orderId: number) {
    const res = await call('GET', `/order/view?order_id=${orderId}`, { token: mario });
    return orderViewDataSchema.parse(res.json().data).data;
  }

  async function cart() {
    return (await call('GET', '/cart/view', { token: mario })).json<CartBody>().data
      .cart as CartBody['data']['cart'] & {
      editingOrderId: number | null;
      editingOrderNumber: number | null;
      editingUntil: string | null;
    };
  }

  /** An order paid on delivery, then a cart of the shopper's own with one other product. */
  async function orderAndOwnCart(paymentTypeId = 2): Promise<{ orderId: number; paymentUrl: string | null }> {
    await preparedCart(call, mario, products, [2, 1]);
    const buy = (
      await call('POST', `/checkout/buy?payment_type_id=${paymentTypeId}`, { token: mario })
    ).json<BuyBody>();
    expect(buy.response.status).toBe(0);
    const own = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[4]!.id, quantity: 4 }] },
    });
    expect(own.json<CartBody>().response.status).toBe(0);
    return { orderId: buy.data.orderId, paymentUrl: buy.data.paymentUrl };
  }

  async function modify(orderId: number) {
    return call('POST', `/order/modify?order_id=${orderId}`, { token: mario });
  }

  async function eventsOf(orderId: number): Promise<string[]> {
    const rows = await t.testDb.db
      .selectFrom('order_mail_events')
      .select('event')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.event);
  }

  async function transactionsOf(orderId: number) {
    return t.testDb.db
      .selectFrom('payment_transactions')
      .select(['status', 'amount_cents'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  function ownLines(c: { cartItems: { product: { productId: number }; quantity: number }[] }) {
    return c.cartItems.map((i) => [i.product.productId, i.quantity]);
  }

  async function payOnPage(paymentUrl: string): Promise<void> {
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
    expect(res.statusCode).toBe(303);
  }

  it('confirming keeps the order id, number and slot, updates lines and totals, mails "modified" once', async () => {
    const { orderId } = await orderAndOwnCart();
    const before = await order(orderId);
    const ownBefore = ownLines(await cart());
    const opened = (await modify(orderId)).json<CartBody>();
    expect(opened.response.status).toBe(0);
    const editing = opened.data.cart as CartBody['data']['cart'] & { editingOrderId: number };
    expect(editing.editingOrderId).toBe(orderId);
    expect(ownLines(editing)).toEqual(before.orderItems.map((i) => [i.product.productId, i.quantity]));
    // The order stays valid meanwhile.
    expect((await order(orderId)).orderStatusId).toBe(3);
    // Its slot stays the order's: another one is refused while modifying.
    const days = (await call('GET', '/timeslot/list', { token: mario })).json<{
      data: { days: { dateIso: string; timeslots: { timeslotId: number; active: number }[] }[] };
    }>().data.days;
    const other = days
      .flatMap((d) => d.timeslots.map((slot) => ({ date: d.dateIso, ...slot })))
      .find((slot) => slot.active === 1 && slot.timeslotId !== before.timeslot.timeslotId)!;
    const moved = await call(
      'GET',
      `/timeslot/select?sel_date=${other.date}&timeslot_id=${other.timeslotId}`,
      {
        token: mario,
      },
    );
    expect(moved.json<Envelope>().response.errors[0]!.error).toBe(TIMESLOT_CHANGE_REFUSED_MESSAGE);

    const added = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[3]!.id, quantity: 2 }] },
    });
    expect(added.json<CartBody>().response.status).toBe(0);
    const prepared = await call('POST', '/checkout/prepare', {
      token: mario,
      body: { terms_accepted: true },
    });
    expect(prepared.json<Envelope>().response.status).toBe(0);
    const confirmed = (
      await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })
    ).json<BuyBody>();
    expect(confirmed.response.status).toBe(0);
    expect(confirmed.data.orderId).toBe(orderId);

    const after = await order(orderId);
    expect(after).toMatchObject({ orderId, orderStatusId: 3, timeslot: before.timeslot });
    expect(after.orderItems.map((i) => i.product.productId)).toEqual([
      ...before.orderItems.map((i) => i.product.productId),
      products.pieces[3]!.id,
    ]);
    expect(Math.round(after.grossTotal * 100)).toBe(
      Math.round(before.grossTotal * 100) + 2 * products.pieces[3]!.priceCents,
    );
    // The shopper's own cart comes back as it was.
    const back = await cart();
    expect(back.editingOrderId).toBeNull();
    expect(ownLines(back)).toEqual(ownBefore);
    await deferred.drain();
    expect(await eventsOf(orderId)).toEqual(['order-received', 'order-modified']);
  });

  it("'Annulla modifiche' leaves the order intact (status, lines, card hold) and restores the cart", async () => {
    const { orderId, paymentUrl } = await orderAndOwnCart(1);
    await payOnPage(paymentUrl!);
    const before = await order(orderId);
    expect(before.orderStatusId).toBe(3);
    const holdBefore = await transactionsOf(orderId);
    expect(holdBefore.map((x) => x.status)).toContain(TX.authorised);
    const ownBefore = ownLines(await cart());

    expect((await modify(orderId)).json<Envelope>().response.status).toBe(0);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[3]!.id, quantity: 5 }] },
    });
    const cancelled = await call('POST', '/order/modify-cancel', { token: mario });
    const body = cancelled.json<Envelope & { data: { cart: { editingOrderId: number | null } } }>();
    expect(body.response.infos[0]!.info).toBe(ORDER_MODIFICATION_CANCELLED_MESSAGE);
    expect(body.data.cart.editingOrderId).toBeNull();

    const after = await order(orderId);
    expect(after).toMatchObject({
      orderStatusId: 3,
      grossTotal: before.grossTotal,
      prebilledAmount: before.prebilledAmount,
      timeslot: before.timeslot,
    });
    expect(after.orderItems).toEqual(before.orderItems);
    expect(await transactionsOf(orderId)).toEqual(holdBefore);
    expect(ownLines(await cart())).toEqual(ownBefore);
    await deferred.drain();
    expect(await eventsOf(orderId)).toEqual(['order-received']);
    // Nothing left to give up: a clear answer, nothing changes.
    const again = (await call('POST', '/order/modify-cancel', { token: mario })).json<Envelope>();
    expect(again.response.errors[0]!.error).toBe('Non stai modificando un ordine.');
  });

  it('a card order modified above its hold is authorised again; the old hold is reversed once approved', async () => {
    const { orderId, paymentUrl } = await orderAndOwnCart(1);
    await payOnPage(paymentUrl!);
    expect((await modify(orderId)).json<Envelope>().response.status).toBe(0);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[3]!.id, quantity: 3 }] },
    });
    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const confirmed = (
      await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })
    ).json<BuyBody>();
    expect(confirmed.data.orderId).toBe(orderId);
    expect(confirmed.data.paymentUrl).not.toBeNull();
    // Until the new authorisation is approved the order stays confirmed on its old hold.
    expect((await order(orderId)).orderStatusId).toBe(3);
    expect((await transactionsOf(orderId)).map((x) => x.status)).toEqual([TX.authorised, TX.inProgress]);
    await payOnPage(confirmed.data.paymentUrl!);
    const after = await order(orderId);
    expect(after.orderStatusId).toBe(3);
    const txs = await transactionsOf(orderId);
    expect(txs.map((x) => x.status)).toEqual([TX.reversed, TX.authorised]);
    expect(txs[1]!.amount_cents).toBe(Math.round(after.prebilledAmount! * 100));
  });

  it('the store taking the order in charge ends its modification: the cart comes back, the order unchanged', async () => {
    const { orderId } = await orderAndOwnCart();
    const before = await order(orderId);
    const ownBefore = ownLines(await cart());
    expect((await modify(orderId)).json<Envelope>().response.status).toBe(0);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[3]!.id, quantity: 2 }] },
    });
    const moved = await call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId, orderStatusId: 4 },
    });
    expect(moved.statusCode).toBe(200);
    const back = await cart();
    expect(back.editingOrderId).toBeNull();
    expect(ownLines(back)).toEqual(ownBefore);
    const after = await order(orderId);
    expect(after).toMatchObject({ orderStatusId: 4, grossTotal: before.grossTotal, modifiableUntil: null });
    expect(after.orderItems).toEqual(before.orderItems);
  });

  it("the order's gift code stays on the modified order, spent once", async () => {
    const now = t.clock.now();
    const userId = (await call('GET', '/cart/view', { token: mario })).json<{
      data: { cart: { user: { userId: number } } };
    }>().data.cart.user.userId;
    const code = await t.testDb.db
      .insertInto('gift_certificates')
      .values({
        tenant_id: 'castoro',
        code: 'MODIFICA3',
        description: 'Tre euro di sconto',
        discount_cents: 300,
        discount_pct: null,
        min_order_cents: null,
        valid_from: now - 1000,
        valid_until: now + 30 * 86_400_000,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assigned = await t.testDb.db
      .insertInto('user_gift_certificates')
      .values({
        tenant_id: 'castoro',
        user_id: userId,
        gift_certificate_id: code.id,
        manual_assigned: 1,
        assigned_at: now,
        used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await chooseStoreAndSlot(call, mario);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 5 }] },
    });
    const coded = await call('POST', '/cart-giftcertificate/add_code?code=MODIFICA3', { token: mario });
    expect(coded.json<CartBody>().data.cart.giftTotal).toBe(3);
    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const { orderId } = (
      await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })
    ).json<BuyBody>().data;
    const before = await order(orderId);
    expect(before.giftTotal).toBe(3);

    const opened = (await modify(orderId)).json<CartBody>();
    expect(opened.data.cart.giftTotal).toBe(3);
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[3]!.id, quantity: 1 }] },
    });
    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const confirmed = (
      await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })
    ).json<BuyBody>();
    expect(confirmed.data.orderId).toBe(orderId);
    const after = await order(orderId);
    expect(after.giftTotal).toBe(3);
    expect(Math.round(after.grossTotal * 100)).toBe(
      Math.round(before.grossTotal * 100) + products.pieces[3]!.priceCents,
    );
    const spent = await t.testDb.db
      .selectFrom('user_gift_certificates')
      .select('used_order_id')
      .where('id', '=', assigned.id)
      .executeTakeFirstOrThrow();
    expect(spent.used_order_id).toBe(orderId);
  });

  it('a card order modified below its hold keeps the hold: no new authorisation', async () => {
    const { orderId, paymentUrl } = await orderAndOwnCart(1);
    await payOnPage(paymentUrl!);
    const before = await order(orderId);
    const holdBefore = await transactionsOf(orderId);
    const opened = (await modify(orderId)).json<CartBody>();
    const smaller = opened.data.cart.cartItems.find((i) => i.product.productId === products.pieces[1]!.id)!;
    await call('POST', '/cart/delete', { token: mario, body: { items: [{ itemId: smaller.itemId }] } });
    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const confirmed = (
      await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })
    ).json<BuyBody>();
    expect(confirmed.data).toMatchObject({ orderId, orderStatusId: 3, paymentUrl: null });
    expect(await transactionsOf(orderId)).toEqual(holdBefore);
    const after = await order(orderId);
    expect(Math.round(after.grossTotal * 100)).toBe(
      Math.round(before.grossTotal * 100) - products.pieces[1]!.priceCents,
    );
    expect(after.orderItems.map((i) => i.product.productId)).toEqual([products.pieces[0]!.id]);
  });

  it('the shopper cancelling the order while modifying it gets the cart back', async () => {
    const { orderId } = await orderAndOwnCart();
    const ownBefore = ownLines(await cart());
    expect((await modify(orderId)).json<Envelope>().response.status).toBe(0);
    const { orderNumber } = await order(orderId);
    // The cart's banner names the order by the chain's number.
    expect((await cart()).editingOrderNumber).toBe(orderNumber);
    const cancelled = await call('POST', `/order/delete?order_id=${orderId}`, { token: mario });
    expect(cancelled.json<Envelope>().response.infos[0]!.info).toBe(`Ordine ${orderNumber} annullato`);
    const back = await cart();
    expect(back.editingOrderId).toBeNull();
    expect(ownLines(back)).toEqual(ownBefore);
    expect((await order(orderId)).orderStatusId).toBe(10);
  });

  it('a modification past the cut-off is given up at read time: order intact, cart restored', async () => {
    const { orderId } = await orderAndOwnCart();
    const before = await order(orderId);
    const ownBefore = ownLines(await cart());
    const opened = (await modify(orderId)).json<{ data: { cart: { editingUntil: string } } }>();
    const until = Date.parse(opened.data.cart.editingUntil);
    expect(until).toBe(Date.parse(before.modifiableUntil!));
    await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: products.pieces[3]!.id, quantity: 1 }] },
    });
    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    t.clock.advance(until - t.clock.now());

    const late = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    expect(late.response.errors[0]!.error).toBe(ORDER_MODIFICATION_EXPIRED_MESSAGE);
    const back = await cart();
    expect(back.editingOrderId).toBeNull();
    expect(ownLines(back)).toEqual(ownBefore);
    const after = await order(orderId);
    expect(after).toMatchObject({
      orderStatusId: 3,
      grossTotal: before.grossTotal,
      timeslot: before.timeslot,
    });
    expect(after.orderItems).toEqual(before.orderItems);
    expect(after.modifiableUntil).toBe(before.modifiableUntil);
    await deferred.drain();
    expect(await eventsOf(orderId)).toEqual(['order-received']);

    // Past the cut-off a modification cannot start: a clear Italian answer, nothing changes.
    const refused = (await modify(orderId)).json<Envelope>();
    expect(refused.response.errors[0]!.error).toMatch(
      /^Non è più possibile modificare l'ordine: le modifiche erano possibili fino a \p{L}+ \d{1,2} \p{L}+ alle \d{2}:\d{2}\.$/u,
    );
    expect((await cart()).editingOrderId).toBeNull();
    expect(await order(orderId)).toEqual(after);
  });

  it('the periodic sweep gives up a modification past its cut-off before anyone reads the cart', async () => {
    const { orderId } = await orderAndOwnCart();
    const before = await order(orderId);
    const ownCartId = (await cart()).cartId;
    const opened = (await modify(orderId)).json<{
      data: { cart: { cartId: number; editingUntil: string } };
    }>();
    t.clock.advance(Date.parse(opened.data.cart.editingUntil) - t.clock.now() + 1);
    await t.app.sweepUnpaidOrders();
    const rows = await t.testDb.db
      .selectFrom('carts')
      .select(['id', 'status'])
      .where('id', 'in', [ownCartId, opened.data.cart.cartId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ownCartId, status: 0 },
      { id: opened.data.cart.cartId, status: 10 },
    ]);
    const after = await order(orderId);
    expect(after).toMatchObject({ orderStatusId: 3, grossTotal: before.grossTotal });
    expect(after.orderItems).toEqual(before.orderItems);
  });
});
