import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';

/** spec §3/§4: a user id of -1 or less is a visitor. */
export const ANONYMOUS_USER: EnvelopeUser = { userId: -1 };

export function isLoggedIn(user: EnvelopeUser | undefined): user is EnvelopeUser {
  return user !== undefined && user.userId > ANONYMOUS_USER.userId;
}
