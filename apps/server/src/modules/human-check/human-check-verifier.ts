import type { HumanCheckAction } from '@spesa/shared/human-check/human-check.contract';

/** What a verifier needs besides the token. */
export interface HumanCheckContext {
  tenantId: string;
  action: HumanCheckAction;
  /** The client's address as the trusted proxies tell it. */
  ip: string;
  now: number;
}

/**
 * A verifier's answer. `spend`: the token is good once, and is spent by recording this id until `expiresAt`
 * (ALTCHA: the service records it in the database; reCAPTCHA: Google refuses a second use itself).
 */
export type HumanCheckVerdict =
  | { ok: true; spend?: { id: string; expiresAt: number } }
  | { ok: false; reason: 'invalid' | 'used' | 'unavailable' };

/** One human check behind the same interface: ALTCHA (self-hosted) or reCAPTCHA v3 (Google's siteverify). */
export interface HumanCheckVerifier {
  check(token: string, context: HumanCheckContext): Promise<HumanCheckVerdict>;
}
