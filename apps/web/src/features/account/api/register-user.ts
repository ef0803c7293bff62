import { useMutation } from '@tanstack/react-query';
import {
  DEFAULT_REGISTRATION_MODULE_TYPE_ID,
  DEFAULT_REGISTRATION_STORE_ID,
} from '@spesa/shared/account/disclaimer.contract';
import type { RegisterUserBody } from '@spesa/shared/account/registration.contract';
import { HUMAN_CHECK_PARAM } from '@spesa/shared/human-check/human-check.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 POST /registration/register_user; the answer's message is the same for a known address. */
export async function registerUser({
  humanCheckToken,
  ...body
}: RegisterUserBody & { humanCheckToken?: string | undefined }): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/register_user',
    {
      ...body,
      registration_module_type_id: DEFAULT_REGISTRATION_MODULE_TYPE_ID,
      store_id: DEFAULT_REGISTRATION_STORE_ID,
    },
    // The form shows a refusal inside itself; the next screen shows the message of a success.
    { notify: false, query: { [HUMAN_CHECK_PARAM]: humanCheckToken } },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
