import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import {
  HUMAN_CHECK_CHALLENGE_PATH,
  HUMAN_CHECK_PARAM,
  altchaChallengeSchema,
} from '@spesa/shared/human-check/human-check.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { HumanCheckService } from './human-check.service.js';

/**
 * The token of a guarded call: spec §7 appends it to the URL as token_recaptcha, whatever the body is (JSON,
 * form or multipart). Read from the raw query string, since a route's query schema keeps only its own fields.
 */
export function presentedHumanCheckToken(request: FastifyRequest): string | undefined {
  const query = request.url.indexOf('?');
  if (query < 0) return undefined;
  const token = new URLSearchParams(request.url.slice(query + 1)).get(HUMAN_CHECK_PARAM);
  return token || undefined;
}

/** GET /human-check/challenge: a fresh signed ALTCHA challenge of the request's chain, never cached. */
export const humanCheckRoutes: FastifyPluginAsync<{ humanCheck: HumanCheckService }> = async (
  app,
  { humanCheck },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    HUMAN_CHECK_CHALLENGE_PATH,
    {
      schema: {
        tags: ['human-check'],
        summary: "A signed ALTCHA challenge for the chain's human check (spec §7 token_recaptcha)",
        response: { 200: envelopeSchema(altchaChallengeSchema) },
      },
    },
    async (request, reply) => {
      const challenge = await humanCheck.challenge(request.tenant.code);
      reply.header('cache-control', 'no-store');
      return envelope(challenge, request.sessionUser ?? ANONYMOUS);
    },
  );
};
