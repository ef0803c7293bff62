import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressesData } from '@spesa/shared/delivery/address.contract';
import type { DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import { apiClient } from './api-client';
import { responseCache } from './query-client';

export const addressesQueryKey = ['delivery', 'addresses'] as const;

/**
 * spec §7: the shopper's home addresses (home delivery) or the stores and lockers (pick-up). The delivery
 * dialogs, the profile and the wish lists read the same entry, so it lives outside the features.
 */
export async function getAddresses(
  deliveryServiceId: DeliveryServiceId,
  signal?: AbortSignal,
): Promise<Address[]> {
  const query = { delivery_service_id: deliveryServiceId };
  const envelope = await apiClient.get<AddressesData>('/user-address/delivery-service-list', {
    query,
    signal,
  });
  return envelope.data.addresses;
}

export const addressesQueryOptions = (deliveryServiceId: DeliveryServiceId) =>
  queryOptions({
    queryKey: [...addressesQueryKey, deliveryServiceId],
    queryFn: ({ signal }) => getAddresses(deliveryServiceId, signal),
    ...responseCache('/user-address/delivery-service-list'),
  });

export function useAddresses(deliveryServiceId: DeliveryServiceId) {
  return useQuery(addressesQueryOptions(deliveryServiceId));
}
