import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 POST /registration/password_reset; the password travels in the body, never in a link. */
export async function resetPassword(input: {
  email: string;
  token: string;
  password: string;
}): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/password_reset',
    { e_mail: input.email, reset_token: input.token, password: input.password },
    { notify: false },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
