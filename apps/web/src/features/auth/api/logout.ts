import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart-query';
import { notifyFailure } from '../../../lib/mutation-feedback';
import { notify } from '../../../lib/notify';
import { ANONYMOUS_USER } from '../utils/is-logged-in';
import { userQueryKey } from './get-user';

/** spec §7: POST /auth/logout; the server refuses text/plain bodies, so an empty JSON object is sent. */
export async function logout(): Promise<void> {
  await apiClient.postJson<unknown>('/auth/logout', {}, { notify: false });
}

export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      // The shopper's cart goes with the session: asked again now, it would answer "not logged in" and open
      // the login dialog on the visitor who has just left.
      queryClient.removeQueries({ queryKey: cartQueryKey });
      queryClient.setQueryData(userQueryKey, ANONYMOUS_USER);
      // spec §4: logout clears what is bound to the session; screens refetch as a visitor.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== userQueryKey[0] && query.queryKey[0] !== cartQueryKey[0],
      });
      notify(t('auth.logoutSuccess'), 'success');
    },
    onError: (error) => notifyFailure(error, t('errors.errorLogout')),
  });
}
