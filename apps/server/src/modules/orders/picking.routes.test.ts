/*
 * README "Picking": the picker's list, each line's outcome, the finish priced like the cart and the capture of
 * the payment, on both databases. The expected amounts are computed here from the seed's prices, not by the
 * shop's pricing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  chooseStoreAndSlot,
  demoProducts,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';
import { loadInvoiceDocument } from './invoices/order-invoice.js';
import { CAPTURE_CLAIM_LEASE_MS } from '@spesa/shared/admin/picking.contract';
import { claimCapture } from './picking.repository.js';
import { TEST_CARDS } from '../payment/test-gateway.js';

interface Weighed {
  id: number;
  priceCents: number;
}

const ADMIN = '/ebsn/api/admin';

describe.each(DIALECTS)('back-office picking, on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let products: DemoProducts;
  let weighed: Weighed[];
  let picker: string;
  /** Orders whose gateway feedback hangs until released (a gateway that does not answer in time). */
  const hanging = new Set<string>();
  const releases: (() => void)[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      config: { PAYMENT_GATEWAY_TIMEOUT_MS: '300' },
      gatewayFeedback: async (url, forward) => {
        void url;
        if (hanging.size) {
          await new Promise<void>((resolve) => releases.push(resolve));
        }
        return forward();
      },
    });
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
    const rows = await t.testDb.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'product_infos'])
      .where('tenant_id', '=', 'castoro')
      .where('available', '=', 1)
      .where('promo', 'is', null)
      .orderBy('position')
      .execute();
    weighed = rows
      .filter((r) => {
        const infos = JSON.parse(r.product_infos) as Record<string, string>;
        return (
          infos.TIPOLOGIA === 'Sfuso' && infos.WEIGHT_UNIT_SELLING === 'KG' && infos.WEIGHT_UNIT_BASE === 'KG'
        );
      })
      .slice(0, 2)
      .map((r) => ({ id: r.id, priceCents: r.price_cents }));
    expect(weighed).toHaveLength(2);
    picker = await loginStaff(t, 'castoro', 'picker');
  });
  afterAll(async () => {
    for (const release of releases.splice(0)) release();
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario });
  });

  /** An order paid by card (authorised at the test gateway) with these lines; its id. */
  async function paidOrder(items: { productId: number; quantity: number }[]): Promise<number> {
    await chooseStoreAndSlot(call, mario);
    const added = await call('POST', '/cart/add', { token: mario, body: { items } });
    expect(added.json().response.status).toBe(0);
    expect(
      (await call('POST', '/checkout/prepare', { token: mario, body: { terms_accepted: true } })).json()
        .response.status,
    ).toBe(0);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: buy.data.paymentUrl,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        holder: 'Mario Rossi',
        number: TEST_CARDS.approve,
        expiry: '12/39',
        cvv: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const order = await orderRow(buy.data.orderId);
    expect(order.status).toBe(3);
    return buy.data.orderId as number;
  }

  function orderRow(orderId: number) {
    return t.testDb.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  }

  async function itemsOf(orderId: number) {
    return t.testDb.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
  }

  function line(json: Record<string, unknown>, token = picker) {
    return staffCall(t.app, 'POST', `${ADMIN}/picking/line`, { staffToken: token, json });
  }

  function finish(orderId: number) {
    return staffCall(t.app, 'POST', `${ADMIN}/picking/finish`, { staffToken: picker, json: { orderId } });
  }

  /** The bags the shop charges for `pieces` (the chain's default packaging type, as the seed sets it). */
  async function bagCents(pieces: number): Promise<number> {
    const bag = await t.testDb.db
      .selectFrom('packaging_types')
      .select(['cost_cents', 'capacity'])
      .where('tenant_id', '=', 'castoro')
      .where('is_default', '=', 1)
      .executeTakeFirst();
    return bag ? Math.ceil(pieces / bag.capacity) * bag.cost_cents : 0;
  }

  const perKg = (priceCents: number, grams: number) => Math.round((priceCents * grams) / 1000);

  it('lists the slot’s orders by department, records each line, and prices the finish like the cart', async () => {
    const [keep, missing, replaced, substitute] = products.pieces;
    const orderId = await paidOrder([
      { productId: keep!.id, quantity: 2 },
      { productId: missing!.id, quantity: 1 },
      { productId: replaced!.id, quantity: 1 },
      { productId: weighed[0]!.id, quantity: 1 },
      { productId: weighed[1]!.id, quantity: 1 },
    ]);
    const order = await orderRow(orderId);
    const items = await itemsOf(orderId);
    const byProduct = (id: number) => items.find((i) => i.product_id === id)!;

    const list = await staffCall(
      t.app,
      'GET',
      `${ADMIN}/picking?store_id=${order.warehouse_id}&date=${order.timeslot_date}&timeslot_id=${order.timeslot_id}`,
      { staffToken: picker },
    );
    expect(list.status).toBe(200);
    const listed = (
      list.body.data.orders as {
        orderId: number;
        departments: {
          lines: {
            orderItemId: number;
            weighed: boolean;
            expectedWeightGrams: number | null;
            acceptAlternatives: boolean;
          }[];
        }[];
      }[]
    ).find((o) => o.orderId === orderId)!;
    const lines = listed.departments.flatMap((d) => d.lines);
    expect(lines.map((l) => l.orderItemId).sort()).toEqual(items.map((i) => i.id).sort());
    const weighedLine = lines.find((l) => l.orderItemId === byProduct(weighed[0]!.id).id)!;
    expect(weighedLine).toMatchObject({
      weighed: true,
      expectedWeightGrams: Math.round(byProduct(weighed[0]!.id).quantity * 1000),
    });

    // Bad input: a clear Italian refusal, never a 5xx.
    const negative = await line({
      orderId,
      orderItemId: byProduct(weighed[0]!.id).id,
      action: 'weight',
      weightGrams: -5,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.response.errors[0].error).toBe('Richiesta non valida: controlla weightGrams.');
    const unknown = await line({ orderId, orderItemId: 999_999, action: 'confirm' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.response.errors[0].error).toContain('non fa parte dell’ordine');
    const otherChain = await t.testDb.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '!=', 'castoro')
      .executeTakeFirst();
    const foreign = await line({
      orderId,
      orderItemId: byProduct(replaced!.id).id,
      action: 'substitute',
      productId: otherChain?.id ?? 9_999_999,
      quantity: 1,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.response.errors[0].error).toBe(
      'Il prodotto sostitutivo non è nel catalogo di questa catena.',
    );
    const notWeighed = await line({
      orderId,
      orderItemId: byProduct(keep!.id).id,
      action: 'weight',
      weightGrams: 500,
    });
    expect(notWeighed.status).toBe(400);

    const expectedA = Math.round(byProduct(weighed[0]!.id).quantity * 1000);
    const expectedB = Math.round(byProduct(weighed[1]!.id).quantity * 1000);
    const heavier = expectedA + 137;
    const lighter = expectedB - 91;
    for (const json of [
      { orderItemId: byProduct(keep!.id).id, action: 'confirm' },
      { orderItemId: byProduct(missing!.id).id, action: 'missing' },
      {
        orderItemId: byProduct(replaced!.id).id,
        action: 'substitute',
        productId: substitute!.id,
        quantity: 2,
      },
      { orderItemId: byProduct(weighed[0]!.id).id, action: 'weight', weightGrams: heavier },
      { orderItemId: byProduct(weighed[1]!.id).id, action: 'weight', weightGrams: lighter },
    ]) {
      const res = await line({ orderId, ...json });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // The first line picked took the order in charge: it can no longer be modified.
    expect((await orderRow(orderId)).status).toBe(4);

    const done = await finish(orderId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const goods =
      keep!.priceCents * 2 +
      substitute!.priceCents * 2 +
      perKg(weighed[0]!.priceCents, heavier) +
      perKg(weighed[1]!.priceCents, lighter);
    // Pick-up: no delivery fee; bags for 2 + 2 pieces and one per weighed line.
    expect(order.delivery_fee_cents).toBe(0);
    const expected = goods + (await bagCents(6));
    expect(Math.round(done.body.data.finalTotal * 100)).toBe(expected);
    expect(done.body.data).toMatchObject({ orderStatusId: 6, captureState: 'captured' });
    // Never more than the authorisation (the substitute may cost more than the estimate's headroom).
    const captured = Math.min(expected, order.prebilled_cents!);
    expect(Math.round(done.body.data.capturedAmount * 100)).toBe(captured);

    // The orders board shows the final amount.
    const board = await staffCall(
      t.app,
      'GET',
      `${ADMIN}/orders?store_id=${order.warehouse_id}&q=${order.number}`,
      { staffToken: picker },
    );
    const row = (board.body.data.orders as { orderId: number; finalTotal: number | null }[]).find(
      (o) => o.orderId === orderId,
    );
    expect(Math.round(row!.finalTotal! * 100)).toBe(expected);

    // Frozen: no line changes once the picking is finished.
    const late = await line({ orderId, orderItemId: byProduct(keep!.id).id, action: 'missing' });
    expect(late.status).toBe(409);
    expect(late.body.response.errors[0].error).toContain('è già concluso');

    // The shopper reads the final lines and amount.
    const view = (await call('GET', `/order/view?order_id=${orderId}`, { token: mario })).json().data.data;
    expect(Math.round(view.finalTotal * 100)).toBe(expected);
    expect(view.finalLines.map((l: { productId: number }) => l.productId).sort()).toEqual(
      [keep!.id, substitute!.id, weighed[0]!.id, weighed[1]!.id].sort(),
    );

    // One e-mail of what changed, in the outbox once, even when the finish is asked again.
    expect((await finish(orderId)).status).toBe(200);
    const mails = await t.testDb.db
      .selectFrom('order_mail_events')
      .select(['event', 'detail'])
      .where('order_id', '=', orderId)
      .where('event', '=', 'order-picked')
      .execute();
    expect(mails).toHaveLength(1);
    const changes = JSON.parse(JSON.parse(mails[0]!.detail).changes as string) as { outcome: string }[];
    expect(changes.map((c) => c.outcome).sort()).toEqual(['missing', 'substituted', 'weighed', 'weighed']);

    // Delivered, its document lists the final lines and amount.
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const delivered = await staffCall(t.app, 'POST', `${ADMIN}/orders/status`, {
      staffToken: manager,
      json: { orderId, orderStatusId: 8 },
    });
    expect(delivered.status).toBe(200);
    const doc = await loadInvoiceDocument(t.testDb.db, 'castoro', orderId, 'staff');
    expect(doc.totalCents).toBe(expected);
    const names = doc.lines.map((l) => l.description);
    expect(names).toContain(
      view.finalLines.find((l: { productId: number }) => l.productId === substitute!.id).name,
    );
    expect(names).not.toContain(
      byProduct(missing!.id).product ? JSON.parse(byProduct(missing!.id).product).name : '',
    );

    const audit = await t.testDb.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', `order:${orderId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'picking.confirm',
        'picking.missing',
        'picking.substitute',
        'picking.weight',
        'picking.finish',
      ]),
    );
  });

  it('never captures above the authorisation: a heavier final amount captures what was authorised', async () => {
    const orderId = await paidOrder([{ productId: weighed[0]!.id, quantity: 1 }]);
    const [item] = await itemsOf(orderId);
    const grams = Math.round(item!.quantity * 1000) * 3;
    expect(
      (await line({ orderId, orderItemId: item!.id, action: 'weight', weightGrams: grams })).status,
    ).toBe(200);
    const done = await finish(orderId);
    const order = await orderRow(orderId);
    const final = perKg(weighed[0]!.priceCents, grams) + (await bagCents(1));
    expect(Math.round(done.body.data.finalTotal * 100)).toBe(final);
    expect(final).toBeGreaterThan(order.prebilled_cents!);
    expect(done.body.data.captureState).toBe('captured');
    expect(Math.round(done.body.data.capturedAmount * 100)).toBe(order.prebilled_cents);
  });

  it('two finishes at once capture once', async () => {
    const orderId = await paidOrder([{ productId: products.pieces[0]!.id, quantity: 3 }]);
    const [item] = await itemsOf(orderId);
    expect((await line({ orderId, orderItemId: item!.id, action: 'confirm' })).status).toBe(200);
    const [a, b] = await Promise.all([finish(orderId), finish(orderId)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.captureState === 'captured' || b.body.data.captureState === 'captured').toBe(true);
    const session = await t.testDb.db
      .selectFrom('gateway_sessions')
      .select(['status', 'captured_cents'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(session.status).toMatch(/^captured/);
    const picked = await t.testDb.db
      .selectFrom('order_pickings')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(picked.capture_state).toBe('captured');
    expect(picked.captured_cents).toBe(session.captured_cents);
    expect(
      await t.testDb.db
        .selectFrom('order_pickings')
        .select('order_id')
        .where('order_id', '=', orderId)
        .execute(),
    ).toHaveLength(1);
  });

  it('of two claims of the same capture at once, exactly one wins', async () => {
    const orderId = await paidOrder([{ productId: products.pieces[2]!.id, quantity: 1 }]);
    const [item] = await itemsOf(orderId);
    expect((await line({ orderId, orderItemId: item!.id, action: 'confirm' })).status).toBe(200);
    expect((await finish(orderId)).body.data.captureState).toBe('captured');
    // As if its capture had failed: two retries race for it.
    await t.testDb.db
      .updateTable('order_pickings')
      .set({ capture_state: 'failed' })
      .where('order_id', '=', orderId)
      .execute();
    const claims = await Promise.all([
      claimCapture(t.testDb.db, orderId, ['failed'], t.clock.now()),
      claimCapture(t.testDb.db, orderId, ['failed'], t.clock.now()),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('a gateway that does not answer leaves the capture to retry, and the retry captures', async () => {
    const orderId = await paidOrder([{ productId: products.pieces[1]!.id, quantity: 2 }]);
    const [item] = await itemsOf(orderId);
    expect((await line({ orderId, orderItemId: item!.id, action: 'confirm' })).status).toBe(200);
    hanging.add(String(orderId));
    const done = await finish(orderId);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      captureState: 'failed',
      captureStateLabel: 'Incasso non riuscito: da riprovare',
      capturedAmount: null,
    });
    hanging.clear();
    for (const release of releases.splice(0)) release();
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const retried = await staffCall(t.app, 'POST', `${ADMIN}/picking/capture-retry`, {
      staffToken: manager,
      json: { orderId },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data.captureState).toBe('captured');
    expect(Math.round(retried.body.data.capturedAmount * 100)).toBe(
      Math.round(retried.body.data.finalTotal * 100),
    );
  });

  /**
   * A picked order whose capture was claimed `ageMs` ago by a process that then stopped: the gateway captured
   * (the shop never heard), the shop's row still `capturing`.
   */
  async function leftCapturing(productIndex: number, ageMs: number): Promise<number> {
    const orderId = await paidOrder([{ productId: products.pieces[productIndex]!.id, quantity: 1 }]);
    const [item] = await itemsOf(orderId);
    expect((await line({ orderId, orderItemId: item!.id, action: 'confirm' })).status).toBe(200);
    expect((await finish(orderId)).body.data.captureState).toBe('captured');
    await t.testDb.db
      .updateTable('order_pickings')
      .set({ capture_state: 'capturing', capture_claimed_at: t.clock.now() - ageMs, captured_cents: null })
      .where('order_id', '=', orderId)
      .execute();
    return orderId;
  }

  async function captureRows(orderId: number) {
    const [picked, session] = await Promise.all([
      t.testDb.db
        .selectFrom('order_pickings')
        .select(['capture_state', 'captured_cents', 'capture_claimed_at', 'final_cents'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow(),
      t.testDb.db
        .selectFrom('gateway_sessions')
        .select(['status', 'captured_cents'])
        .where('order_id', '=', orderId)
        .execute(),
    ]);
    return { picked, sessions: session };
  }

  function retry(orderId: number, token: string) {
    return staffCall(t.app, 'POST', `${ADMIN}/picking/capture-retry`, {
      staffToken: token,
      json: { orderId },
    });
  }

  it('a capture left mid-way past its lease reads "Addebito da riprovare" and the retry captures it once', async () => {
    const orderId = await leftCapturing(3, CAPTURE_CLAIM_LEASE_MS + 1000);
    const order = await orderRow(orderId);
    const list = await staffCall(
      t.app,
      'GET',
      `${ADMIN}/picking?store_id=${order.warehouse_id}&date=${order.timeslot_date}&timeslot_id=${order.timeslot_id}`,
      { staffToken: picker },
    );
    const listed = (list.body.data.orders as { orderId: number; captureState: string }[]).find(
      (o) => o.orderId === orderId,
    );
    expect(listed?.captureState).toBe('stalled');
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const retried = await retry(orderId, manager);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ captureState: 'captured', captureStateLabel: 'Incassato' });
    const { picked, sessions } = await captureRows(orderId);
    expect(picked.capture_state).toBe('captured');
    // One capture at the gateway: the retry was answered the capture made before the process stopped.
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.status).toMatch(/^captured/);
    expect(picked.captured_cents).toBe(sessions[0]!.captured_cents);
  });

  it('a fresh claim is not taken over: the retry answers the capture in course', async () => {
    const orderId = await leftCapturing(4, 10_000);
    const before = await captureRows(orderId);
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const retried = await retry(orderId, manager);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ captureState: 'capturing', capturedAmount: null });
    expect(await t.app.sweepStaleCaptures()).toBe(0);
    const after = await captureRows(orderId);
    expect(after.picked).toEqual(before.picked);
  });

  it('two retries and the sweep at once take over a stale claim once', async () => {
    const orderId = await leftCapturing(0, CAPTURE_CLAIM_LEASE_MS * 3);
    const staleBefore = t.clock.now() - CAPTURE_CLAIM_LEASE_MS;
    const claims = await Promise.all([
      claimCapture(t.testDb.db, orderId, [], t.clock.now(), staleBefore),
      claimCapture(t.testDb.db, orderId, [], t.clock.now(), staleBefore),
    ]);
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    // Again left mid-way, then asked by two managers and the server's sweep at once.
    await t.testDb.db
      .updateTable('order_pickings')
      .set({ capture_claimed_at: t.clock.now() - CAPTURE_CLAIM_LEASE_MS * 3 })
      .where('order_id', '=', orderId)
      .execute();
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const admin = await loginStaff(t, 'castoro', 'chain_admin');
    const [a, b] = await Promise.all([
      retry(orderId, manager),
      retry(orderId, admin),
      t.app.sweepStaleCaptures(),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { picked, sessions } = await captureRows(orderId);
    expect(picked.capture_state).toBe('captured');
    expect(sessions).toHaveLength(1);
    expect(picked.captured_cents).toBe(sessions[0]!.captured_cents);
    const audit = await t.testDb.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', `order:${orderId}`)
      .where('action', '=', 'picking.capture-retry')
      .execute();
    expect(audit).toHaveLength(2);
  });
});
