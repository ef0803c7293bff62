import { z } from 'zod';
import type { HumanCheckVerifier } from './human-check-verifier.js';

export interface RecaptchaOptions {
  /** The chain's secret key; absent, every check answers "unavailable" (a configuration to fix). */
  secret: string | undefined;
  /** Google's siteverify endpoint (a local stand-in in tests). */
  verifyUrl: string;
  /** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person): below this the token is refused. */
  minScore: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  log?: (error: unknown, message: string) => void;
}

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

const MAX_TOKEN_LENGTH = 4_000;

/**
 * Google reCAPTCHA v3, the configurable alternative (spec §7): the token is sent to siteverify with the
 * secret key; it passes when Google says success, for the action of the call, with a score at or above the
 * threshold. Google refuses a token seen before (timeout-or-duplicate): that is a replay. Google unreachable,
 * slow or answering nonsense: "unavailable", never a pass.
 */
export function createRecaptchaVerifier(options: RecaptchaOptions): HumanCheckVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    async check(token, { action, ip }) {
      if (!options.secret) {
        options.log?.(new Error('RECAPTCHA_SECRET is not set'), 'reCAPTCHA check without a secret key');
        return { ok: false, reason: 'unavailable' };
      }
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      let answer: z.infer<typeof answerSchema>;
      try {
        const res = await doFetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
        answer = answerSchema.parse(await res.json());
      } catch (error) {
        options.log?.(error, 'reCAPTCHA siteverify failed');
        return { ok: false, reason: 'unavailable' };
      }
      if (!answer.success) {
        const used = answer['error-codes']?.includes('timeout-or-duplicate');
        return { ok: false, reason: used ? 'used' : 'invalid' };
      }
      if ((answer.score ?? 0) < options.minScore || answer.action !== action) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true };
    },
  };
}
