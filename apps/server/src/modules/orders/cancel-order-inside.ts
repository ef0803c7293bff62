import { ORDER_STATUS, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { debitOrderPoints } from './loyalty-points.js';
import { enqueueOrderMail, ORDER_MAIL_EVENT, type CancelledBy } from './order-mail-events.js';
import { setOrderStatus } from './order-write.repository.js';
import type { OrderRecord } from './order.repository.js';
import { giveUpTransactions } from './payment-transaction.repository.js';

/** Who cancelled the order: the shopper hears it in the e-mail. */
export type CancelCause = CancelledBy;

/**
 * Cancels an order inside the caller's transaction: slot, codes, points and payments given back, the
 * shopper's e-mail saying who cancelled it, and a modification of the order still open ended (spec §4).
 */
export async function cancelOrderInside(
  deps: Pick<CheckoutDeps, 'carts' | 'delivery' | 'shoppers'>,
  trx: Db,
  tenantId: string,
  order: OrderRecord,
  now: number,
  cause: CancelCause,
): Promise<void> {
  await setOrderStatus(trx, order.id, ORDER_STATUS.CANCELLED, now, { paymentExpiresAt: null });
  await deps.delivery.timeslots.releaseBooking(trx, tenantId, order.cartId);
  await deps.carts.releaseGiftsOfOrder(trx, tenantId, order.id);
  // Flagged for the gateway (closed or voided there) once this transaction commits: see releaseGivenUpPayments.
  await giveUpTransactions(trx, order.id, [TX.inProgress], TX.cancelled, now);
  await giveUpTransactions(trx, order.id, [TX.authorised, TX.confirmed], TX.reversed, now);
  await debitOrderPoints(deps.shoppers, trx, tenantId, order, now);
  await enqueueOrderMail(trx, order, ORDER_MAIL_EVENT.CANCELLED, now, { by: cause });
  // The shopper's cart comes back from a modification of the order still open.
  await deps.carts.endModificationOfOrder(trx, { tenantId, userId: order.userId, orderId: order.id, now });
}
