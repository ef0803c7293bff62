import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Order, OrderViewData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

/** spec §7: GET /order/view answers the order in data.data. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const envelope = await apiClient.get<OrderViewData>('/order/view', {
    query: { order_id: orderId },
    notify: false,
    signal,
  });
  return envelope.data.data;
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', orderId] as const,
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}

/** An order call answered the order: it replaces the detail, and the lists are read again. */
export function setOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderQueryOptions(order.orderId).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
}
