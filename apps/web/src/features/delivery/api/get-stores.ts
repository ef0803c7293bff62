import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store, StoresData } from '@spesa/shared/delivery/store.contract';
import type { DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

/** spec §7: GET /store-proximity/list, the stores offering any of `services` (all stores without). */
export async function getStores(
  services: readonly DeliveryServiceId[],
  signal?: AbortSignal,
): Promise<Store[]> {
  const query = services.length ? { services: services.join(',') } : {};
  const envelope = await apiClient.get<StoresData>('/store-proximity/list', { query, signal });
  return envelope.data.stores;
}

export const storesQueryOptions = (services: readonly DeliveryServiceId[] = []) =>
  queryOptions({
    queryKey: ['delivery', 'stores', services.join(',')],
    queryFn: ({ signal }) => getStores(services, signal),
    ...responseCache('/store-proximity/list'),
  });

export function useStores(services: readonly DeliveryServiceId[] = []) {
  return useQuery(storesQueryOptions(services));
}
