import type { Order, OrderViewData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7: POST /order/delete; the answer's info is 'Ordine {orderId} annullato'. */
export async function cancelOrder(orderId: number): Promise<Order> {
  return (
    await apiClient.postJson<OrderViewData>(
      '/order/delete',
      {},
      { query: { order_id: orderId }, notify: false },
    )
  ).data.data;
}
