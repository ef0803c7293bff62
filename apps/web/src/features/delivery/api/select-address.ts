import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { apiClient } from '../../../lib/api-client';
import { addressesQueryKey } from '../../../lib/addresses-query';
import { setCartDelivery } from './get-cart-delivery';
import { timeslotsQueryKey } from './get-timeslots';

type AddressChoice = Pick<Address, 'addressId' | 'addressTypeId' | 'deliveryServiceId'>;

/** spec §7: POST /user-address/select makes the address the cart's delivery address or pick-up point. */
export async function selectAddress(address: AddressChoice): Promise<CartDelivery> {
  const envelope = await apiClient.postJson<{ cart: CartDelivery }>(
    '/user-address/select',
    {},
    {
      query: {
        address_id: address.addressId,
        address_type: address.addressTypeId,
        delivery_service_id: address.deliveryServiceId,
      },
    },
  );
  return envelope.data.cart;
}

export function useSelectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAddress,
    onSuccess: (cart) => {
      setCartDelivery(queryClient, cart);
      // The default address moved, and another warehouse has other slots.
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey });
    },
  });
}
