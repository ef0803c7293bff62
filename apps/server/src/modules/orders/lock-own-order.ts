import { ORDER_NOT_FOUND_MESSAGE, ORDER_NOT_MODIFIABLE_MESSAGE } from '@spesa/shared/orders/order.contract';
import { canModifyOrCancel } from '@spesa/shared/rules/order-status';
import type { Db } from '../../db/database.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { type OrderRecord, findOrder } from './order.repository.js';

/** The shopper's order with its row lock held; another shopper's id is not found. */
export async function lockOwnOrder(
  trx: Db,
  tenantId: string,
  userId: number,
  orderId: number,
): Promise<OrderRecord> {
  const order = await findOrder(trx, tenantId, orderId, { userId, lock: true });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/** spec §4: the shopper's order, locked, refused once the store has taken it in charge or it was replaced. */
export async function lockModifiableOrder(
  trx: Db,
  tenantId: string,
  userId: number,
  orderId: number,
): Promise<OrderRecord> {
  const order = await lockOwnOrder(trx, tenantId, userId, orderId);
  if (!canModifyOrCancel(order.status) || order.replaced) {
    throw new DomainError('ORDER_NOT_MODIFIABLE', ORDER_NOT_MODIFIABLE_MESSAGE);
  }
  return order;
}
