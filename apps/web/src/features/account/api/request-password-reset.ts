import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/password_reset_token_request: the same answer whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/password_reset_token_request',
    { e_mail: email, login: email },
    { notify: false },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
