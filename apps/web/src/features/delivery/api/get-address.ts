import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@spesa/shared/delivery/address.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';
import { addressesQueryKey } from '../../../lib/addresses-query';

/** spec §7: GET /user-address/view, the address to edit. */
export async function getAddress(addressId: number, signal?: AbortSignal): Promise<Address> {
  const envelope = await apiClient.get<{ address: Address }>('/user-address/view', {
    query: { address_id: addressId },
    notify: false,
    signal,
  });
  return envelope.data.address;
}

export const addressQueryOptions = (addressId: number) =>
  queryOptions({
    queryKey: [...addressesQueryKey, 'view', addressId],
    queryFn: ({ signal }) => getAddress(addressId, signal),
    ...responseCache('/user-address/view'),
  });

export function useAddress(addressId: number | undefined) {
  return useQuery({ ...addressQueryOptions(addressId ?? 0), enabled: addressId !== undefined });
}
