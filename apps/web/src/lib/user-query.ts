import { useQueryClient } from '@tanstack/react-query';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';

/** The cache entry of the session's user (spec §7 GET /auth/test), kept by the auth feature. */
export const userQueryKey = ['auth', 'user'] as const;

/** The logged-in shopper as last known, for a form to offer their e-mail; undefined for a visitor. */
export function useKnownUser(): EnvelopeUser | undefined {
  const user = useQueryClient().getQueryData<EnvelopeUser>(userQueryKey);
  return user && user.userId > 0 ? user : undefined;
}
