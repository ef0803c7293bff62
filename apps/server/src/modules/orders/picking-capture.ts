import {
  CAPTURE_CLAIM_LEASE_MS,
  CAPTURE_STATE_LABELS,
  shownCaptureState,
  type PickingOutcomeAnswer,
} from '@spesa/shared/admin/picking.contract';
import { ORDER_NOT_FOUND_MESSAGE } from '@spesa/shared/orders/order.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import { PAYMENT_TYPE_IDS } from '@spesa/shared/rules/order-status';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { findOrder } from './order.repository.js';
import { confirmCapturedTransaction, findAuthorisedTransaction } from './payment-transaction.repository.js';
import type { PickingDeps } from './picking-deps.js';
import {
  claimCapture,
  findPickedOrders,
  listStaleCaptures,
  settleCapture,
  type PickedOrderRecord,
} from './picking.repository.js';

/**
 * README "Picking": takes the final amount of a picked order from its authorisation, never more than it
 * holds (a higher final amount captures the authorised amount, recorded as captured), the rest released by
 * the gateway. Only the caller that claims the capture (pending, or failed for a retry) asks the gateway, so
 * an order is captured once however many ask at once. A gateway that refuses or does not answer leaves the
 * capture failed, 'da riprovare'. A retry (`takeOverStale`) also takes over a claim older than
 * CAPTURE_CLAIM_LEASE_MS, whose process stopped mid-capture: the gateway's capture is idempotent (one capture
 * per authorisation, the same request id at PayPal), so a claim taken over never charges twice.
 */
export async function captureOrder(
  deps: PickingDeps,
  tenantId: string,
  orderId: number,
  from: readonly ('pending' | 'failed')[],
  takeOverStale = false,
): Promise<void> {
  const { db } = deps;
  const picked = (await findPickedOrders(db, tenantId, [orderId])).get(orderId);
  if (!picked) return;
  const now = deps.clock.now();
  const claimedAt = await claimCapture(
    db,
    orderId,
    from,
    now,
    takeOverStale ? now - CAPTURE_CLAIM_LEASE_MS : undefined,
  );
  if (claimedAt === null) return;
  const settle = (outcome: Parameters<typeof settleCapture>[3]) =>
    settleCapture(db, orderId, claimedAt, outcome, deps.clock.now());
  const order = await findOrder(db, tenantId, orderId);
  const transaction = await findAuthorisedTransaction(db, tenantId, orderId);
  if (!order || !transaction) {
    await settle({ state: 'failed', error: 'no authorised payment' });
    return;
  }
  const amountCents = Math.min(picked.finalCents, picked.authorisedCents ?? transaction.amountCents);
  const ref = {
    tenantId,
    orderId,
    transactionId: transaction.id,
    ...(order.paymentTypeId === PAYMENT_TYPE_IDS.paypal ? { method: 'paypal' as const } : {}),
  };
  try {
    const result = await deps.gateway.capture(ref, amountCents);
    if (result.state === 'captured') {
      await settle({ state: 'captured', capturedCents: result.capturedCents });
      await confirmCapturedTransaction(db, transaction.id, deps.clock.now());
    } else {
      await settle({ state: 'failed', error: result.reason });
    }
  } catch (error) {
    deps.log(error, 'capture of a picked order failed');
    await settle({ state: 'failed', error: String(error) });
  }
}

const STALE_SWEEP_BATCH = 50;

/**
 * README "Picking": the server's sweep takes over the captures whose claim outlived its lease (their process
 * stopped mid-capture), as a manager's retry would; the number it looked at.
 */
export async function sweepStaleCaptures(deps: PickingDeps): Promise<number> {
  const stale = await listStaleCaptures(
    deps.db,
    deps.clock.now() - CAPTURE_CLAIM_LEASE_MS,
    STALE_SWEEP_BATCH,
  );
  for (const { tenantId, orderId } of stale) await captureOrder(deps, tenantId, orderId, [], true);
  return stale.length;
}

/** The picked order's outcome as the back-office reads it. */
export async function pickingOutcome(
  deps: PickingDeps,
  tenantId: string,
  orderId: number,
): Promise<PickingOutcomeAnswer> {
  const [order, picked] = await Promise.all([
    findOrder(deps.db, tenantId, orderId),
    findPickedOrders(deps.db, tenantId, [orderId]).then((m) => m.get(orderId)),
  ]);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  if (!picked)
    throw new DomainError(
      'PICKING_NOT_FINISHED',
      `Il prelievo dell’ordine ${order.number} non è concluso.`,
      409,
      409,
    );
  return answerOf(order.status, picked, deps.clock.now());
}

function answerOf(orderStatusId: number, picked: PickedOrderRecord, now: number): PickingOutcomeAnswer {
  const captureState = shownCaptureState(picked.captureState, picked.captureClaimedAt, now);
  return {
    orderId: picked.orderId,
    orderStatusId,
    finalTotal: centsToEuro(picked.finalCents),
    authorisedAmount: picked.authorisedCents === null ? null : centsToEuro(picked.authorisedCents),
    capturedAmount: picked.capturedCents === null ? null : centsToEuro(picked.capturedCents),
    captureState,
    captureStateLabel: CAPTURE_STATE_LABELS[captureState],
  };
}
