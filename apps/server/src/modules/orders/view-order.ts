import { ORDER_NOT_FOUND_MESSAGE, type Order } from '@spesa/shared/orders/order.contract';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { loadOrders } from './order-mapper.js';
import { findOrder } from './order.repository.js';

/** One of the shopper's orders with its items, latest payment and note; another shopper's id is not found. */
export async function viewOrder(db: Db, tenantId: string, userId: number, orderId: number): Promise<Order> {
  const record = await findOrder(db, tenantId, orderId, { userId });
  if (!record) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  const [order] = await loadOrders(db, tenantId, userId, [record], true);
  return order!;
}
