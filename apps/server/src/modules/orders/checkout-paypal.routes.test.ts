import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import {
  apiCaller,
  demoProducts,
  preparedCart,
  type Call,
  type DemoProducts,
} from '../../../test/checkout-fixtures.js';
import { startPaypalStandIn, type PaypalStandIn } from '../../../test/paypal-stand-in.js';
import { DIALECTS } from '../../../test/test-db.js';

interface BuyBody {
  response: { status: number; errors: { error: string }[] };
  data: { orderId: number; orderStatusId: number; paymentUrl: string | null };
}

/** A chain's shopper with a prepared cart, and what they see of their orders. */
function shopperOf(t: () => TestApp) {
  let call: Call;
  let mario: string;
  let products: DemoProducts;
  return {
    async setUp() {
      call = apiCaller(t().app, 'castoro');
      mario = await loginDemo(t().app, 'castoro');
      products = await demoProducts(t().testDb.db, 'castoro');
    },
    async emptyCart() {
      await call('POST', '/cart/delete', { token: mario });
    },
    async buyWithPaypal(): Promise<BuyBody['data']> {
      await preparedCart(call, mario, products);
      const body = (await call('POST', '/checkout/buy?payment_type_id=13', { token: mario })).json<BuyBody>();
      expect(body.response.status).toBe(0);
      return body.data;
    },
    async retryWithPaypal(orderId: number): Promise<BuyBody['data']> {
      return (
        await call('POST', `/order/payment?order_id=${orderId}&payment_type_id=13`, { token: mario })
      ).json<BuyBody>().data;
    },
    async order(orderId: number) {
      return (await call('GET', `/order/view?order_id=${orderId}`, { token: mario })).json().data.data as {
        orderStatusId: number;
        orderNumber: number;
        paymentTypeId: number;
        isPayable: boolean;
        paymentTransaction: { status: number } | null;
      };
    },
    get(url: string) {
      const target = new URL(url, 'http://castoro.localhost');
      return t().app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { host: hostOf('castoro') },
      });
    },
    post(url: string, form: string) {
      return t().app.inject({
        method: 'POST',
        url,
        headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    },
  };
}

describe.each(DIALECTS)(
  'PayPal without credentials: the PayPal-like page of the built-in gateway, on %s',
  (dialect) => {
    let t: TestApp;
    const shopper = shopperOf(() => t);

    beforeAll(async () => {
      t = await buildTestApp(dialect, { tenants: ['castoro'] });
      await shopper.setUp();
    });
    afterAll(async () => {
      await t.close();
    });
    beforeEach(async () => {
      await shopper.emptyCart();
    });

    it('lists PayPal as a payment type paid on a provider page, pre-authorised, without saved cards', async () => {
      const res = await apiCaller(t.app, 'castoro')('GET', '/payment-type/list');
      const paypal = (res.json().data.paymentTypes as { paymentTypeId: number }[]).find(
        (p) => p.paymentTypeId === 13,
      );
      expect(paypal).toMatchObject({
        name: 'PayPal',
        paymentMode: 'redirect',
        prebilled: true,
        allowsSavedAuth: false,
      });
    });

    it('approved on the PayPal-like page: the order is confirmed, the shopper lands on payment-completed', async () => {
      const buy = await shopper.buyWithPaypal();
      expect(buy.orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);
      expect(buy.paymentUrl).toMatch(/^\/payment-gateway\/paypal\/[0-9a-f]{40}$/);
      const page = await shopper.get(buy.paymentUrl!);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Paga con PayPal');
      expect(page.body).toContain('Approva e paga');
      // Not paid before the approval.
      expect((await shopper.order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);
      const approved = await shopper.post(buy.paymentUrl!, 'decision=approve');
      expect(approved.statusCode).toBe(303);
      const back = await shopper.get(String(approved.headers.location));
      expect(back.headers.location).toBe(`/cart/payment-completed/${buy.orderId}`);
      const order = await shopper.order(buy.orderId);
      expect(order).toMatchObject({ orderStatusId: ORDER_STATUS.ORDERED, paymentTypeId: 13 });
      expect(order.paymentTransaction?.status).toBe(TX.authorised);
    });

    it('cancelled on the PayPal-like page: payment-error, the order suspended and payable again', async () => {
      const buy = await shopper.buyWithPaypal();
      const cancelled = await shopper.post(buy.paymentUrl!, 'decision=cancel');
      const back = await shopper.get(String(cancelled.headers.location));
      expect(back.headers.location).toBe(`/cart/payment-error/${buy.orderId}`);
      expect(await shopper.order(buy.orderId)).toMatchObject({
        orderStatusId: ORDER_STATUS.FINISH_PAYMENT,
        isPayable: true,
      });
      const again = await shopper.retryWithPaypal(buy.orderId);
      expect(again.paymentUrl).toMatch(/^\/payment-gateway\/paypal\//);
      expect(again.paymentUrl).not.toBe(buy.paymentUrl);
      // The page of the refused attempt takes nothing more: it sends the shopper back to the shop.
      const old = await shopper.get(buy.paymentUrl!);
      expect(old.statusCode).toBe(303);
      expect(old.headers.location).toContain('/ebsn/api/payment-provider/return?');
      await shopper.post(again.paymentUrl!, 'decision=approve');
      expect((await shopper.order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
    });

    it('a PayPal session never shows the card form nor takes a card', async () => {
      const buy = await shopper.buyWithPaypal();
      const asCard = buy.paymentUrl!.replace('/payment-gateway/paypal/', '/payment-gateway/pay/');
      expect((await shopper.get(asCard)).headers.location).toBe(buy.paymentUrl);
      const card = await shopper.post(asCard, 'holder=Mario&number=4242424242424242&expiry=12%2F39&cvv=123');
      expect(card.statusCode).toBe(303);
      expect((await shopper.order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    });
  },
);

describe.each(DIALECTS)(
  'PayPal with the chain credentials: the Orders v2 redirect journey, on %s',
  (dialect) => {
    let t: TestApp;
    let paypal: PaypalStandIn;
    const shopper = shopperOf(() => t);

    beforeAll(async () => {
      paypal = await startPaypalStandIn();
      t = await buildTestApp(dialect, {
        tenants: ['castoro'],
        config: {
          PAYPAL_API_BASE: paypal.base,
          PAYPAL_CASTORO_CLIENT_ID: paypal.clientId,
          PAYPAL_CASTORO_SECRET: paypal.secret,
          PAYPAL_INTENT: 'CAPTURE',
        },
      });
      await shopper.setUp();
    });
    afterAll(async () => {
      await t.close();
      await paypal.close();
    });
    beforeEach(async () => {
      await shopper.emptyCart();
    });

    /** Bought with PayPal, then sent on to PayPal: the PayPal order the payer is asked to approve. */
    async function atPaypal() {
      const buy = await shopper.buyWithPaypal();
      expect(buy.paymentUrl).toMatch(/^\/ebsn\/api\/payment-provider\/paypal\/start\?/);
      const start = await shopper.get(buy.paymentUrl!);
      expect(start.statusCode).toBe(303);
      const approveUrl = new URL(String(start.headers.location));
      expect(approveUrl.origin).toBe(paypal.base);
      const order = paypal.orders.get(approveUrl.searchParams.get('token')!)!;
      return { buy, order, context: order.body.payment_source.paypal.experience_context };
    }

    it('approved and captured: payment-completed, and never confirmed before the capture', async () => {
      const { buy, order, context } = await atPaypal();
      // spec §9: the payer reads the chain's own order number on PayPal, never the internal id.
      const { orderNumber } = await shopper.order(buy.orderId);
      expect(order.body.purchase_units[0]!.description).toBe(`Ordine n. ${orderNumber}`);
      expect(context.return_url).toMatch(
        /^http:\/\/castoro\.localhost:\d+\/ebsn\/api\/payment-provider\/return\?/,
      );
      // Back without approving (PayPal's order still waits for the payer): not paid.
      const early = await shopper.get(`${context.return_url}&token=${order.id}`);
      expect(early.headers.location).toBe(`/cart/payment-error/${buy.orderId}`);
      expect((await shopper.order(buy.orderId)).orderStatusId).not.toBe(ORDER_STATUS.ORDERED);
      paypal.approve(order.id);
      const back = await shopper.get(`${context.return_url}&token=${order.id}&PayerID=PAYER1`);
      expect(back.headers.location).toBe(`/cart/payment-completed/${buy.orderId}`);
      expect(order.status).toBe('COMPLETED');
      expect(await shopper.order(buy.orderId)).toMatchObject({
        orderStatusId: ORDER_STATUS.ORDERED,
        paymentTypeId: 13,
      });
    });

    it('cancelled on PayPal: payment-error, the order suspended and payable again', async () => {
      const { buy, context } = await atPaypal();
      expect(context.cancel_url).toMatch(/\/ebsn\/api\/payment-provider\/paypal\/cancel\?/);
      const back = await shopper.get(`${context.cancel_url}&token=X`);
      expect(back.headers.location).toBe(`/cart/payment-error/${buy.orderId}`);
      expect(await shopper.order(buy.orderId)).toMatchObject({
        orderStatusId: ORDER_STATUS.FINISH_PAYMENT,
        isPayable: true,
      });
    });

    it('a declined capture goes to payment-error like a declined card', async () => {
      const { buy, order, context } = await atPaypal();
      paypal.approve(order.id);
      paypal.completeBehaviour = 'decline';
      try {
        const back = await shopper.get(`${context.return_url}&token=${order.id}&PayerID=PAYER1`);
        expect(back.headers.location).toBe(`/cart/payment-error/${buy.orderId}`);
        expect((await shopper.order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.FINISH_PAYMENT);
      } finally {
        paypal.completeBehaviour = 'complete';
      }
    });

    it('refuses a start or cancel address that is not signed', async () => {
      expect(
        (
          await shopper.get(
            '/ebsn/api/payment-provider/paypal/start?tenant=castoro&transaction=1&order=1&method=paypal&sig=00',
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (await shopper.get('/ebsn/api/payment-provider/paypal/cancel?tenant=castoro&transaction=1&order=1'))
          .statusCode,
      ).toBe(400);
    });
  },
);
