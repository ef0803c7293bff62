import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuro } from '@spesa/shared/common/money';
import { getTenant } from '@spesa/tenants/tenants';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, demoProducts, type Call, type CartBody } from '../../../test/checkout-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';

interface Refusal {
  response: { status: number; errors: { error: string; code: string }[] };
}

// castoro keeps the shared defaults: 30 € minimum and free delivery from 80 € at home, no minimum for pick-up.
const settings = getTenant('castoro').settings;

describe.each(DIALECTS)('minimum order and free delivery (chain settings) on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let piece: { id: number; priceCents: number };

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    piece = (await demoProducts(t.testDb.db, 'castoro')).pieces[0]!;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario, body: {} });
  });

  it('the demo chain has the thresholds these tests rely on', () => {
    expect(settings.minimumOrder).toEqual({ homeDelivery: 30, pickUp: 0 });
    expect(settings.freeDeliveryFrom).toEqual({ homeDelivery: 80, pickUp: null });
    expect(piece.priceCents).toBeLessThan(3000);
  });

  /** Mario's served home address and the first free slot, then `quantity` of one product. */
  async function homeCart(quantity: number): Promise<CartBody['data']['cart']> {
    const homes = (await call('GET', '/user-address/list?address_type=home', { token: mario })).json<{
      data: { addresses: { addressId: number }[] };
    }>().data.addresses;
    const selected = await call(
      'POST',
      `/user-address/select?address_type=home&address_id=${homes[0]!.addressId}&delivery_service_id=2`,
      { token: mario },
    );
    expect(selected.json<Refusal>().response.status).toBe(0);
    const days = (await call('GET', '/timeslot/list', { token: mario })).json<{
      data: {
        days: { dateIso: string; timeslots: { timeslotId: number; status: string; active: number }[] }[];
      };
    }>().data.days;
    const day = days.find((d) => d.timeslots.some((s) => s.active === 1 && s.status !== 'full'))!;
    const slot = day.timeslots.find((s) => s.active === 1 && s.status !== 'full')!;
    const chosen = await call(
      'GET',
      `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${slot.timeslotId}`,
      {
        token: mario,
      },
    );
    expect(chosen.json<Refusal>().response.status).toBe(0);
    const added = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: piece.id, quantity }] },
    });
    expect(added.json<CartBody>().response.status).toBe(0);
    return added.json<CartBody>().data.cart;
  }

  async function ordersOfMario(): Promise<number> {
    const rows = await t.testDb.db
      .selectFrom('orders')
      .select(['id'])
      .where('tenant_id', '=', 'castoro')
      .execute();
    return rows.length;
  }

  async function cartStatus(): Promise<{ cartStatusId: number; cartInfos: Record<string, string> }> {
    return (await call('GET', '/cart/view', { token: mario })).json<CartBody>().data.cart;
  }

  const refusalFor = (goodsCents: number) =>
    `L'ordine minimo è di ${formatEuro(30)}: aggiungi prodotti per almeno ${formatEuro(
      (3000 - goodsCents) / 100,
    )} per concludere l'ordine.`;

  it('refuses to prepare a home delivery below the minimum, in Italian, and changes nothing', async () => {
    const cart = await homeCart(1);
    const goodsCents = Math.round(cart.totalPrice * 100);
    expect(goodsCents).toBe(piece.priceCents);
    const ordersBefore = await ordersOfMario();

    const res = await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    expect(res.statusCode).toBe(200);
    const body = res.json<Refusal>();
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0]).toEqual({
      error: refusalFor(goodsCents),
      code: 'MINIMUM_ORDER_NOT_REACHED',
    });

    const after = await cartStatus();
    expect(after.cartStatusId).toBe(0);
    expect(after.cartInfos.terms_accepted).toBeUndefined();
    expect(await ordersOfMario()).toBe(ordersBefore);
  });

  it('refuses to buy a prepared cart that fell below the minimum, and changes nothing', async () => {
    await homeCart(Math.ceil(3000 / piece.priceCents));
    const prepared = await call('POST', '/checkout/prepare', {
      token: mario,
      body: { terms_accepted: true },
    });
    expect(prepared.json<Refusal>().response.status).toBe(0);
    // The goods fall below the minimum after the lock (e.g. a line the store took back).
    const { cartId } = (await call('GET', '/cart/view', { token: mario })).json<CartBody>().data.cart;
    await t.testDb.db.updateTable('cart_items').set({ quantity: 1 }).where('cart_id', '=', cartId).execute();
    const ordersBefore = await ordersOfMario();

    const res = await call('POST', '/checkout/buy?payment_type_id=2', { token: mario });
    const body = res.json<Refusal>();
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors[0]).toEqual({
      error: refusalFor(piece.priceCents),
      code: 'MINIMUM_ORDER_NOT_REACHED',
    });
    expect((await cartStatus()).cartStatusId).toBe(7);
    expect(await ordersOfMario()).toBe(ordersBefore);
  });

  it("charges the zone's fee below the chain's threshold and nothing from it, also on the order", async () => {
    const zoneFeeCents = async (cartId: number): Promise<number> => {
      const row = await t.testDb.db
        .selectFrom('carts')
        .innerJoin('delivery_zones', 'delivery_zones.id', 'carts.zone_id')
        .select(['delivery_zones.fee_cents'])
        .where('carts.id', '=', cartId)
        .executeTakeFirstOrThrow();
      return row.fee_cents;
    };
    const below = await homeCart(Math.ceil(3000 / piece.priceCents));
    expect(below.totalPrice).toBeLessThan(80);
    const fee = await zoneFeeCents(below.cartId);
    expect(fee).toBeGreaterThan(0);
    expect(below.deliveryFee).toBe(fee / 100);

    const quantity = Math.ceil(8000 / piece.priceCents);
    const updated = await call('POST', '/cart/update', {
      token: mario,
      body: { items: [{ itemId: below.cartItems[0]!.itemId, quantity }] },
    });
    const free = updated.json<CartBody>().data.cart;
    expect(free.totalPrice).toBeGreaterThanOrEqual(80);
    expect(free.deliveryFee).toBe(0);
    expect(free.totals.find((line) => line.code === 'deliveryFee')?.amount).toBe(0);
    expect(free.grossTotal).toBeCloseTo(free.totalPrice - free.giftTotal + free.packageTotal, 2);

    const prepared = await call('POST', '/checkout/prepare', {
      token: mario,
      body: { terms_accepted: true },
    });
    expect(prepared.json<Refusal>().response.status).toBe(0);
    const bought = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<{
      response: { status: number };
      data: { orderId: number };
    }>();
    expect(bought.response.status).toBe(0);
    const order = (await call('GET', `/order/view?order_id=${bought.data.orderId}`, { token: mario })).json<{
      data: { data: { deliveryFee: number; grossTotal: number } };
    }>().data.data;
    expect(order.deliveryFee).toBe(0);
    expect(order.grossTotal).toBeCloseTo(free.grossTotal, 2);
  });
});
