import { ORDER_STATUS, PAYMENT_TRANSACTION_STATUSES as TX } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { debitOrderPoints } from './loyalty-points.js';
import { enqueueOrderMail, ORDER_MAIL_EVENT, type CancelledBy } from './order-mail-events.js';
import { setOrderStatus } from './order-write.repository.js';
import type { OrderRecord } from './order.repository.js';
import { giveUpTransactions } from './payment-transaction.repository.js';

/** Why an order is cancelled: by someone (the shopper hears who), or replaced by its reopened cart. */
export type CancelCause = CancelledBy | 'replaced';

/**
 * Cancels an order inside the caller's transaction: slot, codes, points and payments given back, and the
 * shopper's e-mail saying who cancelled it. A replaced order (reopened as the cart) keeps its slot, which
 * moves to the cart, and sends no e-mail: the modified order will.
 */
export async function cancelOrderInside(
  deps: Pick<CheckoutDeps, 'carts' | 'delivery' | 'shoppers'>,
  trx: Db,
  tenantId: string,
  order: OrderRecord,
  now: number,
  cause: CancelCause,
): Promise<void> {
  const replaced = cause === 'replaced';
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
  if (!replaced) await enqueueOrderMail(trx, order, ORDER_MAIL_EVENT.CANCELLED, now, { by: cause });
  // spec §4: a modification of the order still open ends with it; the shopper's cart comes back.
  await deps.carts.endModificationOfOrder(trx, { tenantId, userId: order.userId, orderId: order.id, now });
}
