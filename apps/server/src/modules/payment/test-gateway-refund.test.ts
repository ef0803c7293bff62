import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../../test/test-db.js';
import type { PaymentRef } from './payment-gateway.js';
import { createTestGateway, TEST_CARDS, type TestGateway } from './test-gateway.js';

const AUTHORISED_CENTS = 5_000;

describe.each(DIALECTS)('the test gateway refunds a capture, on %s', (dialect) => {
  let testDb: TestDb;
  let gateway: TestGateway;
  let nextTransaction = 1;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    gateway = createTestGateway({
      db: testDb.db,
      clock: { now: () => Date.UTC(2026, 10, 25, 9) },
      secret: 'refund-test-secret',
      timeoutMs: 5_000,
      transport: async () => ({ status: 200 }),
      feedbackUrlOf: () => 'http://castoro.localhost/ebsn/api/payment-provider/feedback',
      log: () => {},
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** An attempt paid with the approving test card, then captured for `capturedCents` if given. */
  async function attempt(capturedCents?: number): Promise<PaymentRef> {
    const transactionId = nextTransaction++;
    const request = {
      tenantId: 'castoro',
      orderId: 300 + transactionId,
      transactionId,
      amountCents: AUTHORISED_CENTS,
      saveCard: false,
    };
    await gateway.openSession(request);
    const sessionId = gateway.paymentUrl(request).split('/').pop()!;
    const card = { last4: '4242', type: 'visa', month: 12, year: 2039, digits: TEST_CARDS.approve };
    await gateway.submitCard(sessionId, { ok: true, ...card });
    const ref = { tenantId: 'castoro', orderId: request.orderId, transactionId };
    if (capturedCents !== undefined)
      expect((await gateway.capture(ref, capturedCents)).state).toBe('captured');
    return ref;
  }

  async function refundedOf(ref: PaymentRef): Promise<number> {
    const id = gateway
      .paymentUrl({ ...ref, amountCents: 0, saveCard: false })
      .split('/')
      .pop()!;
    return (await gateway.findSession(id))!.refundedCents;
  }

  it('refunds part of a capture, then the rest, never more than it', async () => {
    const ref = await attempt(4_000);
    expect(await gateway.refund(ref, 1_500, 'req-a')).toMatchObject({
      state: 'refunded',
      refundedCents: 1_500,
    });
    expect(await gateway.refund(ref, 2_501, 'req-b')).toEqual({ state: 'refused', reason: 'above_captured' });
    expect(await gateway.refund(ref, 2_500, 'req-c')).toMatchObject({
      state: 'refunded',
      refundedCents: 2_500,
    });
    expect(await gateway.refund(ref, 1, 'req-d')).toEqual({ state: 'refused', reason: 'above_captured' });
    expect(await refundedOf(ref)).toBe(4_000);
  });

  it('answers the same request once, whatever amount it is asked again with', async () => {
    const ref = await attempt(4_000);
    const first = await gateway.refund(ref, 1_000, 'req-same');
    expect(await gateway.refund(ref, 3_000, 'req-same')).toEqual(first);
    expect(await refundedOf(ref)).toBe(1_000);
  });

  it('of refunds asked at once, gives back only those that fit the capture', async () => {
    const ref = await attempt(4_000);
    const results = await Promise.all(
      ['x1', 'x2', 'x3'].map((id) => gateway.refund(ref, 1_500, `req-${id}`)),
    );
    expect(results.filter((r) => r.state === 'refunded')).toHaveLength(2);
    expect(await refundedOf(ref)).toBe(3_000);
  });

  it('refuses to refund an attempt approved but not captured', async () => {
    const ref = await attempt();
    expect(await gateway.refund(ref, 100, 'req-none')).toEqual({ state: 'refused', reason: 'not_captured' });
    expect(await refundedOf(ref)).toBe(0);
  });
});
