import {
  orderBoardDetailSchema,
  orderBoardSchema,
  type OrderBoardQuery,
} from '@spesa/shared/admin/order-board.contract';
import { orderSchema } from '@spesa/shared/orders/order.contract';
import { storesDataSchema } from '@spesa/shared/delivery/store.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_API } from './staff-session';

const quiet = { notify: false } as const;

/** The board of one store (README "Back-office"): by day, slot and status, searched by number or shopper. */
export function useOrderBoard(query: OrderBoardQuery | null) {
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/orders`, {
        ...quiet,
        signal,
        query: query ?? undefined,
      });
      return orderBoardSchema.parse(answer.data).orders;
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useBoardOrder(orderId: number) {
  return useQuery({
    queryKey: ['admin', 'order', orderId],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/orders/${orderId}`, { ...quiet, signal });
      return orderBoardDetailSchema.parse(answer.data);
    },
  });
}

/** The status change through the order state machine: the server decides and answers its Italian error. */
export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderStatusId: number) => {
      const answer = await apiClient.postJson(
        `${ADMIN_API}/orders/status`,
        { orderId, orderStatusId },
        quiet,
      );
      return z.object({ order: orderSchema }).parse(answer.data).order;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] });
    },
  });
}

/** The chain's stores (the list the storefront reads too): to choose one, and to name the member's. */
export function useChainStores() {
  return useQuery({
    queryKey: ['admin', 'stores'],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get('/store/list', { ...quiet, signal });
      return storesDataSchema.parse(answer.data).stores;
    },
    staleTime: Infinity,
  });
}
