import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaypalStandIn, type PaypalStandIn } from '../../../test/paypal-stand-in.js';
import { createTestDb, DIALECTS, type TestDb } from '../../../test/test-db.js';
import { createPaypalClient } from './paypal-client.js';
import { createPaypalGateway, type PaypalGateway, type PaypalIntent } from './paypal-gateway.js';
import type { PaymentRef } from './payment-gateway.js';

// Long enough for the local stand-in to answer on a loaded machine; a hanging answer still ends in it.
const TIMEOUT_MS = 3_000;

describe.each(DIALECTS)('PayPal refunds against the local Orders v2 stand-in, on %s', (dialect) => {
  let testDb: TestDb;
  let paypal: PaypalStandIn;
  let transactionId = 0;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
  });
  afterAll(async () => {
    await testDb.destroy();
  });
  beforeEach(async () => {
    paypal = await startPaypalStandIn();
  });
  afterEach(async () => {
    await paypal.close();
  });

  function gatewayWith(intent: PaypalIntent): PaypalGateway {
    const clock = { now: () => Date.UTC(2026, 10, 25, 9) };
    const client = createPaypalClient({
      apiBase: paypal.base,
      credentials: { clientId: paypal.clientId, secret: paypal.secret },
      timeoutMs: TIMEOUT_MS,
      now: clock.now,
    });
    return createPaypalGateway({
      db: testDb.db,
      clock,
      client,
      intent,
      brandName: 'Castoro Supermercati',
      orderNumberOf: async (_tenantId, orderId) => orderId,
      startUrlOf: (ref) => `/start/${ref.transactionId}`,
      returnUrlOf: (ref) => `https://castoro.example/return/${ref.transactionId}`,
      cancelUrlOf: (ref) => `https://castoro.example/cancel/${ref.transactionId}`,
    });
  }

  /** An attempt of 12,34 € the payer approved on PayPal, completed by the shop's status question. */
  async function approved(gateway: PaypalGateway): Promise<PaymentRef> {
    transactionId += 1;
    const ref: PaymentRef = {
      tenantId: 'castoro',
      orderId: 700 + transactionId,
      transactionId,
      method: 'paypal',
    };
    await gateway.openSession({ ...ref, amountCents: 1234, saveCard: false });
    const url = await gateway.approvalUrl(ref);
    paypal.approve(new URL(url!).searchParams.get('token')!);
    expect((await gateway.paymentStatus(ref)).state).toBe('approved');
    return ref;
  }

  const refundCalls = () => paypal.calls.filter((c) => c.path.endsWith('/refund'));

  it('refunds part of the final capture of an authorisation, each request once, never above it', async () => {
    const gateway = gatewayWith('AUTHORIZE');
    const ref = await approved(gateway);
    const capture = await gateway.capture(ref, 1000);
    expect(capture.state).toBe('captured');
    const captureId = capture.state === 'captured' ? capture.reference : '';

    const first = await gateway.refund(ref, 600, 'rimborso-0001');
    expect(first).toMatchObject({ state: 'refunded', refundedCents: 600 });
    // The same request again: PayPal answers the first refund (PayPal-Request-Id), nothing more is given back.
    expect(await gateway.refund(ref, 600, 'rimborso-0001')).toEqual(first);
    expect(paypal.captures.get(captureId)).toEqual({ amountCents: 1000, refundedCents: 600 });
    expect(refundCalls().map((c) => [c.path, c.requestId])).toEqual([
      [
        `/v2/payments/captures/${captureId}/refund`,
        `spesa-castoro-${ref.transactionId}-refund-rimborso-0001`,
      ],
      [
        `/v2/payments/captures/${captureId}/refund`,
        `spesa-castoro-${ref.transactionId}-refund-rimborso-0001`,
      ],
    ]);

    expect(await gateway.refund(ref, 401, 'rimborso-0002')).toEqual({
      state: 'refused',
      reason: 'above_captured',
    });
    expect(await gateway.refund(ref, 400, 'rimborso-0003')).toMatchObject({ state: 'refunded' });
    expect(paypal.captures.get(captureId)).toEqual({ amountCents: 1000, refundedCents: 1000 });
  });

  it('refunds the capture of an order paid at once (intent CAPTURE)', async () => {
    const gateway = gatewayWith('CAPTURE');
    const ref = await approved(gateway);
    expect(await gateway.refund(ref, 1234, 'rimborso-tutto')).toMatchObject({
      state: 'refunded',
      refundedCents: 1234,
    });
    expect([...paypal.captures.values()]).toEqual([{ amountCents: 1234, refundedCents: 1234 }]);
  });

  it('refuses to refund an attempt with nothing captured, without calling PayPal', async () => {
    const gateway = gatewayWith('AUTHORIZE');
    const ref = await approved(gateway);
    expect(await gateway.refund(ref, 100, 'rimborso-niente')).toEqual({
      state: 'refused',
      reason: 'not_captured',
    });
    expect(refundCalls()).toHaveLength(0);
  });
});
