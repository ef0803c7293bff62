import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import type { TimeslotListData } from '@spesa/shared/delivery/timeslot.contract';
import { apiClient } from '../../../lib/api-client';
import { setCartDelivery } from './get-cart-delivery';
import { timeslotsQueryKey } from './get-timeslots';

export interface TimeslotChoice {
  date: string;
  timeslotId: number;
}

/** spec §7: GET /timeslot/select holds a place in the slot for the cart. */
export async function selectTimeslot(choice: TimeslotChoice): Promise<CartDelivery> {
  const envelope = await apiClient.get<{ cart: CartDelivery }>('/timeslot/select', {
    query: { sel_date: choice.date, timeslot_id: choice.timeslotId },
  });
  return envelope.data.cart;
}

function markSelected(list: TimeslotListData, choice: TimeslotChoice): TimeslotListData {
  return {
    ...list,
    days: list.days.map((day) => {
      const timeslots = day.timeslots.map((slot) => ({
        ...slot,
        selected: day.dateIso === choice.date && slot.timeslotId === choice.timeslotId,
      }));
      return { ...day, timeslots, selected: timeslots.some((slot) => slot.selected) };
    }),
  };
}

export function useSelectTimeslot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectTimeslot,
    onSuccess: (cart, choice) => {
      setCartDelivery(queryClient, cart);
      queryClient.setQueryData<TimeslotListData>(
        timeslotsQueryKey,
        (list) => list && markSelected(list, choice),
      );
      // Places left changed with this hold and with other shoppers' meanwhile.
      void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey, refetchType: 'none' });
    },
    // A slot that filled up or closed meanwhile: the shopper sees the slots as they are now.
    onError: () => void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey }),
  });
}
