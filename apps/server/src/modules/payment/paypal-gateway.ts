import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  approveLinkOf,
  PaypalHttpError,
  type PaypalClient,
  type PaypalOrder,
  type PaypalPayment,
} from './paypal-client.js';
import { refundPaypalCapture } from './paypal-refund.js';
import {
  findPaypalOrder,
  insertPaypalOrder,
  movePaypalOrder,
  setPaypalOrderCreated,
  type PaypalOrderRecord,
} from './paypal-orders.repository.js';
import type {
  CaptureResult,
  PaymentGateway,
  PaymentOutcome,
  PaymentRef,
  PaymentStatus,
} from './payment-gateway.js';

export type PaypalIntent = 'CAPTURE' | 'AUTHORIZE';

/** The PayPal adapter: a payment gateway, plus the two steps of PayPal's redirect the shop's routes drive. */
export interface PaypalGateway extends PaymentGateway {
  /** PayPal's approval page of an open attempt (its order created now if the first try failed); none if closed. */
  approvalUrl(ref: PaymentRef): Promise<string | undefined>;
  /** The payer cancelled on PayPal: the attempt is declined, unless PayPal has already been paid. */
  payerCancelled(ref: PaymentRef): Promise<void>;
}

/** 422 issues that mean the order was completed by an earlier call: the order itself is read again. */
const ALREADY_DONE = new Set(['ORDER_ALREADY_CAPTURED', 'ORDER_ALREADY_AUTHORIZED']);

/** The capture or authorisation of a completed order, with what its id names. */
function paymentOf(
  order: PaypalOrder,
): { payment: PaypalPayment; kind: 'capture' | 'authorization' } | undefined {
  const payments = order.purchase_units?.[0]?.payments;
  const capture = payments?.captures?.[0];
  if (capture) return { payment: capture, kind: 'capture' };
  const authorization = payments?.authorizations?.[0];
  return authorization ? { payment: authorization, kind: 'authorization' } : undefined;
}

/**
 * Paid only when PayPal says so: the order COMPLETED and its capture COMPLETED, or its authorisation CREATED
 * (an authorisation's state when the money is held). A declined, denied or failed payment is a refusal; any
 * other answer (PENDING, the payer still to approve) leaves the attempt open.
 */
export function verdictOf(order: PaypalOrder): 'approved' | 'declined' | 'pending' {
  if (order.status === 'VOIDED' || order.status === 'DECLINED') return 'declined';
  const found = paymentOf(order);
  if (!found) return 'pending';
  const { payment, kind } = found;
  if (['DECLINED', 'DENIED', 'FAILED', 'VOIDED'].includes(payment.status)) return 'declined';
  const held = kind === 'capture' ? payment.status === 'COMPLETED' : payment.status === 'CREATED';
  return order.status === 'COMPLETED' && held ? 'approved' : 'pending';
}

export function createPaypalGateway(deps: {
  db: Db;
  clock: Clock;
  client: PaypalClient;
  intent: PaypalIntent;
  brandName: string | undefined;
  /** The chain's own number of an order (spec §9): what the payer reads on PayPal, never the internal id. */
  orderNumberOf: (tenantId: string, orderId: number) => Promise<number | undefined>;
  /** The shop's own address that sends the payer on to PayPal (relative, signed). */
  startUrlOf: (ref: PaymentRef) => string;
  /** Where PayPal sends the payer back: absolute addresses on the chain's host, signed. */
  returnUrlOf: (ref: PaymentRef) => string;
  cancelUrlOf: (ref: PaymentRef) => string;
}): PaypalGateway {
  const { db, clock, client, intent } = deps;
  const keyOf = (ref: PaymentRef) => ({ tenantId: ref.tenantId, transactionId: ref.transactionId });

  async function recordOf(ref: PaymentRef): Promise<PaypalOrderRecord | undefined> {
    const record = await findPaypalOrder(db, ref.tenantId, ref.transactionId);
    return record?.orderId === ref.orderId ? record : undefined;
  }

  function outcomeOf(record: PaypalOrderRecord): PaymentOutcome {
    return {
      tenantId: record.tenantId,
      transactionId: record.transactionId,
      orderId: record.orderId,
      approved: record.state === 'approved',
      reference: record.reference ?? record.paypalOrderId ?? `paypal_${record.transactionId}`,
      cardLast4: null,
      cardType: null,
      expireMonth: null,
      expireYear: null,
      token: null,
    };
  }

  function statusOf(record: PaypalOrderRecord | undefined): PaymentStatus {
    if (!record) return { state: 'unknown' };
    switch (record.state) {
      case 'open':
        return { state: 'pending' };
      case 'voided':
        return { state: 'voided' };
      case 'cancelled':
        return { state: 'declined', outcome: { ...outcomeOf(record), approved: false } };
      default:
        return { state: record.state, outcome: outcomeOf(record) };
    }
  }

  /** Creates the PayPal order of an attempt once: the same PayPal-Request-Id answers the same order. */
  async function ensureCreated(record: PaypalOrderRecord): Promise<string> {
    if (record.paypalOrderId && record.approveUrl) return record.approveUrl;
    const ref = { ...record, method: 'paypal' as const };
    const orderNumber = await deps.orderNumberOf(record.tenantId, record.orderId);
    const order = await client.createOrder({
      intent,
      requestId: `spesa-${record.tenantId}-${record.transactionId}-create`,
      referenceId: String(record.transactionId),
      customId: `${record.tenantId}:${record.orderId}:${record.transactionId}`,
      description: orderNumber === undefined ? 'Ordine' : `Ordine n. ${orderNumber}`,
      amountCents: record.amountCents,
      returnUrl: deps.returnUrlOf(ref),
      cancelUrl: deps.cancelUrlOf(ref),
      brandName: deps.brandName,
    });
    const approveUrl = approveLinkOf(order);
    if (!order.id || !approveUrl) throw new Error('PayPal order answer without id or approval link');
    await setPaypalOrderCreated(db, keyOf(record), { paypalOrderId: order.id, approveUrl, now: clock.now() });
    return (await findPaypalOrder(db, record.tenantId, record.transactionId))?.approveUrl ?? approveUrl;
  }

  /** Captures (or authorises) an order the payer approved; a refusal by PayPal is a declined order. */
  async function complete(paypalOrderId: string, record: PaypalOrderRecord): Promise<PaypalOrder> {
    try {
      return await client.completeOrder(
        paypalOrderId,
        intent,
        `spesa-${record.tenantId}-${record.transactionId}-${intent.toLowerCase()}`,
      );
    } catch (error) {
      if (!(error instanceof PaypalHttpError) || error.status !== 422) throw error;
      if (error.issue && ALREADY_DONE.has(error.issue)) return client.getOrder(paypalOrderId);
      return { id: paypalOrderId, status: 'DECLINED' };
    }
  }

  /** Asks PayPal about an open attempt, completing it once the payer approved, and records the verdict. */
  async function consult(record: PaypalOrderRecord): Promise<PaymentStatus> {
    if (!record.paypalOrderId) return { state: 'pending' };
    let order = await client.getOrder(record.paypalOrderId);
    if (order.status === 'APPROVED') order = await complete(record.paypalOrderId, record);
    const verdict = verdictOf(order);
    if (verdict === 'pending') return { state: 'pending' };
    const found = paymentOf(order);
    const reference =
      found && verdict === 'approved' ? { id: found.payment.id, kind: found.kind } : undefined;
    // Money PayPal holds is recorded even for an attempt the shop voided meanwhile: the shop then gives it back.
    const from = verdict === 'approved' ? (['open', 'voided'] as const) : (['open'] as const);
    await movePaypalOrder(db, keyOf(record), from, verdict, clock.now(), reference);
    return statusOf(await findPaypalOrder(db, record.tenantId, record.transactionId));
  }

  /**
   * The final amount of a picked order from its authorisation (intent AUTHORIZE), as PayPal's final capture:
   * PayPal releases the rest. The request id makes a repeated capture answer the first one.
   */
  async function captureAuthorised(ref: PaymentRef, amountCents: number): Promise<CaptureResult> {
    const record = await recordOf(ref);
    if (record?.state !== 'approved' || record.referenceKind !== 'authorization' || !record.reference)
      return { state: 'refused', reason: 'not_authorised' };
    if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > record.amountCents)
      return { state: 'refused', reason: 'above_authorised' };
    const requestId = `spesa-${record.tenantId}-${record.transactionId}-final-capture`;
    const capture = await client.captureAuthorization(record.reference, amountCents, requestId);
    return {
      state: 'captured',
      capturedCents: amountCents,
      releasedCents: record.amountCents - amountCents,
      reference: capture.id,
    };
  }

  return {
    paymentUrl: (request) => deps.startUrlOf(request),

    capture: captureAuthorised,

    async refund(ref, amountCents, requestId) {
      return refundPaypalCapture(client, await recordOf(ref), amountCents, requestId);
    },

    async openSession(request) {
      await insertPaypalOrder(db, { ...request, now: clock.now() });
      const record = await findPaypalOrder(db, request.tenantId, request.transactionId);
      if (record?.state === 'open') await ensureCreated(record);
    },

    chargeToken() {
      return Promise.reject(new Error('PayPal keeps no saved cards'));
    },

    async paymentStatus(ref) {
      const record = await recordOf(ref);
      return record?.state === 'open' ? consult(record) : statusOf(record);
    },

    async cancelPayment(ref) {
      const record = await recordOf(ref);
      if (record?.state === 'open') await movePaypalOrder(db, keyOf(record), ['open'], 'voided', clock.now());
      return statusOf(await recordOf(ref));
    },

    async reversePayment(ref) {
      const record = await recordOf(ref);
      if (record?.state !== 'approved' || !record.reference) return statusOf(record);
      const requestId = `spesa-${record.tenantId}-${record.transactionId}-reverse`;
      if (record.referenceKind === 'capture') await client.refundCapture(record.reference, requestId);
      else await client.voidAuthorization(record.reference, requestId);
      await movePaypalOrder(db, keyOf(record), ['approved'], 'reversed', clock.now());
      return statusOf(await recordOf(ref));
    },

    // Nothing taken: the authorisation voided (or, under intent CAPTURE, the capture refunded).
    release(ref) {
      return this.reversePayment(ref);
    },

    async approvalUrl(ref) {
      const record = await recordOf(ref);
      return record?.state === 'open' ? ensureCreated(record) : undefined;
    },

    async payerCancelled(ref) {
      const record = await recordOf(ref);
      if (record) await movePaypalOrder(db, keyOf(record), ['open'], 'cancelled', clock.now());
    },
  };
}
