import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import type { Store, StoresData } from '@spesa/shared/delivery/store.contract';
import { apiClient } from '../../../lib/api-client';
import { responseCache } from '../../../lib/query-client';

export interface Point {
  latitude: number;
  longitude: number;
}

/** spec §7: GET /store-proximity/localize, the stores near a point, nearest first. */
export async function getNearbyStores(
  point: Point,
  services: readonly DeliveryServiceId[],
  signal?: AbortSignal,
  distanceM?: number,
): Promise<Store[]> {
  const envelope = await apiClient.get<StoresData>('/store-proximity/localize', {
    query: {
      latitude: point.latitude,
      longitude: point.longitude,
      services: services.join(','),
      ...(distanceM === undefined ? {} : { distance: distanceM }),
    },
    signal,
  });
  return envelope.data.stores;
}

export const nearbyStoresQueryOptions = (
  point: Point,
  services: readonly DeliveryServiceId[],
  distanceM?: number,
) =>
  queryOptions({
    queryKey: ['delivery', 'stores', services.join(','), point.latitude, point.longitude, distanceM ?? null],
    queryFn: ({ signal }) => getNearbyStores(point, services, signal, distanceM),
    ...responseCache('/store-proximity/localize'),
  });

/** `distanceM`: how far to look, in metres (the server's default, spec §9, without it). */
export function useNearbyStores(
  point: Point | undefined,
  services: readonly DeliveryServiceId[],
  distanceM?: number,
) {
  return useQuery({
    ...nearbyStoresQueryOptions(point ?? { latitude: 0, longitude: 0 }, services, distanceM),
    enabled: point !== undefined,
    placeholderData: keepPreviousData,
  });
}
