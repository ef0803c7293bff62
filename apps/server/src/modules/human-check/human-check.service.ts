import {
  HUMAN_CHECK_MESSAGES,
  type AltchaChallenge,
  type HumanCheckAction,
  type HumanCheckSetting,
} from '@spesa/shared/human-check/human-check.contract';
import type { HumanCheckConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createAltcha } from './altcha-verifier.js';
import type { HumanCheckVerdict, HumanCheckVerifier } from './human-check-verifier.js';
import * as repo from './human-check.repository.js';
import { createRecaptchaVerifier } from './recaptcha-verifier.js';

export interface HumanCheckInput {
  tenantId: string;
  action: HumanCheckAction;
  /** The token_recaptcha of the call, if any. */
  token: string | undefined;
  ip: string;
}

export interface HumanCheckService {
  /** The chain's human check (its `humanCheck` setting). */
  settingOf(tenantId: string): HumanCheckSetting;
  /** A fresh signed ALTCHA challenge for the chain; refused when the chain does not use ALTCHA. */
  challenge(tenantId: string): Promise<AltchaChallenge>;
  /**
   * Passes when the chain has no check or the token is good (and spends it); else throws a DomainError with
   * the Italian refusal: missing, invalid (forged, expired, another chain's, a low score) or already used.
   */
  verify(input: HumanCheckInput): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

const REFUSALS = {
  invalid: () => new DomainError('HUMAN_CHECK_INVALID', HUMAN_CHECK_MESSAGES.invalid),
  used: () => new DomainError('HUMAN_CHECK_USED', HUMAN_CHECK_MESSAGES.used),
  // As the geocoder's outage: a refused action with the Italian reason, not a server error.
  unavailable: () => new DomainError('HUMAN_CHECK_UNAVAILABLE', HUMAN_CHECK_MESSAGES.unavailable),
} as const;

/**
 * spec §7 human check: ALTCHA by default, reCAPTCHA v3 or none by the chain's setting. Both verifiers answer
 * the same verdict; an ALTCHA token is spent in the database (one owner table, shared by every process), so a
 * replay is refused by any process until the challenge expires.
 */
export function createHumanCheckService(deps: {
  db: Db;
  clock: Clock;
  config: HumanCheckConfig;
  settingOf: (tenantId: string) => HumanCheckSetting;
  /** reCAPTCHA's siteverify is reached through this (a stand-in in tests). */
  fetch?: typeof fetch;
  log?: (error: unknown, message: string) => void;
}): HumanCheckService {
  const { db, clock, config } = deps;
  const altcha = createAltcha({ secret: config.secret, cost: config.cost, ttlMs: config.ttlMs });
  const recaptcha = createRecaptchaVerifier({
    ...config.recaptcha,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  const verifiers: Record<Exclude<HumanCheckSetting['provider'], 'off'>, HumanCheckVerifier> = {
    altcha,
    recaptcha,
  };
  let prunedAt = 0;

  async function spend(verdict: HumanCheckVerdict, tenantId: string, now: number): Promise<void> {
    if (!verdict.ok) throw REFUSALS[verdict.reason]();
    if (!verdict.spend) return;
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await repo.pruneSpent(db, now);
    }
    const first = await repo.spendToken(db, {
      signature: verdict.spend.id,
      tenantId,
      expiresAt: verdict.spend.expiresAt,
    });
    if (!first) throw REFUSALS.used();
  }

  return {
    settingOf: deps.settingOf,

    async challenge(tenantId) {
      if (deps.settingOf(tenantId).provider !== 'altcha') {
        throw new DomainError('NOT_FOUND', HUMAN_CHECK_MESSAGES.notEnabled, 404, 404);
      }
      const challenge = await altcha.challenge(tenantId, clock.now());
      return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
    },

    async verify({ tenantId, action, token, ip }) {
      const { provider } = deps.settingOf(tenantId);
      if (provider === 'off') return;
      if (!token) throw new DomainError('HUMAN_CHECK_REQUIRED', HUMAN_CHECK_MESSAGES.required);
      const now = clock.now();
      const verdict = await verifiers[provider].check(token, { tenantId, action, ip, now });
      await spend(verdict, tenantId, now);
    },
  };
}
