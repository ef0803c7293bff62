import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_REGISTRATION_MODULE_TYPE_ID,
  type DisclaimerChoice,
  type RegistrationDisclaimersData,
} from '@spesa/shared/account/disclaimer.contract';
import { apiClient } from '../../../lib/api-client';
import { userDetailQueryKey } from './get-user-detail';
import { userDisclaimersQueryKey } from './get-user-disclaimers';

/** spec §7 POST /user-registration-disclaimer/update-disclaimer. */
export async function updateDisclaimers(choices: DisclaimerChoice[]) {
  const envelope = await apiClient.postJson<RegistrationDisclaimersData>(
    '/user-registration-disclaimer/update-disclaimer',
    { registrationDisclaimers: choices, registration_module_type_id: DEFAULT_REGISTRATION_MODULE_TYPE_ID },
  );
  return envelope.data.registrationDisclaimers;
}

export function useUpdateDisclaimers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisclaimers,
    onSuccess: (disclaimers) => {
      queryClient.setQueryData(userDisclaimersQueryKey, disclaimers);
      // The privacy consent counts for the profile level.
      void queryClient.invalidateQueries({ queryKey: userDetailQueryKey });
    },
  });
}
