import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/update_email_request: mails a link to the new address. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await apiClient.postJson<unknown>('/registration/update_email_request', { new_email: newEmail });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
