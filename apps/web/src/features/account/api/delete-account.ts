import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 POST /registration/anonymize_token_request: mails the link that confirms the deletion. */
export async function requestAccountDeletion(): Promise<void> {
  await apiClient.postJson<unknown>('/registration/anonymize_token_request', {});
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}

/** spec §7 /registration/anonymize_token_check (login, token): whether the mailed link still works. */
export async function checkAccountDeletionToken(input: { login: string; token: string }): Promise<true> {
  await apiClient.postJson<unknown>('/registration/anonymize_token_check', input, { notify: false });
  return true;
}

/**
 * spec §7 /registration/user_anonymize; spec §6: refused while an order is being delivered, and the
 * refusal shows as a toast.
 */
export async function deleteAccount(input: { login: string; token: string }): Promise<void> {
  await apiClient.postJson<unknown>('/registration/user_anonymize', input);
}

export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
}
