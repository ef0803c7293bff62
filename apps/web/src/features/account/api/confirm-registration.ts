import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/registration_confirm (e_mail, reg_control_code). */
export async function confirmRegistration(input: { email: string; code: string }): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/registration_confirm',
    { e_mail: input.email, reg_control_code: input.code },
    { notify: false },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
