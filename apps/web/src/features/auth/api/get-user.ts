import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query';

export { userQueryKey };

/** spec §7: GET /auth/test answers the session's user; userId > -1 means logged in. */
export async function getUser(signal?: AbortSignal): Promise<EnvelopeUser> {
  const envelope = await apiClient.get<unknown>('/auth/test', { notify: false, signal });
  return envelope.user;
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    // Login, logout and HTTP 419 update this entry themselves.
    staleTime: Infinity,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
