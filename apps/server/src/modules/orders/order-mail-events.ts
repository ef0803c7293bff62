import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { isDelivered, isInDelivery, ORDER_STATUS } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import type { CartService } from '../cart/cart.service.js';
import { countMailEvents, insertMailEvent } from './order-mail-event.repository.js';
import { findOrder, type OrderRecord } from './order.repository.js';

/** The e-mails an order sends its shopper, each once (spec §4 order states). */
export const ORDER_MAIL_EVENT = {
  RECEIVED: 'order-received',
  MODIFIED: 'order-modified',
  PAYMENT_FAILED: 'payment-failed',
  CANCELLED: 'order-cancelled',
  READY_FOR_PICKUP: 'ready-for-pickup',
  OUT_FOR_DELIVERY: 'out-for-delivery',
  DELIVERED: 'delivered',
  /** README "Picking": what changed at picking and the final amount. */
  PICKED: 'order-picked',
  REFUNDED: 'order-refunded',
} as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENT)[keyof typeof ORDER_MAIL_EVENT];

/** Who cancelled an order: the shopper, the store, or the sweep of the orders left unpaid (spec §4). */
export type CancelledBy = 'shopper' | 'store' | 'sweep';

/**
 * Writes the e-mail the order owes, in the caller's transaction: it is sent after the commit, and never if
 * the transaction rolls back. The same order and event a second time (a retry, a race) writes nothing.
 */
export async function enqueueOrderMail(
  trx: Db,
  order: Pick<OrderRecord, 'tenantId' | 'id'>,
  event: OrderMailEvent,
  now: number,
  detail: Record<string, string | number> = {},
): Promise<void> {
  await insertMailEvent(trx, { tenantId: order.tenantId, orderId: order.id, event, detail, now });
}

/**
 * The order is confirmed (paid, or paid on delivery): 'order received', or 'order modified' when its cart
 * was reopened from an earlier order, which it replaces (a cart reopened before a modification updated the same
 * order, spec §4; a modification now writes enqueueOrderModified instead).
 */
export async function enqueueOrderConfirmed(
  carts: Pick<CartService, 'findExtra'>,
  trx: Db,
  order: OrderRecord,
  now: number,
): Promise<void> {
  const cart = await carts.findExtra(trx, order.tenantId, order.cartId);
  if (cart?.editingOrderId) {
    const replaced = await findOrder(trx, order.tenantId, cart.editingOrderId);
    await enqueueOrderMail(trx, order, ORDER_MAIL_EVENT.MODIFIED, now, {
      replacesOrderId: cart.editingOrderId,
      replacesOrderNumber: replaced?.number ?? cart.editingOrderId,
    });
  } else {
    await enqueueOrderMail(trx, order, ORDER_MAIL_EVENT.RECEIVED, now);
  }
}

/**
 * spec §4 'Modifica ordine': the same order was modified; written once per modification (the first is
 * 'order-modified', a later one 'order-modified#2', …), under the order's row lock.
 */
export async function enqueueOrderModified(trx: Db, order: OrderRecord, now: number): Promise<void> {
  const before = await countMailEvents(trx, order.id, ORDER_MAIL_EVENT.MODIFIED);
  const event = before === 0 ? ORDER_MAIL_EVENT.MODIFIED : `${ORDER_MAIL_EVENT.MODIFIED}#${before + 1}`;
  await insertMailEvent(trx, { tenantId: order.tenantId, orderId: order.id, event, detail: {}, now });
}

/** The kind of an event: a repeated one ('order-modified#2') is of the same kind as its first. */
export function mailEventKind(event: string): string {
  return event.split('#')[0]!;
}

/** The store's move that the shopper hears of (spec §4: 6 for a pick-up, 7 and 18, 8 and 9), if any. */
export function mailEventOfStatus(order: OrderRecord, statusId: number): OrderMailEvent | undefined {
  if (statusId === ORDER_STATUS.ALMOST_READY && order.deliveryServiceId === DELIVERY_SERVICE.PICK_UP)
    return ORDER_MAIL_EVENT.READY_FOR_PICKUP;
  if (isInDelivery(statusId)) return ORDER_MAIL_EVENT.OUT_FOR_DELIVERY;
  if (isDelivered(statusId)) return ORDER_MAIL_EVENT.DELIVERED;
  return undefined;
}

/**
 * README "Refunds": the refund's e-mail, once per refund ('order-refunded', then 'order-refunded#2', …), in the
 * refund's transaction under the order's row lock.
 */
export async function enqueueOrderRefunded(
  trx: Db,
  order: OrderRecord,
  amountCents: number,
  refundedCents: number,
  now: number,
): Promise<void> {
  const before = await countMailEvents(trx, order.id, ORDER_MAIL_EVENT.REFUNDED);
  const event = before === 0 ? ORDER_MAIL_EVENT.REFUNDED : `${ORDER_MAIL_EVENT.REFUNDED}#${before + 1}`;
  await insertMailEvent(trx, {
    tenantId: order.tenantId,
    orderId: order.id,
    event,
    detail: { amountCents, refundedCents },
    now,
  });
}
