import { COMPLETE_PROFILE_LEVEL } from '@spesa/shared/account/user-detail.contract';
import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import type { SessionUser } from '../auth/session-user.js';

/** The `user` of the envelope for a logged-in shopper; profileConfirmed says the profile is complete. */
export function sessionEnvelopeUser(user: SessionUser): EnvelopeUser {
  return {
    userId: user.userId,
    ...(user.login !== undefined ? { login: user.login } : {}),
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    profileConfirmed: user.profileLevel >= COMPLETE_PROFILE_LEVEL,
  };
}
