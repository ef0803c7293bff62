import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { apiClient } from '../../../lib/api-client';
import { addressesQueryKey } from '../../../lib/addresses-query';
import { setCartDelivery } from './get-cart-delivery';
import { timeslotsQueryKey } from './get-timeslots';

/** spec §7: POST /store/select, pick-up at the store for the cart. */
export async function selectStore(storeId: number): Promise<CartDelivery> {
  const envelope = await apiClient.postJson<{ cart: CartDelivery }>(
    '/store/select',
    {},
    { query: { store_id: storeId } },
  );
  return envelope.data.cart;
}

export function useSelectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectStore,
    onSuccess: (cart) => {
      setCartDelivery(queryClient, cart);
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey });
    },
  });
}
