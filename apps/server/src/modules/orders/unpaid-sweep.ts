import { isAwaitingPayment } from '@spesa/shared/rules/order-status';
import { writeTransaction } from '../../db/write-transaction.js';
import { cancelOrderInside } from './cancel-order-inside.js';
import type { CheckoutDeps } from './checkout-deps.js';
import * as repo from './order.repository.js';

const SWEEP_BATCH = 100;

/** spec §4: cancels the orders whose payment did not arrive in time, each in its own transaction. */
export async function sweepUnpaidOrders(
  deps: Pick<CheckoutDeps, 'db' | 'clock' | 'carts' | 'delivery' | 'shoppers'>,
): Promise<number> {
  const { db } = deps;
  const now = deps.clock.now();
  let cancelled = 0;
  for (const due of await repo.listExpiredUnpaid(db, now, SWEEP_BATCH)) {
    const done = await writeTransaction(db, async (trx) => {
      const order = await repo.findOrder(trx, due.tenantId, due.id, { lock: true });
      // Re-read under the lock: a payment may have arrived since the list was read.
      if (!order || !isAwaitingPayment(order.status) || (order.paymentExpiresAt ?? Infinity) > now)
        return false;
      await cancelOrderInside(deps, trx, due.tenantId, order, now, false);
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
