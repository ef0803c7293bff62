import { orderCancelledMessage, type Order, type OrderViewData } from '@spesa/shared/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/mutation-feedback';
import { notify } from '../../../lib/notify';
import { setOrder } from './get-order';
import { orderActionMutationKey } from './get-orders';

/** spec §7: POST /order/delete; the answer's info is 'Ordine {orderId} annullato', with the chain's number. */
export async function cancelOrder(orderId: number): Promise<Order> {
  return (
    await apiClient.postJson<OrderViewData>(
      '/order/delete',
      {},
      { query: { order_id: orderId }, notify: false },
    )
  ).data.data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderActionMutationKey,
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      setOrder(queryClient, order);
      notify(orderCancelledMessage(order.orderNumber), 'success');
    },
    onError: (error) => notifyFailure(error),
  });
}
