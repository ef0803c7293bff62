import {
  slotBoardRowSchema,
  slotBoardSchema,
  type SlotBoardQuery,
  type SlotCapacityBody,
  type SlotClosedBody,
  type SlotCutoffBody,
  type SlotDayClosedBody,
  type SlotFeeBody,
} from '@spesa/shared/admin/slots.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_API } from './staff-session';

/** The screens show the server's Italian errors themselves: no toasts. */
const quiet = { notify: false } as const;
const slotAnswerSchema = z.object({ slot: slotBoardRowSchema });

/** README "Back-office", Slots: the day's slots of one store and delivery service. */
export function useSlotBoard(query: SlotBoardQuery | null) {
  return useQuery({
    queryKey: ['admin', 'slots', query],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get(`${ADMIN_API}/slots`, {
        ...quiet,
        signal,
        query: query ?? undefined,
      });
      return slotBoardSchema.parse(answer.data).slots;
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** One change of one slot; the board is read again from the server after it. */
function useSlotChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/slots/${path}`, body, quiet);
      return slotAnswerSchema.parse(answer.data).slot;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] }),
  });
}

export const useSlotCapacity = () => useSlotChange<SlotCapacityBody>('capacity');
export const useSlotClosed = () => useSlotChange<SlotClosedBody>('closed');
export const useSlotCutoff = () => useSlotChange<SlotCutoffBody>('cutoff');
/** README "Delivery fee by slot". */
export const useSlotFee = () => useSlotChange<SlotFeeBody>('fee');

/** The whole day closed or reopened: the server answers the day's slots. */
export function useSlotDayClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SlotDayClosedBody) => {
      const answer = await apiClient.postJson(`${ADMIN_API}/slots/day`, body, quiet);
      return slotBoardSchema.parse(answer.data).slots;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] }),
  });
}
