import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaypalStandIn, type PaypalStandIn } from '../../../test/paypal-stand-in.js';
import { createTestDb, DIALECTS, type TestDb } from '../../../test/test-db.js';
import { createPaypalClient } from './paypal-client.js';
import { createPaypalGateway, type PaypalGateway, type PaypalIntent } from './paypal-gateway.js';
import type { PaymentRef } from './payment-gateway.js';

// Long enough for the local stand-in to answer on a loaded machine; a hanging answer still ends in it.
const TIMEOUT_MS = 3_000;

describe.each(DIALECTS)('the PayPal adapter against a local Orders v2 stand-in, on %s', (dialect) => {
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
      // The chain's own number of the order, as the order service answers it.
      orderNumberOf: async (_tenantId, orderId) => orderId - 500 + 41,
      startUrlOf: (ref) => `/start/${ref.transactionId}`,
      returnUrlOf: (ref) => `https://castoro.example/return/${ref.transactionId}`,
      cancelUrlOf: (ref) => `https://castoro.example/cancel/${ref.transactionId}`,
    });
  }

  /** A new attempt opened at PayPal: its order created, as the checkout does after its commit. */
  async function opened(gateway: PaypalGateway): Promise<{ ref: PaymentRef; paypalOrderId: string }> {
    transactionId += 1;
    const ref: PaymentRef = {
      tenantId: 'castoro',
      orderId: 500 + transactionId,
      transactionId,
      method: 'paypal',
    };
    await gateway.openSession({ ...ref, amountCents: 1234, saveCard: false });
    const url = await gateway.approvalUrl(ref);
    const paypalOrderId = new URL(url!).searchParams.get('token')!;
    return { ref, paypalOrderId };
  }

  const callsTo = (suffix: string) => paypal.calls.filter((c) => c.path.endsWith(suffix));

  it('creates the order once, with a token and a PayPal-Request-Id, and leads the payer to approve it', async () => {
    const gateway = gatewayWith('AUTHORIZE');
    const { ref, paypalOrderId } = await opened(gateway);
    await gateway.openSession({ ...ref, amountCents: 1234, saveCard: false });
    expect(await gateway.approvalUrl(ref)).toBe(`${paypal.base}/checkoutnow?token=${paypalOrderId}`);
    expect(callsTo('/v1/oauth2/token')).toHaveLength(1);
    const creates = callsTo('/v2/checkout/orders');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.requestId).toBe(`spesa-castoro-${ref.transactionId}-create`);
    const order = paypal.orders.get(paypalOrderId)!;
    expect(order.intent).toBe('AUTHORIZE');
    expect(order.body.purchase_units[0]).toMatchObject({
      reference_id: String(ref.transactionId),
      custom_id: `castoro:${ref.orderId}:${ref.transactionId}`,
      description: `Ordine n. ${ref.orderId - 500 + 41}`,
      amount: { currency_code: 'EUR', value: '12.34' },
    });
    expect(order.body.payment_source.paypal.experience_context).toMatchObject({
      return_url: `https://castoro.example/return/${ref.transactionId}`,
      cancel_url: `https://castoro.example/cancel/${ref.transactionId}`,
    });
    // Not approved yet: open, and nothing is captured.
    expect(await gateway.paymentStatus(ref)).toEqual({ state: 'pending' });
    expect(callsTo('/capture').length + callsTo('/authorize').length).toBe(0);
  });

  it('captures an approved order and calls it paid only on the COMPLETED answer', async () => {
    const gateway = gatewayWith('CAPTURE');
    const { ref, paypalOrderId } = await opened(gateway);
    paypal.approve(paypalOrderId);
    const status = await gateway.paymentStatus(ref);
    expect(status).toMatchObject({ state: 'approved', outcome: { approved: true, orderId: ref.orderId } });
    const captures = callsTo('/capture');
    expect(captures).toHaveLength(1);
    expect(captures[0]!.requestId).toBe(`spesa-castoro-${ref.transactionId}-capture`);
    const reference = status.state === 'approved' ? status.outcome.reference : '';
    expect(reference).toMatch(/^CAP-/);
    // Recorded: asked again, the adapter answers without calling PayPal.
    const before = paypal.calls.length;
    expect((await gateway.paymentStatus(ref)).state).toBe('approved');
    expect(paypal.calls.length).toBe(before);
    // Given back: the capture is refunded.
    expect((await gateway.reversePayment(ref)).state).toBe('reversed');
    expect(callsTo(`/v2/payments/captures/${reference}/refund`)).toHaveLength(1);
  });

  it('authorises an approved order (its authorisation CREATED) and voids it when the shop gives it back', async () => {
    const gateway = gatewayWith('AUTHORIZE');
    const { ref, paypalOrderId } = await opened(gateway);
    paypal.approve(paypalOrderId);
    const status = await gateway.paymentStatus(ref);
    expect(status.state).toBe('approved');
    const reference = status.state === 'approved' ? status.outcome.reference : '';
    expect(reference).toMatch(/^AUTH-/);
    expect(callsTo('/authorize')[0]!.requestId).toBe(`spesa-castoro-${ref.transactionId}-authorize`);
    expect((await gateway.cancelPayment(ref)).state).toBe('approved');
    expect((await gateway.reversePayment(ref)).state).toBe('reversed');
    expect(callsTo(`/v2/payments/authorizations/${reference}/void`)).toHaveLength(1);
  });

  it('captures the final amount of an authorisation once, never more than it holds, and releases the rest', async () => {
    const gateway = gatewayWith('AUTHORIZE');
    const { ref, paypalOrderId } = await opened(gateway);
    paypal.approve(paypalOrderId);
    const status = await gateway.paymentStatus(ref);
    const reference = status.state === 'approved' ? status.outcome.reference : '';
    expect(await gateway.capture(ref, 1235)).toEqual({ state: 'refused', reason: 'above_authorised' });
    const captured = await gateway.capture(ref, 1100);
    expect(captured).toMatchObject({ state: 'captured', capturedCents: 1100, releasedCents: 134 });
    const calls = callsTo(`/v2/payments/authorizations/${reference}/capture`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.requestId).toBe(`spesa-castoro-${ref.transactionId}-final-capture`);
  });

  it('records a declined capture as declined, never paid', async () => {
    const gateway = gatewayWith('CAPTURE');
    const { ref, paypalOrderId } = await opened(gateway);
    paypal.approve(paypalOrderId);
    paypal.completeBehaviour = 'decline';
    expect(await gateway.paymentStatus(ref)).toMatchObject({
      state: 'declined',
      outcome: { approved: false },
    });
    expect((await gateway.paymentStatus(ref)).state).toBe('declined');
  });

  it('leaves a PENDING capture open: not paid until PayPal completes it', async () => {
    const gateway = gatewayWith('CAPTURE');
    const { ref, paypalOrderId } = await opened(gateway);
    paypal.approve(paypalOrderId);
    paypal.completeBehaviour = 'pending';
    expect(await gateway.paymentStatus(ref)).toEqual({ state: 'pending' });
  });

  it('gives up on a capture that does not answer in time, unpaid; asked again, the same request id pays once', async () => {
    const gateway = gatewayWith('CAPTURE');
    const { ref, paypalOrderId } = await opened(gateway);
    paypal.approve(paypalOrderId);
    paypal.completeBehaviour = 'hang';
    const started = Date.now();
    await expect(gateway.paymentStatus(ref)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 10);
    paypal.completeBehaviour = 'complete';
    expect((await gateway.paymentStatus(ref)).state).toBe('approved');
    const ids = callsTo('/capture').map((c) => c.requestId);
    expect(ids).toEqual([
      `spesa-castoro-${ref.transactionId}-capture`,
      `spesa-castoro-${ref.transactionId}-capture`,
    ]);
  });

  it('declines an attempt the payer cancelled on PayPal, and never captures one the shop voided', async () => {
    const gateway = gatewayWith('CAPTURE');
    const cancelled = await opened(gateway);
    await gateway.payerCancelled(cancelled.ref);
    expect(await gateway.paymentStatus(cancelled.ref)).toMatchObject({
      state: 'declined',
      outcome: { approved: false },
    });
    const voided = await opened(gateway);
    expect(await gateway.cancelPayment(voided.ref)).toEqual({ state: 'voided' });
    paypal.approve(voided.paypalOrderId);
    expect(await gateway.paymentStatus(voided.ref)).toEqual({ state: 'voided' });
    expect(await gateway.approvalUrl(voided.ref)).toBeUndefined();
    expect(callsTo('/capture')).toHaveLength(0);
  });

  it('knows no attempt of another order or chain', async () => {
    const gateway = gatewayWith('CAPTURE');
    const { ref } = await opened(gateway);
    expect(await gateway.paymentStatus({ ...ref, orderId: ref.orderId + 1 })).toEqual({ state: 'unknown' });
    expect(await gateway.paymentStatus({ ...ref, tenantId: 'dem' })).toEqual({ state: 'unknown' });
  });
});
