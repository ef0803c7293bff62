import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/update_password; the sessions on other devices end. */
export async function updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
  await apiClient.postJson<unknown>('/registration/update_password', {
    old_password: input.oldPassword,
    new_password: input.newPassword,
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
