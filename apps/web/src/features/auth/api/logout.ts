import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
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

/**
 * spec §4: the session has ended (logout, deleted account); what was bound to it goes and the screens
 * refetch as a visitor. Call it once the shopper has left any page that needs the session, so no screen asks
 * again for what only a signed-in shopper may see (such a call would fail and open the login dialog).
 */
export function clearSession(queryClient: QueryClient): void {
  // The shopper's cart goes with the session: asked again now, it would answer "not logged in".
  queryClient.removeQueries({ queryKey: cartQueryKey });
  queryClient.setQueryData(userQueryKey, ANONYMOUS_USER);
  // Stale, not refetched now: a screen of the session that is still unmounting would ask again and fail; each
  // screen asks again as a visitor when it is next shown.
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== userQueryKey[0] && query.queryKey[0] !== cartQueryKey[0],
    refetchType: 'none',
  });
}

/**
 * `leave` takes the shopper off a page that needs the session (e.g. to the home) before the session's data
 * is cleared.
 */
export function useLogout(leave?: () => void | Promise<void>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      await leave?.();
      clearSession(queryClient);
      notify(t('auth.logoutSuccess'), 'success');
    },
    onError: (error) => notifyFailure(error, t('errors.errorLogout')),
  });
}
