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
import { DIALECTS } from '../../../test/test-db.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { refToParams, signParams } from '../payment/payment-gateway.js';
import { TEST_CARDS } from '../payment/test-gateway.js';
import { giveUpTransactions } from './payment-transaction.repository.js';

interface BuyBody {
  response: { status: number; errors: { error: string }[] };
  data: { orderId: number; orderStatusId: number; paymentUrl: string | null };
}

interface OrderView {
  orderStatusId: number;
  paymentTypeId: number;
  isPayable: boolean;
  paymentTransaction: { status: number; creditCard: string | null } | null;
}

const FEEDBACK = '/ebsn/api/payment-provider/feedback';
const OPERATOR_TOKEN = 'operator-token-0123456789';
/**
 * What an address of the payment flow may be: the gateway's page (an opaque session id), the shop's return
 * and feedback naming the attempt by its ids and signature, the result screens. Nothing else, so no card data.
 */
const PAYMENT_PATH =
  /^\/(payment-gateway\/pay\/[0-9a-f]{40}|ebsn\/api\/payment-provider\/(return|feedback)|cart\/payment-(completed|error)\/\d+)$/;
const QUERY_SHAPE: Record<string, RegExp> = {
  tenant: /^castoro$/,
  transaction: /^\d+$/,
  order: /^\d+$/,
  sig: /^[0-9a-f]{64}$/,
};
const CARD_WORDS = ['visa', '12/39', '12%2F39', 'tok.', 'last4', 'brand', 'exp', 'token', 'Mario'];

function expectNoCardData(address: string): void {
  const url = new URL(address, 'http://castoro.localhost');
  expect(url.pathname).toMatch(PAYMENT_PATH);
  for (const [key, value] of url.searchParams) {
    expect(QUERY_SHAPE[key], `query parameter ${key}`).toBeDefined();
    expect(value).toMatch(QUERY_SHAPE[key]!);
  }
  for (const word of CARD_WORDS) expect(address).not.toContain(word);
}

describe.each(DIALECTS)('payment loose ends on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let mario: string;
  let products: DemoProducts;
  /** Every feedback the gateway sent, by address; `lost` drops them (the shop never hears). */
  const feedback = { urls: [] as string[], lost: false };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      config: { OPERATOR_TOKEN },
      gatewayFeedback: (url, forward) => {
        feedback.urls.push(url);
        return feedback.lost ? Promise.resolve({ status: 503 }) : forward();
      },
    });
    call = apiCaller(t.app, 'castoro');
    mario = await loginDemo(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    feedback.urls.length = 0;
    feedback.lost = false;
    await call('POST', '/cart/delete', { token: mario });
  });

  async function buyByCard(): Promise<BuyBody['data']> {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=1', { token: mario })).json<BuyBody>();
    expect(buy.response.status).toBe(0);
    return buy.data;
  }

  function submitCard(paymentUrl: string, card: string, host = hostOf('castoro')) {
    return t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        holder: 'Mario Rossi',
        number: card,
        expiry: '12/39',
        cvv: '123',
      }).toString(),
    });
  }

  function get(url: string) {
    return t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro') } });
  }

  async function order(orderId: number): Promise<OrderView> {
    return (await call('GET', `/order/view?order_id=${orderId}`, { token: mario })).json().data
      .data as OrderView;
  }

  async function transactionsOf(orderId: number) {
    return t.testDb.db
      .selectFrom('payment_transactions')
      .select(['id', 'status', 'void_due', 'card_last4'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /**
   * The gateway and the shop agree on the order's payments: every approval the gateway holds is the shop's
   * one authorised payment, every attempt the shop gave up is closed or reversed at the gateway, and nothing
   * is left for the gateway to be told. Answers how many payments are held (0 or 1).
   */
  async function agreedPayments(orderId: number): Promise<number> {
    const sessions = await t.testDb.db
      .selectFrom('gateway_sessions')
      .select(['transaction_id', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    const transactions = await transactionsOf(orderId);
    const approved = sessions.filter((s) => s.status.startsWith('approved')).map((s) => s.transaction_id);
    const authorised = transactions.filter((x) => x.status === TX.authorised).map((x) => x.id);
    expect(approved.sort()).toEqual(authorised.sort());
    expect(authorised.length).toBeLessThanOrEqual(1);
    for (const transaction of transactions) {
      expect(transaction.void_due).toBe(0);
      const session = sessions.find((s) => s.transaction_id === transaction.id);
      if (transaction.status !== TX.inProgress && session) {
        expect(session.status).not.toMatch(/^(open|challenge)/);
      }
    }
    return authorised.length;
  }

  function lostFeedbackOf(orderId: number, transactionId: number) {
    const params = signParams(
      t.config.paymentGatewaySecret,
      refToParams({ tenantId: 'castoro', orderId, transactionId }),
    );
    return t.app.inject({
      method: 'POST',
      url: FEEDBACK,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
  }

  it('after a retry the old payment page refuses the card; the new one pays, once', async () => {
    const buy = await buyByCard();
    const retry = (
      await call('POST', `/order/payment?order_id=${buy.orderId}`, { token: mario })
    ).json<BuyBody>();
    expect(retry.data.paymentUrl).not.toBe(buy.paymentUrl);

    const oldPage = await get(buy.paymentUrl!);
    expect(oldPage.statusCode).toBe(410);
    expect(oldPage.body).toContain('Questo pagamento non è più valido');
    const paidOld = await submitCard(buy.paymentUrl!, TEST_CARDS.approve);
    expect(paidOld.statusCode).toBe(410);
    expect(feedback.urls).toEqual([]);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);

    await submitCard(retry.data.paymentUrl!, TEST_CARDS.approve);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
    expect(await agreedPayments(buy.orderId)).toBe(1);
  });

  it('an old page paid just before the retry is reversed at the gateway and recorded, never kept', async () => {
    const buy = await buyByCard();
    const [first] = await transactionsOf(buy.orderId);
    feedback.lost = true;
    expect((await submitCard(buy.paymentUrl!, TEST_CARDS.approve)).statusCode).toBe(303);
    feedback.lost = false;
    const retry = (
      await call('POST', `/order/payment?order_id=${buy.orderId}`, { token: mario })
    ).json<BuyBody>();
    expect(retry.response.status).toBe(0);

    const [given] = await transactionsOf(buy.orderId);
    expect(given).toMatchObject({ id: first!.id, status: TX.reversed, card_last4: '4242', void_due: 0 });
    // The lost feedback of the old page arrives late: the gateway says reversed, nothing changes.
    expect((await lostFeedbackOf(buy.orderId, first!.id)).statusCode).toBe(200);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    expect(await agreedPayments(buy.orderId)).toBe(0);

    await submitCard(retry.data.paymentUrl!, TEST_CARDS.approve);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
    expect(await agreedPayments(buy.orderId)).toBe(1);
  });

  it('an approval arriving for an attempt given up while the gateway was out of reach is reversed', async () => {
    const buy = await buyByCard();
    const [first] = await transactionsOf(buy.orderId);
    feedback.lost = true;
    await submitCard(buy.paymentUrl!, TEST_CARDS.approve);
    feedback.lost = false;
    // A retry's commit whose call to the gateway never arrived: the attempt is given up in the shop only.
    await writeTransaction(t.testDb.db, (trx) =>
      giveUpTransactions(trx, buy.orderId, [TX.inProgress], TX.cancelled, t.clock.now()),
    );
    expect((await lostFeedbackOf(buy.orderId, first!.id)).statusCode).toBe(200);
    const [given] = await transactionsOf(buy.orderId);
    expect(given).toMatchObject({ status: TX.reversed, card_last4: '4242', void_due: 0 });
    const session = await t.testDb.db
      .selectFrom('gateway_sessions')
      .select('status')
      .where('transaction_id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('reversed');
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    expect(await agreedPayments(buy.orderId)).toBe(0);
  });

  it('a retry racing the old page being paid ends with one payment, whichever wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const buy = await buyByCard();
      const [retry] = await Promise.all([
        call('POST', `/order/payment?order_id=${buy.orderId}`, { token: mario }),
        submitCard(buy.paymentUrl!, TEST_CARDS.approve),
      ]);
      const newUrl = retry.json<BuyBody>().data?.paymentUrl;
      if ((await order(buy.orderId)).orderStatusId !== ORDER_STATUS.ORDERED) {
        await submitCard(newUrl!, TEST_CARDS.approve);
      }
      expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
      expect(await agreedPayments(buy.orderId)).toBe(1);
    }
  });

  it('after the order is cancelled its payment page refuses the card and nothing is held', async () => {
    const buy = await buyByCard();
    const cancelled = await call('POST', `/order/delete?order_id=${buy.orderId}`, { token: mario });
    expect(cancelled.json().response.status).toBe(0);

    expect((await get(buy.paymentUrl!)).statusCode).toBe(410);
    expect((await submitCard(buy.paymentUrl!, TEST_CARDS.approve)).statusCode).toBe(410);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect(await agreedPayments(buy.orderId)).toBe(0);
  });

  it('an order the store cancels has its payment page closed at the gateway at once, not at the sweep', async () => {
    const buy = await buyByCard();
    const cancelled = await call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId: buy.orderId, orderStatusId: ORDER_STATUS.CANCELLED },
    });
    expect(cancelled.statusCode).toBe(200);

    expect((await get(buy.paymentUrl!)).statusCode).toBe(410);
    expect((await submitCard(buy.paymentUrl!, TEST_CARDS.approve)).statusCode).toBe(410);
    expect(await agreedPayments(buy.orderId)).toBe(0);
  });

  it('a page paid before the cancel whose feedback was lost is reversed at the gateway with the cancel', async () => {
    const buy = await buyByCard();
    feedback.lost = true;
    await submitCard(buy.paymentUrl!, TEST_CARDS.approve);
    feedback.lost = false;
    await call('POST', `/order/delete?order_id=${buy.orderId}`, { token: mario });

    const [transaction] = await transactionsOf(buy.orderId);
    expect(transaction).toMatchObject({ status: TX.reversed, card_last4: '4242' });
    const back = await get(
      `/ebsn/api/payment-provider/return?${new URLSearchParams(
        signParams(
          t.config.paymentGatewaySecret,
          refToParams({ tenantId: 'castoro', orderId: buy.orderId, transactionId: transaction!.id }),
        ),
      ).toString()}`,
    );
    expect(back.headers.location).toBe(`/cart/payment-error/${buy.orderId}`);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect(await agreedPayments(buy.orderId)).toBe(0);
  });

  it('a shopper who paid and never came back: the sweep asks the gateway and confirms the order', async () => {
    const buy = await buyByCard();
    feedback.lost = true;
    await submitCard(buy.paymentUrl!, TEST_CARDS.approve);
    feedback.lost = false;
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.AWAITING_PAYMENT);

    t.clock.advance(t.config.orderPaymentTimeoutMs + 1000);
    await t.app.sweepUnpaidOrders();
    const swept = await order(buy.orderId);
    expect(swept.orderStatusId).toBe(ORDER_STATUS.ORDERED);
    expect(swept.paymentTransaction).toMatchObject({ status: TX.authorised, creditCard: '•••• 4242' });
    expect(await agreedPayments(buy.orderId)).toBe(1);
  });

  it('a shopper who never paid: the sweep closes the page at the gateway, then cancels the order', async () => {
    const buy = await buyByCard();
    t.clock.advance(t.config.orderPaymentTimeoutMs + 1000);
    await t.app.sweepUnpaidOrders();
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect((await submitCard(buy.paymentUrl!, TEST_CARDS.approve)).statusCode).toBe(410);
    expect(await agreedPayments(buy.orderId)).toBe(0);
  });

  it('a shopper left on the 3-D Secure page: the sweep closes it, a late Approva pays nothing', async () => {
    const buy = await buyByCard();
    expect((await submitCard(buy.paymentUrl!, TEST_CARDS.challenge)).headers.location).toBe(buy.paymentUrl);
    t.clock.advance(t.config.orderPaymentTimeoutMs + 1000);
    await t.app.sweepUnpaidOrders();
    const late = await t.app.inject({
      method: 'POST',
      url: `${buy.paymentUrl}/challenge`,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(late.statusCode).toBe(410);
    expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.CANCELLED);
    expect(await agreedPayments(buy.orderId)).toBe(0);
  });

  it('a forged Host on the card form does not decide where the signed feedback goes', async () => {
    for (const host of ['castoro.localhost:6666', 'attacker.example:8443', '127.0.0.1:1']) {
      feedback.urls.length = 0;
      const buy = await buyByCard();
      expect((await submitCard(buy.paymentUrl!, TEST_CARDS.approve, host)).statusCode).toBe(303);
      expect(feedback.urls).toEqual([`http://castoro.localhost:${t.config.port}${FEEDBACK}`]);
      expect((await order(buy.orderId)).orderStatusId).toBe(ORDER_STATUS.ORDERED);
    }
  });

  it('no card data travels in an address: payment pages, redirects and the return', async () => {
    const addresses: string[] = [];
    const follow = async (res: { statusCode: number; headers: Record<string, unknown> }) => {
      const location = String(res.headers.location ?? '');
      if (location) addresses.push(location);
      return location;
    };
    // An approval with the card saved, a decline, and a 3-D Secure confirmation.
    await preparedCart(call, mario, products);
    const saved = (
      await call('POST', '/checkout/buy?payment_type_id=1&payment_data=%7B%22save_card%22%3Atrue%7D', {
        token: mario,
      })
    ).json<BuyBody>().data;
    addresses.push(saved.paymentUrl!);
    const approvedReturn = await follow(await submitCard(saved.paymentUrl!, TEST_CARDS.approve));
    expect(await follow(await get(approvedReturn))).toBe(`/cart/payment-completed/${saved.orderId}`);
    // The finished page sends the browser back to the same return, again without card data.
    await follow(await get(saved.paymentUrl!));

    const declined = await buyByCard();
    addresses.push(declined.paymentUrl!);
    const declinedReturn = await follow(await submitCard(declined.paymentUrl!, TEST_CARDS.decline));
    expect(await follow(await get(declinedReturn))).toBe(`/cart/payment-error/${declined.orderId}`);

    const challenged = await buyByCard();
    await follow(await submitCard(challenged.paymentUrl!, TEST_CARDS.challenge));
    const approved = await t.app.inject({
      method: 'POST',
      url: `${challenged.paymentUrl}/challenge`,
      headers: { host: hostOf('castoro'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(await follow(await get(await follow(approved)))).toBe(
      `/cart/payment-completed/${challenged.orderId}`,
    );

    addresses.push(...feedback.urls);
    expect(addresses.length).toBeGreaterThanOrEqual(10);
    for (const address of addresses) expectNoCardData(address);
    // The card was saved all the same: the shop asked the gateway for it, server to server.
    const auths = (await call('GET', '/payment-type/list-auth?payment_type_id=1', { token: mario })).json()
      .data.paymentAuths as { creditCard: string }[];
    expect(auths.map((a) => a.creditCard)).toContain('•••• 4242');
  });

  it('a confirmed pay-on-delivery order switched to card and left unpaid keeps its payment', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    expect(buy.data.orderStatusId).toBe(ORDER_STATUS.ORDERED);
    const switched = (
      await call('POST', `/order/modify-payment-type?order_id=${buy.data.orderId}&payment_type_id=1`, {
        token: mario,
      })
    ).json<BuyBody>();
    expect(switched.response.status).toBe(0);
    expect(switched.data.paymentUrl).toMatch(/^\/payment-gateway\/pay\//);
    // Until the card is approved the order stays as it was confirmed.
    expect(await order(buy.data.orderId)).toMatchObject({
      orderStatusId: ORDER_STATUS.ORDERED,
      paymentTypeId: 2,
      isPayable: false,
    });

    t.clock.advance(t.config.orderPaymentTimeoutMs + 1000);
    await t.app.sweepUnpaidOrders();
    expect(await order(buy.data.orderId)).toMatchObject({
      orderStatusId: ORDER_STATUS.ORDERED,
      paymentTypeId: 2,
    });
    expect((await transactionsOf(buy.data.orderId)).map((x) => x.status)).toEqual([TX.cancelled]);
    expect((await submitCard(switched.data.paymentUrl!, TEST_CARDS.approve)).statusCode).toBe(410);
    expect(await agreedPayments(buy.data.orderId)).toBe(0);
  });

  it('a confirmed pay-on-delivery order switched to card and paid is paid by card', async () => {
    await preparedCart(call, mario, products);
    const buy = (await call('POST', '/checkout/buy?payment_type_id=2', { token: mario })).json<BuyBody>();
    const switched = (
      await call('POST', `/order/modify-payment-type?order_id=${buy.data.orderId}&payment_type_id=1`, {
        token: mario,
      })
    ).json<BuyBody>();
    const declined = await submitCard(switched.data.paymentUrl!, TEST_CARDS.decline);
    expect((await get(String(declined.headers.location))).headers.location).toBe(
      `/cart/payment-error/${buy.data.orderId}`,
    );
    expect(await order(buy.data.orderId)).toMatchObject({
      orderStatusId: ORDER_STATUS.ORDERED,
      paymentTypeId: 2,
    });

    const again = (
      await call('POST', `/order/modify-payment-type?order_id=${buy.data.orderId}&payment_type_id=1`, {
        token: mario,
      })
    ).json<BuyBody>();
    await submitCard(again.data.paymentUrl!, TEST_CARDS.approve);
    expect(await order(buy.data.orderId)).toMatchObject({
      orderStatusId: ORDER_STATUS.ORDERED,
      paymentTypeId: 1,
    });
    expect(await agreedPayments(buy.data.orderId)).toBe(1);
  });
});
