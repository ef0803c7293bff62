import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE, type OrderListData } from '@spesa/shared/orders/order.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /order/list filters, as the orders screen keeps them in the URL. */
export interface OrderFilters {
  page: number;
  fromDate?: string;
  toDate?: string;
  fromGrossTotal?: number;
  toGrossTotal?: number;
}

export const ordersQueryKey = ['orders'] as const;

/** The order actions of the detail page: one at a time, so each waits while another is on its way. */
export const orderActionMutationKey = [...ordersQueryKey, 'action'] as const;

/** spec §7: GET /order/list, 12 orders a page, newest first. */
export async function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderListData['data']> {
  const envelope = await apiClient.get<OrderListData>('/order/list', {
    query: {
      page: filters.page,
      page_size: ORDERS_PAGE_SIZE,
      show_pending: true,
      from_date: filters.fromDate,
      to_date: filters.toDate,
      from_gross_total: filters.fromGrossTotal,
      to_gross_total: filters.toGrossTotal,
    },
    notify: false,
    signal,
  });
  return envelope.data.data;
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getOrders(filters, signal),
  });

export function useOrders(filters: OrderFilters) {
  return useQuery({ ...ordersQueryOptions(filters), placeholderData: keepPreviousData });
}
