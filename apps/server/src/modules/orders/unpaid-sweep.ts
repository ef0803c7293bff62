import { isAwaitingPayment, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import { writeTransaction } from '../../db/write-transaction.js';
import { cancelOrderInside } from './cancel-order-inside.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { applyPaymentOutcome, refOf, releaseGivenUpPayments } from './payment-outcome.js';
import { findOrder, listExpiredUnpaid } from './order.repository.js';
import { giveUpTransaction, listStaleAttempts, listTransactions } from './payment-transaction.repository.js';

const SWEEP_BATCH = 100;

type SweepDeps = Pick<
  CheckoutDeps,
  'db' | 'clock' | 'carts' | 'delivery' | 'shoppers' | 'gateway' | 'log' | 'paymentTimeoutMs' | 'orderMails'
>;

/**
 * spec §4: cancels the orders whose payment did not arrive in time, each in its own transaction, once the
 * gateway has closed their attempts unpaid; an attempt it approved confirms the order instead, as its
 * feedback would have. Then it closes the confirmed orders' changes to card left unpaid, and tells the
 * gateway of the attempts given up that it has not yet heard of. It also gives up the order modifications
 * past their cut-off (spec §4 'Modifica ordine'): their orders stay as confirmed, their carts come back.
 */
export async function sweepUnpaidOrders(deps: SweepDeps): Promise<number> {
  const { db } = deps;
  const now = deps.clock.now();
  let cancelled = 0;
  for (const due of await listExpiredUnpaid(db, now, SWEEP_BATCH)) {
    if ((await reconcileAttempts(deps, due.id)) !== 'unpaid') continue;
    const done = await writeTransaction(db, async (trx) => {
      const order = await findOrder(trx, due.tenantId, due.id, { lock: true });
      // Re-read under the lock: a payment may have arrived since the list was read.
      if (!order || !isAwaitingPayment(order.status) || (order.paymentExpiresAt ?? Infinity) > now)
        return false;
      await cancelOrderInside(deps, trx, due.tenantId, order, now, 'sweep');
      return true;
    });
    if (done) {
      cancelled += 1;
      deps.orderMails.afterCommit(due.id);
    }
    await releaseGivenUpPayments(deps, { orderId: due.id });
  }
  await closeStaleChanges(deps, now);
  await releaseGivenUpPayments(deps);
  await deps.carts.sweepExpiredModifications();
  return cancelled;
}

/**
 * Closes the order's attempts in progress at the gateway before the shop gives up on them: a page paid in
 * the meantime is recorded, not lost. A gateway that does not answer leaves the order to the next sweep.
 */
async function reconcileAttempts(
  deps: SweepDeps,
  orderId: number,
): Promise<'paid' | 'unpaid' | 'unanswered'> {
  for (const transaction of await listTransactions(deps.db, orderId, [TX.inProgress])) {
    try {
      const status = await deps.gateway.cancelPayment(refOf(transaction));
      if (status.state === 'pending') return 'unanswered';
      if (status.state === 'approved' || status.state === 'declined') {
        if ((await applyPaymentOutcome(deps, status.outcome))?.approved) return 'paid';
      }
    } catch (error) {
      deps.log(error, 'payment gateway status failed');
      return 'unanswered';
    }
  }
  return 'unpaid';
}

/**
 * A confirmed order's change to card that the shopper left unpaid past the payment time (spec §4): the
 * attempt is closed at the gateway and given up, and the order keeps the payment type it was confirmed with.
 */
async function closeStaleChanges(deps: SweepDeps, now: number): Promise<void> {
  for (const transaction of await listStaleAttempts(deps.db, now - deps.paymentTimeoutMs, SWEEP_BATCH)) {
    try {
      const status = await deps.gateway.cancelPayment(refOf(transaction));
      if (status.state === 'pending') continue;
      if (status.state === 'approved' || status.state === 'declined') {
        await applyPaymentOutcome(deps, status.outcome);
        continue;
      }
      await writeTransaction(deps.db, async (trx) => {
        await findOrder(trx, transaction.tenantId, transaction.orderId, { lock: true });
        await giveUpTransaction(trx, transaction.id, now);
      });
      await releaseGivenUpPayments(deps, { orderId: transaction.orderId });
    } catch (error) {
      deps.log(error, 'payment gateway status failed');
    }
  }
}
