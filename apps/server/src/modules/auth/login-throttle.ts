import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { LOGIN_THROTTLED_MESSAGE } from '@spesa/shared/auth/login.contract';
import type { LoginThrottleConfig } from '../../config.js';
import { DomainError } from '../../lib/domain-error.js';
import type { AttemptCounter, AttemptPolicy } from '../../lib/throttle/attempt-counter.js';

/** A login refused by the throttle: 429 with the spec's text; the route adds Retry-After. */
export class LoginThrottledError extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('LOGIN_THROTTLED', LOGIN_THROTTLED_MESSAGE, 429, 1);
  }
}

export interface LoginAttempt {
  tenantId: string;
  /** The login as typed, trimmed and lower-cased. */
  login: string;
  /** The client's address as the trusted proxies tell it. */
  ip: string;
}

export interface LoginThrottle {
  /** Takes an attempt on the account and on the address before the password is checked; throws when refused. */
  admit(attempt: LoginAttempt, now: number): Promise<void>;
  /** The recent failures of the account and of the address (spec §7 human check). */
  recentFailures(attempt: LoginAttempt, now: number): Promise<{ account: number; address: number }>;
  /** The password was right: the account starts over, and the address gets its attempt back. */
  succeeded(attempt: LoginAttempt, now: number): Promise<void>;
  /** The attempt was admitted but never checked (shed under load, or its client went away). */
  notMade(attempt: LoginAttempt, now: number): Promise<void>;
  /** Drops counters that no longer count (at most once a minute per process). */
  prune(now: number): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

/** Keys are hashed: the counters never hold an e-mail address, and any input makes a valid key. */
function keyOf(kind: 'account' | 'address', ...parts: string[]): string {
  return `login:${kind}:${createHash('sha256').update(parts.join('\u0000')).digest('base64url')}`;
}

/**
 * The login throttle: failed attempts counted per account from any address (guessing one password) and per
 * address against any account (password spraying), each stopped at its configured number, with lock-outs that
 * grow while the attack goes on (lib/throttle/attempt-counter.ts). The address is the client's as the trusted
 * proxy hops tell it (TRUST_PROXY); an IPv6 client counts by its /64, which one subscriber holds whole.
 */
export function createLoginThrottle(deps: {
  counter: AttemptCounter;
  config: LoginThrottleConfig;
}): LoginThrottle {
  const { counter, config } = deps;
  const base = { windowMs: config.windowMs, lockoutMs: config.lockoutMs, maxLockoutMs: config.maxLockoutMs };
  const perAccount: AttemptPolicy = { ...base, limit: config.maxFailuresPerAccount };
  const perAddress: AttemptPolicy = { ...base, limit: config.maxFailuresPerAddress };
  const accountKey = (a: LoginAttempt) => keyOf('account', a.tenantId, a.login);
  const addressKey = (a: LoginAttempt) => keyOf('address', normalizeIP(a.ip));
  let prunedAt = 0;

  return {
    async admit(attempt, now) {
      // The address first: a refused address does not spend the account's attempts.
      const byAddress = await counter.take(addressKey(attempt), perAddress, now);
      if (!byAddress.admitted) throw new LoginThrottledError(byAddress.retryAfterMs);
      const byAccount = await counter.take(accountKey(attempt), perAccount, now);
      if (!byAccount.admitted) throw new LoginThrottledError(byAccount.retryAfterMs);
    },

    async recentFailures(attempt, now) {
      const [account, address] = await Promise.all([
        counter.peek(accountKey(attempt), perAccount, now),
        counter.peek(addressKey(attempt), perAddress, now),
      ]);
      return { account, address };
    },

    async succeeded(attempt, now) {
      await counter.reset(accountKey(attempt));
      await counter.giveBack(addressKey(attempt), now);
    },

    async notMade(attempt, now) {
      await counter.giveBack(accountKey(attempt), now);
      await counter.giveBack(addressKey(attempt), now);
    },

    async prune(now) {
      if (now - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = now;
      await counter.prune(now);
    },
  };
}
