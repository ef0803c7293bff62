import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart-query';
import { userQueryKey } from '../../../lib/user-query';

/**
 * spec §7 /registration/registration_confirm (e_mail, reg_control_code); the answer signs the new shopper in
 * (its session cookie).
 */
export async function confirmRegistration(input: { email: string; code: string }): Promise<string> {
  const envelope = await apiClient.postJson<unknown>(
    '/registration/registration_confirm',
    { e_mail: input.email, reg_control_code: input.code },
    { notify: false },
  );
  return envelope.response.infos[0]?.info ?? '';
}

export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRegistration,
    // Signed in now: the session's user and their cart are read again.
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: userQueryKey, refetchType: 'all' })
        .then(() => queryClient.invalidateQueries({ queryKey: cartQueryKey })),
  });
}
