import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressesData } from '@spesa/shared/delivery/address.contract';
import { apiClient } from '../../../lib/api-client';
import { addressesQueryKey } from '../../../lib/addresses-query';

/**
 * spec §7 GET /user-address/delete (address_id): answers the home addresses left. The address the cart uses
 * is refused with 'Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.' (a toast).
 */
export async function deleteAddress(addressId: number): Promise<Address[]> {
  const envelope = await apiClient.get<AddressesData>('/user-address/delete', {
    query: { address_id: addressId },
  });
  return envelope.data.addresses;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
