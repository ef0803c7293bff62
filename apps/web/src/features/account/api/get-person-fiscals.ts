import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPersonFiscal } from '@spesa/shared/account/user-detail.contract';
import { apiClient } from '../../../lib/api-client';

export const personFiscalsQueryKey = ['account', 'person-fiscals'] as const;

/** spec §7 GET /user-person-fiscal/list: the people and companies the shopper's invoices can be made out to. */
export async function getPersonFiscals(signal?: AbortSignal): Promise<UserPersonFiscal[]> {
  const envelope = await apiClient.get<{ userPersonFiscals: UserPersonFiscal[] }>(
    '/user-person-fiscal/list',
    { signal },
  );
  return envelope.data.userPersonFiscals;
}

export const personFiscalsQueryOptions = () =>
  queryOptions({ queryKey: personFiscalsQueryKey, queryFn: ({ signal }) => getPersonFiscals(signal) });

export function usePersonFiscals() {
  return useQuery(personFiscalsQueryOptions());
}
