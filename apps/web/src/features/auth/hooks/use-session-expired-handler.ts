import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionExpired } from '../../../lib/api-client';
import { openLoginDialog } from '../../../lib/ui-store';
import { userQueryKey } from '../api/get-user';
import { ANONYMOUS_USER } from '../utils/is-logged-in';

/** spec §4: after HTTP 419 the shopper is anonymous and the login dialog opens. */
export function useSessionExpiredHandler(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.setQueryData(userQueryKey, ANONYMOUS_USER);
        void openLoginDialog();
      }),
    [queryClient],
  );
}
