import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../../test/test-db.js';
import { verifyParams, type PaymentRef } from './payment-gateway.js';
import { createTestGateway, TEST_CARDS, type TestGateway } from './test-gateway.js';

const SECRET = 'capture-test-secret';
const AUTHORISED_CENTS = 5_000;

describe.each(DIALECTS)('the test gateway captures and releases an authorisation, on %s', (dialect) => {
  let testDb: TestDb;
  let gateway: TestGateway;
  const feedbacks: URLSearchParams[] = [];
  let nextTransaction = 1;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    gateway = createTestGateway({
      db: testDb.db,
      clock: { now: () => Date.UTC(2026, 10, 25, 9) },
      secret: SECRET,
      timeoutMs: 5_000,
      transport: async (_url, init) => {
        feedbacks.push(new URLSearchParams(init.body));
        return { status: 200 };
      },
      feedbackUrlOf: () => 'http://castoro.localhost/ebsn/api/payment-provider/feedback',
      log: () => {},
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** An attempt the shopper paid with the approving test card. */
  async function approvedAttempt(): Promise<PaymentRef> {
    const transactionId = nextTransaction++;
    const request = {
      tenantId: 'castoro',
      orderId: 100 + transactionId,
      transactionId,
      amountCents: AUTHORISED_CENTS,
      saveCard: false,
    };
    await gateway.openSession(request);
    const sessionId = gateway.paymentUrl(request).split('/').pop()!;
    const card = { last4: '4242', type: 'visa', month: 12, year: 2039, digits: TEST_CARDS.approve };
    await gateway.submitCard(sessionId, { ok: true, ...card });
    return { tenantId: 'castoro', orderId: request.orderId, transactionId };
  }

  it('captures the final amount and releases the rest, telling the shop in a signed feedback', async () => {
    const ref = await approvedAttempt();
    feedbacks.length = 0;
    const result = await gateway.capture(ref, 4_321);
    expect(result).toMatchObject({ state: 'captured', capturedCents: 4_321, releasedCents: 679 });
    expect(feedbacks).toHaveLength(1);
    const params = Object.fromEntries(feedbacks[0]!);
    expect(params.order).toBe(String(ref.orderId));
    expect(verifyParams(SECRET, params)).toBe(true);
    // The shop still reads the attempt as approved: the money it recorded is now taken.
    expect((await gateway.paymentStatus(ref)).state).toBe('approved');
  });

  it('never captures more than the authorisation', async () => {
    const ref = await approvedAttempt();
    expect(await gateway.capture(ref, AUTHORISED_CENTS + 1)).toEqual({
      state: 'refused',
      reason: 'above_authorised',
    });
    expect(await gateway.capture(ref, AUTHORISED_CENTS)).toMatchObject({
      state: 'captured',
      capturedCents: AUTHORISED_CENTS,
      releasedCents: 0,
    });
  });

  it('captures once when asked twice at once, or again later with another amount', async () => {
    const ref = await approvedAttempt();
    feedbacks.length = 0;
    const results = await Promise.all([gateway.capture(ref, 3_000), gateway.capture(ref, 2_000)]);
    const captured = results.map((r) => (r.state === 'captured' ? r.capturedCents : null));
    expect(captured[0]).toBe(captured[1]);
    expect([3_000, 2_000]).toContain(captured[0]);
    expect(await gateway.capture(ref, 1_000)).toMatchObject({ capturedCents: captured[0] });
    expect(feedbacks).toHaveLength(1);
  });

  it('releases a whole authorisation, after which nothing can be captured', async () => {
    const ref = await approvedAttempt();
    expect((await gateway.release(ref)).state).toBe('reversed');
    expect(await gateway.capture(ref, 100)).toEqual({ state: 'refused', reason: 'not_authorised' });
  });

  it('refuses to capture an attempt it does not know or that was never approved', async () => {
    expect(await gateway.capture({ tenantId: 'castoro', orderId: 1, transactionId: 999 }, 100)).toEqual({
      state: 'refused',
      reason: 'not_authorised',
    });
  });
});
