import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import { buildTestApp, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { runOrderStatusCommand } from '../../cli/order-status-command.js';
import { createServices } from '../../services.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';

interface OrderAnswer {
  response: { status: number; errors: { error: string; code: string }[] };
  data: { data: { orderId: number; orderStatusId: number; timeslot: { timeslotId: number } } };
}

describe.each(DIALECTS)('the store moves orders along the state machine of spec §4 on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let products: DemoProducts;
  let services: Awaited<ReturnType<typeof createServices>>;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { OPERATOR_TOKEN } });
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
    // The command line builds the same services on the same database, as `npm run order:status` does.
    services = await createServices({
      config: t.config,
      db: t.testDb.db,
      clock: t.clock,
      log: { error: () => undefined, warn: () => undefined },
    });
  });
  afterAll(async () => {
    await services.close();
    await t.close();
  });
  beforeEach(async () => {
    await call('POST', '/cart/delete', { token: mario });
  });

  /** A confirmed order paid on delivery (status 3), or by card and waiting for the payment (status 1). */
  async function buy(paymentTypeId = 2): Promise<{ orderId: number; timeslotId: number }> {
    await preparedCart(call, mario, products);
    const res = await call('POST', `/checkout/buy?payment_type_id=${paymentTypeId}`, { token: mario });
    const { orderId } = res.json<{ data: { orderId: number } }>().data;
    const viewed = await call('GET', `/order/view?order_id=${orderId}`, { token: mario });
    return { orderId, timeslotId: viewed.json<OrderAnswer>().data.data.timeslot.timeslotId };
  }

  function operator(orderId: number, orderStatusId: number) {
    return call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId, orderStatusId },
    });
  }

  async function statusOf(orderId: number): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  async function bookedOf(timeslotId: number): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('timeslots')
      .select('booked')
      .where('id', '=', timeslotId)
      .executeTakeFirstOrThrow();
    return row.booked;
  }

  it('a cancelled order is never revived to "ordered" or "delivered": 409, its status and slot unchanged', async () => {
    const { orderId, timeslotId } = await buy();
    const bookedWithOrder = await bookedOf(timeslotId);
    expect(
      (await operator(orderId, ORDER_STATUS.CANCELLED)).json<OrderAnswer>().data.data.orderStatusId,
    ).toBe(ORDER_STATUS.CANCELLED);
    expect(await bookedOf(timeslotId)).toBe(bookedWithOrder - 1);

    for (const target of [ORDER_STATUS.ORDERED, ORDER_STATUS.DELIVERED, ORDER_STATUS.IN_PREPARATION]) {
      const refused = await operator(orderId, target);
      expect(refused.statusCode).toBe(409);
      const body = refused.json<OrderAnswer>();
      expect(body.response.status).toBe(409);
      expect(body.response.errors[0]!.code).toBe('ORDER_STATUS_NOT_ALLOWED');
      expect(body.response.errors[0]!.error).toContain(`L’ordine ${orderId} è «Annullato» (10): è concluso`);
    }
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.CANCELLED);
    expect(await bookedOf(timeslotId)).toBe(bookedWithOrder - 1);
  });

  it('goes forward to delivered keeping the slot, never back, and a delivered order stays delivered', async () => {
    const { orderId, timeslotId } = await buy();
    const booked = await bookedOf(timeslotId);
    for (const step of [
      ORDER_STATUS.IN_PREPARATION,
      ORDER_STATUS.ALMOST_READY,
      ORDER_STATUS.OUT_FOR_DELIVERY,
      ORDER_STATUS.OUT_FOR_DELIVERY_BY_COURIER,
    ]) {
      expect((await operator(orderId, step)).json<OrderAnswer>().data.data.orderStatusId).toBe(step);
    }
    const back = await operator(orderId, ORDER_STATUS.IN_PREPARATION);
    expect(back.statusCode).toBe(409);
    expect(back.json<OrderAnswer>().response.errors[0]!.error).toBe(
      `L’ordine ${orderId} è «In consegna» (18) e non può passare a «In preparazione» (4).`,
    );
    // Out of the store: too late to cancel.
    expect((await operator(orderId, ORDER_STATUS.CANCELLED)).statusCode).toBe(409);
    expect((await operator(orderId, ORDER_STATUS.DELIVERED)).statusCode).toBe(200);
    for (const target of [ORDER_STATUS.CANCELLED, ORDER_STATUS.ORDERED, ORDER_STATUS.FAILED]) {
      expect((await operator(orderId, target)).statusCode).toBe(409);
    }
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.DELIVERED);
    expect(await bookedOf(timeslotId)).toBe(booked);
  });

  it('invalidating gives the slot back like cancelling; repeating the same status changes nothing', async () => {
    const { orderId, timeslotId } = await buy();
    const booked = await bookedOf(timeslotId);
    expect((await operator(orderId, ORDER_STATUS.IN_PREPARATION)).statusCode).toBe(200);
    expect(
      (await operator(orderId, ORDER_STATUS.INVALIDATED)).json<OrderAnswer>().data.data.orderStatusId,
    ).toBe(ORDER_STATUS.INVALIDATED);
    expect(await bookedOf(timeslotId)).toBe(booked - 1);
    const again = await operator(orderId, ORDER_STATUS.INVALIDATED);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderAnswer>().data.data.orderStatusId).toBe(ORDER_STATUS.INVALIDATED);
    expect(await bookedOf(timeslotId)).toBe(booked - 1);
    expect((await operator(orderId, ORDER_STATUS.CANCELLED)).statusCode).toBe(409);
  });

  it('an order waiting for its card payment is not confirmed by the store, only cancelled', async () => {
    const { orderId, timeslotId } = await buy(1);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    const booked = await bookedOf(timeslotId);
    for (const target of [ORDER_STATUS.ORDERED, ORDER_STATUS.IN_PREPARATION, ORDER_STATUS.DELIVERED]) {
      expect((await operator(orderId, target)).statusCode).toBe(409);
    }
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    expect((await operator(orderId, ORDER_STATUS.CANCELLED)).statusCode).toBe(200);
    expect(await bookedOf(timeslotId)).toBe(booked - 1);
  });

  it('the command line follows the same machine: moves, refuses with the reason, explains its usage', async () => {
    const { orderId } = await buy();
    const lines: { out: string[]; err: string[] } = { out: [], err: [] };
    const io = { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) };
    const run = (...args: string[]) => runOrderStatusCommand(args, services.orders, io);

    expect(await run('castoro', String(orderId), '4', '--agent')).toBe(0);
    expect(lines.out).toEqual([`Ordine ${orderId}: In preparazione (4)`]);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.IN_PREPARATION);

    expect(await run('castoro', String(orderId), '3')).toBe(1);
    expect(lines.err.at(-1)).toBe(
      `L’ordine ${orderId} è «In preparazione» (4) e non può passare a «Ordinato» (3).`,
    );
    expect(await run('castoro', String(orderId), '10')).toBe(0);
    expect(await run('castoro', String(orderId), '8')).toBe(1);
    expect(lines.err.at(-1)).toContain('è concluso');
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.CANCELLED);

    expect(await run('castoro', String(orderId), '14')).toBe(2);
    expect(await run('nessuna', String(orderId), '4')).toBe(2);
    expect(lines.err.at(-1)).toMatch(/^Uso: order-status <tenant> <orderId> <statusId>/);
  });
});
