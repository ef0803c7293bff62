/**
 * spec §7 "A human-check token is appended as token_recaptcha for URLs on a configured list when enabled":
 * the human check of a chain (its `humanCheck` setting), the calls it guards and the Italian refusals.
 *
 * ALTCHA (self-hosted proof of work) is the default: the server signs a challenge
 * (GET /ebsn/api/human-check/challenge), the widget solves it in the browser and the base64 payload it gives
 * is the token. Google reCAPTCHA v3 is the alternative: the token is grecaptcha.execute's, verified by Google.
 */
import { z } from 'zod';

/** The query parameter that carries the token on a guarded call (spec §7). */
export const HUMAN_CHECK_PARAM = 'token_recaptcha';

/** Path of the challenge, under the API prefix. */
export const HUMAN_CHECK_CHALLENGE_PATH = '/human-check/challenge';

/**
 * The calls that carry a token: login once the account or the client address has failed (the threshold is
 * the server's HUMAN_CHECK_LOGIN_AFTER_FAILURES), registration, password-reset request and the
 * customer-service form. The value is reCAPTCHA's `action` ([A-Za-z/_] only).
 */
export const HUMAN_CHECK_ACTIONS = ['login', 'registration', 'password_reset', 'contact_form'] as const;
export type HumanCheckAction = (typeof HUMAN_CHECK_ACTIONS)[number];

/** A chain's human check: ALTCHA (default), reCAPTCHA v3 with its public site key, or none. */
export const humanCheckSettingSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('off') }),
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
]);
export type HumanCheckSetting = z.infer<typeof humanCheckSettingSchema>;

export const HUMAN_CHECK_MESSAGES = {
  required: 'Completa la verifica anti-robot per continuare.',
  invalid: 'La verifica anti-robot non è valida o è scaduta: ripetila e riprova.',
  used: 'La verifica anti-robot è già stata usata: ripetila e riprova.',
  unavailable: 'La verifica anti-robot non è disponibile in questo momento: riprova tra qualche minuto.',
  notEnabled: 'La verifica anti-robot ALTCHA non è attiva per questo negozio.',
} as const;

/** An ALTCHA challenge as the server signs it (altcha-lib's Challenge); the widget reads it as is. */
export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
