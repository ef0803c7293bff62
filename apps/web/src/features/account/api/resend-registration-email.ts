import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/registration_resend_email; its answer (a toast) is the same for any address. */
export async function resendRegistrationEmail(email: string): Promise<void> {
  await apiClient.postJson<unknown>('/registration/registration_resend_email', { e_mail: email });
}

export function useResendRegistrationEmail() {
  return useMutation({ mutationFn: resendRegistrationEmail });
}
