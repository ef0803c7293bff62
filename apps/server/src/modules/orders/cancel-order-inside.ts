import { ORDER_STATUS, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { debitOrderPoints } from './loyalty-points.js';
import { setOrderStatus } from './order-write.repository.js';
import type { OrderRecord } from './order.repository.js';
import { giveUpTransactions } from './payment-transaction.repository.js';

/**
 * Cancels an order inside the caller's transaction: slot, codes, points and payments given back. A replaced
 * order (reopened as the cart) keeps its slot, which moves to the cart.
 */
export async function cancelOrderInside(
  deps: Pick<CheckoutDeps, 'carts' | 'delivery' | 'shoppers'>,
  trx: Db,
  tenantId: string,
  order: OrderRecord,
  now: number,
  replaced: boolean,
): Promise<void> {
  await setOrderStatus(trx, order.id, ORDER_STATUS.CANCELLED, now, {
    paymentExpiresAt: null,
    ...(replaced ? { replaced: true } : {}),
  });
  if (!replaced) await deps.delivery.timeslots.releaseBooking(trx, tenantId, order.cartId);
  await deps.carts.releaseGiftsOfOrder(trx, tenantId, order.id);
  // Flagged for the gateway (closed or voided there) once this transaction commits: see releaseGivenUpPayments.
  await giveUpTransactions(trx, order.id, [TX.inProgress], TX.cancelled, now);
  await giveUpTransactions(trx, order.id, [TX.authorised, TX.confirmed], TX.reversed, now);
  await debitOrderPoints(deps.shoppers, trx, tenantId, order, now);
}
