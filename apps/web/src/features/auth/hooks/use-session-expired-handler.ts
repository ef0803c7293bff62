import { useQueryClient } from '@tanstack/react-query';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { useEffect } from 'react';
import { onSessionExpired } from '../../../lib/api-client';
import { openLoginDialog } from '../../../lib/ui-store';
import { userQueryKey } from '../api/get-user';
import { ANONYMOUS_USER, isLoggedIn } from '../utils/is-logged-in';

/**
 * spec §4: after HTTP 419 the shopper is anonymous and the login dialog opens. Only a session the app believed
 * alive can expire: a screen refreshed just after "Esci" answers 419 too, and must not ask the visitor who has
 * just left to log in again.
 */
export function useSessionExpiredHandler(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        const wasLoggedIn = isLoggedIn(queryClient.getQueryData<EnvelopeUser>(userQueryKey));
        queryClient.setQueryData(userQueryKey, ANONYMOUS_USER);
        if (wasLoggedIn) void openLoginDialog();
      }),
    [queryClient],
  );
}
