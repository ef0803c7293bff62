import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@spesa/shared/delivery/address.contract';
import { apiClient } from '../../../lib/api-client';
import { addressesQueryKey } from '../../../lib/addresses-query';

/**
 * spec §7: POST /user-address/update creates (no addressId) or updates a home address; its success toast
 * comes from the answer. Refusals show inside the form.
 */
export async function updateAddress(body: AddressBody): Promise<Address> {
  const envelope = await apiClient.postJson<{ addressId: number; address: Address }>(
    '/user-address/update',
    body,
    { notify: false },
  );
  return envelope.data.address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
