import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserDetail, UserDetailData } from '@spesa/shared/account/user-detail.contract';
import { apiClient } from '../../../lib/api-client';

export const userDetailQueryKey = ['account', 'user-detail'] as const;

/** spec §7 GET /registration/user_detail: the shopper's profile. */
export async function getUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  const envelope = await apiClient.get<UserDetailData>('/registration/user_detail', { signal });
  return envelope.data.user;
}

export const userDetailQueryOptions = () =>
  queryOptions({ queryKey: userDetailQueryKey, queryFn: ({ signal }) => getUserDetail(signal) });

export function useUserDetail(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userDetailQueryOptions(), enabled: options.enabled ?? true });
}

/** Every profile save answers the whole profile: it replaces the cached one. */
export function setUserDetail(queryClient: QueryClient, detail: UserDetail): void {
  queryClient.setQueryData(userDetailQueryKey, detail);
}
