import type { EnvelopeUser } from '@spesa/shared/common/envelope.contract';

/** The logged-in shopper a session resolves to; a leaf type, so any module may name it without a cycle. */
export interface SessionUser extends EnvelopeUser {
  profileLevel: number;
}
