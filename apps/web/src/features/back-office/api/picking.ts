import {
  pickingListSchema,
  pickingOutcomeSchema,
  type PickingLineBody,
  type PickingListQuery,
} from '@spesa/shared/admin/picking.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_API } from './staff-session';

const quiet = { notify: false } as const;

/** README "Picking": the orders of one slot of a store, their lines by department. */
export function usePickingList(query: PickingListQuery | null) {
  return useQuery({
    queryKey: ['admin', 'picking', query],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/picking`, {
        ...quiet,
        signal,
        query: query ?? undefined,
      });
      return pickingListSchema.parse(answer.data).orders;
    },
    enabled: query !== null,
  });
}

/** One line picked (confirm, weight, missing, substitute): the server checks it and answers in Italian. */
export function usePickLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickingLineBody) => apiClient.postJson(`${ADMIN_API}/picking/line`, body, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'picking'] }),
  });
}

/** 'Fine preparazione' and 'Riprova': both answer the order's final amount and its capture. */
export function usePickingOutcome(action: 'finish' | 'capture-retry') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/picking/${action}`, { orderId }, quiet);
      return pickingOutcomeSchema.parse(answer.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'picking'] }),
  });
}

const foundSchema = z.object({
  products: z.array(z.object({ productId: z.number().int(), name: z.string() })),
});

/** A substitute, searched through the storefront's public products list. */
export function useSubstituteSearch(text: string) {
  return useQuery({
    queryKey: ['admin', 'picking-products', text],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get('/products', {
        ...quiet,
        signal,
        query: { q: text, page_size: 8 },
      });
      return foundSchema.parse(answer.data).products;
    },
    enabled: text.length >= 2,
  });
}
