import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackagingTypeListData } from '@spesa/shared/cart/cart.contract';
import { apiClient } from '../../../lib/api-client';

export const packagingTypesQueryKey = ['checkout', 'packaging-types'] as const;

/** spec §7: GET /packaging-type/list, the bags the shopper can choose and their cost. */
export async function getPackagingTypes(signal?: AbortSignal): Promise<PackagingTypeListData> {
  return (await apiClient.get<PackagingTypeListData>('/packaging-type/list', { notify: false, signal })).data;
}

export const packagingTypesQueryOptions = () =>
  queryOptions({ queryKey: packagingTypesQueryKey, queryFn: ({ signal }) => getPackagingTypes(signal) });

export function usePackagingTypes() {
  return useQuery(packagingTypesQueryOptions());
}
