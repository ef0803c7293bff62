import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec §7 /registration/update_email (token): the link mailed to the new address. */
export async function confirmEmailChange(token: string): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/update_email',
    { token },
    { notify: false },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
