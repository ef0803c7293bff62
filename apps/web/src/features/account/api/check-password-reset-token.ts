import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/password_reset_token_check: whether the e-mailed link still works. */
export async function checkPasswordResetToken(email: string, token: string): Promise<true> {
  await apiClient.postJson<unknown>(
    '/registration/password_reset_token_check',
    { e_mail: email, reset_token: token },
    { notify: false },
  );
  return true;
}

export const passwordResetTokenQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['account', 'password-reset-token', email, token],
    queryFn: () => checkPasswordResetToken(email, token),
    staleTime: Infinity,
    gcTime: 0,
  });

export function usePasswordResetToken(email: string, token: string) {
  return useQuery({ ...passwordResetTokenQueryOptions(email, token), enabled: token !== '' });
}
