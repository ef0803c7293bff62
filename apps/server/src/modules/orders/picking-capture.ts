import { CAPTURE_STATE_LABELS, type PickingOutcomeAnswer } from '@spesa/shared/admin/picking.contract';
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
  settleCapture,
  type PickedOrderRecord,
} from './picking.repository.js';

/**
 * README "Picking": takes the final amount of a picked order from its authorisation, never more than it
 * holds (a higher final amount captures the authorised amount, recorded as captured), the rest released by
 * the gateway. Only the caller that claims the capture (pending, or failed for a retry) asks the gateway, so
 * an order is captured once however many ask at once. A gateway that refuses or does not answer leaves the
 * capture failed, 'da riprovare'.
 */
export async function captureOrder(
  deps: PickingDeps,
  tenantId: string,
  orderId: number,
  from: readonly ('pending' | 'failed')[],
): Promise<void> {
  const { db } = deps;
  const picked = (await findPickedOrders(db, tenantId, [orderId])).get(orderId);
  if (!picked || !(await claimCapture(db, orderId, from, deps.clock.now()))) return;
  const order = await findOrder(db, tenantId, orderId);
  const transaction = await findAuthorisedTransaction(db, tenantId, orderId);
  if (!order || !transaction) {
    await settleCapture(db, orderId, { state: 'failed', error: 'no authorised payment' }, deps.clock.now());
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
    const now = deps.clock.now();
    if (result.state === 'captured') {
      await settleCapture(db, orderId, { state: 'captured', capturedCents: result.capturedCents }, now);
      await confirmCapturedTransaction(db, transaction.id, now);
    } else {
      await settleCapture(db, orderId, { state: 'failed', error: result.reason }, now);
    }
  } catch (error) {
    deps.log(error, 'capture of a picked order failed');
    await settleCapture(db, orderId, { state: 'failed', error: String(error) }, deps.clock.now());
  }
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
  return answerOf(order.status, picked);
}

function answerOf(orderStatusId: number, picked: PickedOrderRecord): PickingOutcomeAnswer {
  return {
    orderId: picked.orderId,
    orderStatusId,
    finalTotal: centsToEuro(picked.finalCents),
    authorisedAmount: picked.authorisedCents === null ? null : centsToEuro(picked.authorisedCents),
    capturedAmount: picked.capturedCents === null ? null : centsToEuro(picked.capturedCents),
    captureState: picked.captureState,
    captureStateLabel: CAPTURE_STATE_LABELS[picked.captureState],
  };
}
