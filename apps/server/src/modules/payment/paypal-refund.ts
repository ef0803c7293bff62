import { PaypalHttpError, type PaypalClient } from './paypal-client.js';
import type { PaypalOrderRecord } from './paypal-orders.repository.js';
import type { RefundResult } from './payment-gateway.js';

/** 422 issues that mean the capture cannot give back that much: nothing was refunded. */
const ABOVE_CAPTURED = new Set(['REFUND_AMOUNT_EXCEEDED', 'CAPTURE_FULLY_REFUNDED']);

/** The capture to refund: the order's own under intent CAPTURE, else the final capture of its authorisation. */
async function captureIdOf(client: PaypalClient, record: PaypalOrderRecord): Promise<string | undefined> {
  if (record.referenceKind === 'capture') return record.reference ?? undefined;
  if (!record.paypalOrderId) return undefined;
  const order = await client.getOrder(record.paypalOrderId);
  return order.purchase_units?.[0]?.payments?.captures?.[0]?.id;
}

/**
 * README "Refunds": POST /v2/payments/captures/{capture_id}/refund for `amountCents`, with a PayPal-Request-Id
 * made of the shop's refund request id, so a repeated request answers the first refund. PayPal itself never
 * gives back more than the capture minus its refunds; its refusal says so, and anything else is thrown.
 */
export async function refundPaypalCapture(
  client: PaypalClient,
  record: PaypalOrderRecord | undefined,
  amountCents: number,
  requestId: string,
): Promise<RefundResult> {
  if (record?.state !== 'approved' || !record.reference) return { state: 'refused', reason: 'not_captured' };
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    return { state: 'refused', reason: 'above_captured' };
  const captureId = await captureIdOf(client, record);
  if (!captureId) return { state: 'refused', reason: 'not_captured' };
  try {
    const refund = await client.refundCapture(
      captureId,
      `spesa-${record.tenantId}-${record.transactionId}-refund-${requestId}`,
      amountCents,
    );
    return { state: 'refunded', refundedCents: amountCents, reference: refund.id };
  } catch (error) {
    if (error instanceof PaypalHttpError && error.status === 422 && ABOVE_CAPTURED.has(error.issue ?? ''))
      return { state: 'refused', reason: 'above_captured' };
    throw error;
  }
}
