import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REGISTRATION_MODULE_TYPE_ID,
  DEFAULT_REGISTRATION_STORE_ID,
  type RegistrationDisclaimer,
  type RegistrationDisclaimersData,
} from '@spesa/shared/account/disclaimer.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 GET /registration-disclaimer/list: the chain's consents for the registration form. */
export async function getRegistrationDisclaimers(signal?: AbortSignal): Promise<RegistrationDisclaimer[]> {
  const envelope = await apiClient.get<RegistrationDisclaimersData>('/registration-disclaimer/list', {
    query: {
      store_id: DEFAULT_REGISTRATION_STORE_ID,
      registration_module_type_id: DEFAULT_REGISTRATION_MODULE_TYPE_ID,
    },
    signal,
  });
  return [...envelope.data.registrationDisclaimers].sort((a, b) => a.priority - b.priority);
}

export const registrationDisclaimersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'registration-disclaimers'],
    queryFn: ({ signal }) => getRegistrationDisclaimers(signal),
    staleTime: Infinity,
  });

export function useRegistrationDisclaimers() {
  return useQuery(registrationDisclaimersQueryOptions());
}
