import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { HumanCheckVerifier } from './human-check-verifier.js';

/** PBKDF2 is bundled with the widget and native to WebCrypto: no extra worker to ship. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** A solved challenge is a few hundred bytes; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 4_000;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
      salt: z.string().regex(/^[0-9a-f]{2,128}$/),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decode(token: string): z.infer<typeof payloadSchema> | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface AltchaOptions {
  /** HMAC key signing the challenges. */
  secret: string;
  /** PBKDF2 iterations per try of the solver. */
  cost: number;
  ttlMs: number;
}

/**
 * ALTCHA, the built-in human check (spec §7): challenges signed with altcha-lib, each naming its chain and its
 * expiry (by the app's clock) in its signed data; a token is the widget's base64 payload (the challenge and
 * its solution). It passes when the signature, the solution, the chain and the time all hold; the service
 * then spends it by its signature, so it passes once.
 */
export function createAltcha(options: AltchaOptions): HumanCheckVerifier & {
  challenge(tenantId: string, now: number): Promise<Challenge>;
} {
  const { secret, cost, ttlMs } = options;
  return {
    challenge: (tenantId, now) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost,
        deriveKey,
        hmacSignatureSecret: secret,
        data: { tenant: tenantId, expires: now + ttlMs },
      }),

    async check(token, { tenantId, now }) {
      const payload = decode(token);
      if (!payload) return { ok: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
      }).catch(() => ({ verified: false }));
      const data = payload.challenge.parameters.data ?? {};
      const expires = typeof data.expires === 'number' ? data.expires : 0;
      if (!result.verified || data.tenant !== tenantId || expires <= now)
        return { ok: false, reason: 'invalid' };
      return { ok: true, spend: { id: payload.challenge.signature, expiresAt: expires } };
    },
  };
}
