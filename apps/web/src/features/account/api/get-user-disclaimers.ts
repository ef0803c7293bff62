import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REGISTRATION_MODULE_TYPE_ID,
  DEFAULT_REGISTRATION_STORE_ID,
  type RegistrationDisclaimer,
  type RegistrationDisclaimersData,
} from '@spesa/shared/account/disclaimer.contract';
import { apiClient } from '../../../lib/api-client';

export const userDisclaimersQueryKey = ['account', 'user-disclaimers'] as const;

/** spec §7 GET /user-registration-disclaimer/list-by-type: the consents with the shopper's answers. */
export async function getUserDisclaimers(signal?: AbortSignal): Promise<RegistrationDisclaimer[]> {
  const envelope = await apiClient.get<RegistrationDisclaimersData>(
    '/user-registration-disclaimer/list-by-type',
    {
      query: {
        registration_module_type_id: DEFAULT_REGISTRATION_MODULE_TYPE_ID,
        store_id: DEFAULT_REGISTRATION_STORE_ID,
      },
      signal,
    },
  );
  return [...envelope.data.registrationDisclaimers].sort((a, b) => a.priority - b.priority);
}

export const userDisclaimersQueryOptions = () =>
  queryOptions({ queryKey: userDisclaimersQueryKey, queryFn: ({ signal }) => getUserDisclaimers(signal) });

export function useUserDisclaimers() {
  return useQuery(userDisclaimersQueryOptions());
}
