import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../test/test-db.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { createShopperService } from '../account/shopper.service.js';
import { creditOrderPoints, debitOrderPoints } from './loyalty-points.js';
import { findOrder } from './order.repository.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';

describe.each(DIALECTS)('loyalty points earned at delivery, on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let products: DemoProducts;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { OPERATOR_TOKEN } });
    call = apiCaller(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });

  async function pointsOf(shopper: Shopper): Promise<number> {
    const row = await t.testDb.db
      .selectFrom('user_profiles')
      .select('loyalty_points')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirst();
    return row?.loyalty_points ?? 0;
  }

  async function shopperWithProfile(email: string): Promise<Shopper> {
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

  async function buy(shopper: Shopper): Promise<{ orderId: number; points: number }> {
    await preparedCart(call, shopper.token, products);
    const res = await call('POST', '/checkout/buy?payment_type_id=2', { token: shopper.token });
    const data = res.json<{ data: { orderId: number; order: { loyaltyPoints: number } } }>().data;
    return { orderId: data.orderId, points: data.order.loyaltyPoints };
  }

  const operator = (orderId: number, orderStatusId: number) =>
    call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId, orderStatusId },
    });

  it('appear only when the order is delivered (8), once; a cancelled order shows and earns none', async () => {
    const shopper = await shopperWithProfile('punti@example.com');
    const { orderId, points } = await buy(shopper);
    expect(points).toBeGreaterThan(0);
    expect(await pointsOf(shopper)).toBe(100);
    for (const step of [
      ORDER_STATUS.IN_PREPARATION,
      ORDER_STATUS.ALMOST_READY,
      ORDER_STATUS.OUT_FOR_DELIVERY,
    ]) {
      await operator(orderId, step);
      expect(await pointsOf(shopper)).toBe(100);
    }
    await Promise.all([operator(orderId, ORDER_STATUS.DELIVERED), operator(orderId, ORDER_STATUS.DELIVERED)]);
    expect(await pointsOf(shopper)).toBe(100 + points);

    const cancelled = await buy(shopper);
    const answer = await operator(cancelled.orderId, ORDER_STATUS.CANCELLED);
    expect(answer.json<{ data: { data: { loyaltyPoints: number } } }>().data.data.loyaltyPoints).toBe(0);
    expect(await pointsOf(shopper)).toBe(100 + points);
  });

  it('points credited at delivery are taken back once when reversed, never twice', async () => {
    const shopper = await shopperWithProfile('storno@example.com');
    const { orderId, points } = await buy(shopper);
    await operator(orderId, ORDER_STATUS.DELIVERED);
    expect(await pointsOf(shopper)).toBe(100 + points);
    const shoppers = createShopperService();
    const reverse = () =>
      writeTransaction(t.testDb.db, async (trx) => {
        const order = await findOrder(trx, 'castoro', orderId, { lock: true });
        await debitOrderPoints(shoppers, trx, 'castoro', order!, t.clock.now());
      });
    await reverse();
    await reverse();
    expect(await pointsOf(shopper)).toBe(100);
    // Credited again only through the flag, once.
    await writeTransaction(t.testDb.db, async (trx) => {
      const order = await findOrder(trx, 'castoro', orderId, { lock: true });
      await creditOrderPoints(shoppers, trx, 'castoro', order!, t.clock.now());
      await creditOrderPoints(shoppers, trx, 'castoro', order!, t.clock.now());
    });
    expect(await pointsOf(shopper)).toBe(100 + points);
  });
});
