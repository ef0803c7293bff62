/*
 * README "Delivery fee by slot": a slot may cost its own delivery fee; the shopper's list shows each slot's,
 * the cart and the order charge the chosen slot's, and the free-delivery threshold still makes it free.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { timeslotListDataSchema, type Timeslot } from '@spesa/shared/delivery/timeslot.contract';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { apiCaller, demoProducts, type Call, type CartBody } from '../../../test/checkout-fixtures.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';
import { demoSlotFeeCents } from '../../db/seed/seed-slot-fees.js';

describe.each(DIALECTS)('delivery fee by slot on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let admin: string;
  let piece: { id: number; priceCents: number };

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    admin = await loginStaff(t, 'castoro', 'chain_admin');
    piece = (await demoProducts(t.testDb.db, 'castoro')).pieces[0]!;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario, body: {} });
  });

  const setFee = (timeslotId: number, deliveryFee: unknown) =>
    staffCall(t.app, 'POST', '/ebsn/api/admin/slots/fee', {
      staffToken: admin,
      json: { timeslotId, deliveryFee },
    });

  async function slotList() {
    const res = await call('GET', '/timeslot/list', { token: mario });
    return timeslotListDataSchema.parse(res.json<{ data: unknown }>().data);
  }

  /** Mario at home with `quantity` of one product; answers two open slots of the same day. */
  async function homeCartWithTwoSlots(quantity: number): Promise<{ date: string; slots: Timeslot[] }> {
    const homes = (await call('GET', '/user-address/list?address_type=home', { token: mario })).json<{
      data: { addresses: { addressId: number }[] };
    }>().data.addresses;
    await call(
      'POST',
      `/user-address/select?address_type=home&address_id=${homes[0]!.addressId}&delivery_service_id=2`,
      { token: mario },
    );
    const added = await call('POST', '/cart/add', {
      token: mario,
      body: { items: [{ productId: piece.id, quantity }] },
    });
    expect(added.json<CartBody>().response.status).toBe(0);
    const day = (await slotList()).days.find(
      (d) => d.timeslots.filter((s) => s.active === 1 && s.status !== 'full').length >= 2,
    )!;
    return { date: day.dateIso, slots: day.timeslots.filter((s) => s.active === 1 && s.status !== 'full') };
  }

  async function select(date: string, timeslotId: number): Promise<CartBody['data']['cart']> {
    const chosen = await call('GET', `/timeslot/select?sel_date=${date}&timeslot_id=${timeslotId}`, {
      token: mario,
    });
    expect(chosen.json<{ response: { status: number } }>().response.status).toBe(0);
    return (await call('GET', '/cart/view', { token: mario })).json<CartBody>().data.cart;
  }

  const priceOf = async (timeslotId: number) =>
    (await slotList()).days.flatMap((d) => d.timeslots).find((s) => s.timeslotId === timeslotId)!.deliveryFee;

  it('lists each slot’s price: the zone’s, or the slot’s own once the store sets one', async () => {
    const { slots } = await homeCartWithTwoSlots(1);
    const [plain, dear] = slots as [Timeslot, Timeslot];
    const zoneFee = plain.deliveryFee;
    expect(zoneFee).toBeGreaterThan(0);
    expect(dear.deliveryFee).toBe(zoneFee);

    const set = await setFee(dear.timeslotId, 6.9);
    expect(set.body.response.status).toBe(0);
    expect(set.body.data.slot.deliveryFee).toBe(6.9);
    expect(await priceOf(dear.timeslotId)).toBe(6.9);
    expect(await priceOf(plain.timeslotId)).toBe(zoneFee);

    const cleared = await setFee(dear.timeslotId, null);
    expect(cleared.body.data.slot.deliveryFee).toBeNull();
    expect(await priceOf(dear.timeslotId)).toBe(zoneFee);
  });

  it('charges the chosen slot’s fee in the cart and on the order, and nothing from the threshold', async () => {
    const { date, slots } = await homeCartWithTwoSlots(Math.ceil(3000 / piece.priceCents));
    const [plain, dear] = slots as [Timeslot, Timeslot];
    await setFee(dear.timeslotId, 7.5);

    const atZone = await select(date, plain.timeslotId);
    expect(atZone.deliveryFee).toBe(plain.deliveryFee);
    const atDear = await select(date, dear.timeslotId);
    expect(atDear.deliveryFee).toBe(7.5);
    expect(atDear.totals.find((line) => line.code === 'deliveryFee')?.amount).toBe(7.5);
    expect(atDear.grossTotal).toBeCloseTo(atZone.grossTotal + 7.5 - plain.deliveryFee, 2);

    await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } });
    const bought = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<{
      response: { status: number };
      data: { orderId: number };
    }>();
    expect(bought.response.status).toBe(0);
    const order = (await call('GET', `/order/view?order_id=${bought.data.orderId}`, { token: mario })).json<{
      data: { data: { deliveryFee: number; grossTotal: number } };
    }>().data.data;
    expect(order.deliveryFee).toBe(7.5);
    expect(order.grossTotal).toBeCloseTo(atDear.grossTotal, 2);
  });

  it('still makes delivery free from the chain’s threshold, whatever the slot costs', async () => {
    const { date, slots } = await homeCartWithTwoSlots(Math.ceil(8000 / piece.priceCents));
    const dear = slots[1]!;
    await setFee(dear.timeslotId, 9.9);
    const cart = await select(date, dear.timeslotId);
    expect(cart.totalPrice).toBeGreaterThanOrEqual(80);
    expect(cart.deliveryFee).toBe(0);
  });

  it('refuses a bad fee in Italian and leaves the slot as it was', async () => {
    const { slots } = await homeCartWithTwoSlots(1);
    const slot = slots[0]!;
    await setFee(slot.timeslotId, 4.9);
    for (const bad of [-1, 50.01, 4.995, 'tanto', undefined]) {
      const res = await setFee(slot.timeslotId, bad);
      expect(res.status).toBe(400);
      expect(res.body.response.errors[0].error).toBe('Richiesta non valida: controlla deliveryFee.');
    }
    expect(await priceOf(slot.timeslotId)).toBe(4.9);
    await setFee(slot.timeslotId, null);
  });
});

describe('demo slot fees', () => {
  it('make evening and Saturday slots dearer and the weekday early slot cheaper, in some chains only', () => {
    // 2026-12-01 is a Tuesday, 2026-12-05 a Saturday.
    expect(demoSlotFeeCents('dem', { date: '2026-12-01', beginTime: '18:00' }, 2)).toBe(590);
    expect(demoSlotFeeCents('dem', { date: '2026-12-05', beginTime: '10:00' }, 2)).toBe(490);
    expect(demoSlotFeeCents('dem', { date: '2026-12-01', beginTime: '08:00' }, 2)).toBe(190);
    expect(demoSlotFeeCents('dem', { date: '2026-12-01', beginTime: '12:00' }, 2)).toBeNull();
    expect(demoSlotFeeCents('dem', { date: '2026-12-01', beginTime: '18:00' }, 1)).toBeNull();
    expect(demoSlotFeeCents('castoro', { date: '2026-12-01', beginTime: '18:00' }, 2)).toBeNull();
  });
});
