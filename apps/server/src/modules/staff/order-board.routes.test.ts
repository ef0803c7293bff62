import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { insertBoardOrder } from '../../../test/board-orders.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('the back-office orders board, on %s', (dialect) => {
  let t: TestApp;
  let store: number;
  let orders: { today: number; tomorrow: number; preparing: number };
  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    store = (
      await t.testDb.db
        .selectFrom('stores')
        .select('id')
        .where('tenant_id', '=', 'castoro')
        .where('is_default', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
    const db = t.testDb.db;
    orders = {
      today: await insertBoardOrder(db, 'castoro', store, { date: '2026-11-26' }),
      tomorrow: await insertBoardOrder(db, 'castoro', store, { date: '2026-11-27' }),
      preparing: await insertBoardOrder(db, 'castoro', store, { date: '2026-11-26', status: 4 }),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  async function board(query: string) {
    const token = await loginStaff(t, 'castoro', 'store_manager');
    const res = await staffCall(t.app, 'GET', `/ebsn/api/admin/orders?store_id=${store}${query}`, {
      staffToken: token,
    });
    expect(res.status).toBe(200);
    return (res.body.data.orders as { orderId: number }[]).map((o) => o.orderId);
  }

  it('lists the store’s orders by day and status, and finds one by number or by the shopper', async () => {
    expect(await board('&date=2026-11-26')).toEqual([orders.today, orders.preparing]);
    expect(await board('&date=2026-11-26&status=4')).toEqual([orders.preparing]);
    // Staff search by the chain's order number (spec §3 "Order"), never by the internal id.
    const { number } = await t.testDb.db
      .selectFrom('orders')
      .select('number')
      .where('id', '=', orders.tomorrow)
      .executeTakeFirstOrThrow();
    expect(await board(`&q=${number}`)).toEqual([orders.tomorrow]);
    expect(await board(`&q=${orders.tomorrow}`)).toEqual([]);
    expect(await board('&q=ROSSI')).toEqual([orders.today, orders.preparing, orders.tomorrow]);
    expect(await board('&q=nessuno-cosi')).toEqual([]);
  });

  it('refuses a malformed filter with an Italian message', async () => {
    const token = await loginStaff(t, 'castoro', 'store_manager');
    const res = await staffCall(t.app, 'GET', `/ebsn/api/admin/orders?store_id=${store}&date=domani`, {
      staffToken: token,
    });
    expect(res.status).toBe(400);
    expect(res.body.response.errors[0].error).toMatch(/^Richiesta non valida/);
  });

  it('shows the shopper’s contacts to customer service, not to the chain admin', async () => {
    const service = await loginStaff(t, 'castoro', 'customer_service');
    const withContact = await staffCall(t.app, 'GET', `/ebsn/api/admin/orders/${orders.today}`, {
      staffToken: service,
    });
    expect(withContact.body.data.contact).toEqual({
      email: 'mario.rossi@example.com',
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '+39 333 123 4567',
    });
    expect(withContact.body.data.order.orderId).toBe(orders.today);
    expect(withContact.body.data.storeId).toBe(store);
    const admin = await loginStaff(t, 'castoro', 'chain_admin');
    const without = await staffCall(t.app, 'GET', `/ebsn/api/admin/orders/${orders.today}`, {
      staffToken: admin,
    });
    expect(without.body.data.contact).toBeNull();
  });

  it('moves an order along the state machine, logs who did it, and refuses a move it does not allow', async () => {
    const manager = await loginStaff(t, 'castoro', 'store_manager');
    const moved = await staffCall(t.app, 'POST', '/ebsn/api/admin/orders/status', {
      staffToken: manager,
      json: { orderId: orders.tomorrow, orderStatusId: 4 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.order.orderStatusId).toBe(4);
    const back = await staffCall(t.app, 'POST', '/ebsn/api/admin/orders/status', {
      staffToken: manager,
      json: { orderId: orders.tomorrow, orderStatusId: 1 },
    });
    expect(back.status).toBe(409);
    expect(back.body.response.errors[0].error).toContain('non può passare a «In attesa di pagamento»');

    const admin = await loginStaff(t, 'castoro', 'chain_admin');
    const audit = await staffCall(t.app, 'GET', '/ebsn/api/admin/audit', { staffToken: admin });
    expect(audit.body.data.entries).toContainEqual(
      expect.objectContaining({
        action: 'order.status',
        target: `order:${orders.tomorrow}`,
        staffEmail: 'negozio@castoro.spesa.example',
        details: { orderStatusId: 4 },
      }),
    );
  });
});
