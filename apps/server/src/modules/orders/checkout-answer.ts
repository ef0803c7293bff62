import type { CheckoutBuyData } from '@spesa/shared/orders/order.contract';
import type { Db } from '../../db/database.js';
import { viewOrder } from './view-order.js';

/** What buy and payment retry answer: the order as it stands, and the page to pay on when there is one. */
export async function checkoutAnswer(
  trx: Db,
  tenantId: string,
  userId: number,
  orderId: number,
  paymentUrl: string | null,
): Promise<CheckoutBuyData> {
  const order = await viewOrder(trx, tenantId, userId, orderId);
  return { orderId, orderStatusId: order.orderStatusId, paymentUrl, order };
}
