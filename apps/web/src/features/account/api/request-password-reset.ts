import { useMutation } from '@tanstack/react-query';
import { HUMAN_CHECK_PARAM } from '@spesa/shared/human-check/human-check.contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/password_reset_token_request: the same answer whether or not the address exists. */
export async function requestPasswordReset({
  email,
  humanCheckToken,
}: {
  email: string;
  /** spec §7 token_recaptcha. */
  humanCheckToken?: string | undefined;
}): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/password_reset_token_request',
    { e_mail: email, login: email },
    { notify: false, query: { [HUMAN_CHECK_PARAM]: humanCheckToken } },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
