import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsBatchDataSchema,
  analyticsBatchSchema,
} from '@spesa/shared/analytics/analytics-collector.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { envelope } from '../../lib/envelope.js';
import type { AnalyticsService } from './analytics.service.js';

/** A batch of 50 events is about 8 kB; anything far bigger is not the storefront. */
const BATCH_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * POST /analytics/events: the built-in first-party collector. The chain is the request's (its Host), never
 * one named in the body; the client address is used by the rate limit only and never stored.
 */
export const analyticsRoutes: FastifyPluginAsync<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/analytics/events',
    {
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['analytics'],
        summary: 'Stores a batch of storefront events of the chain (built-in first-party analytics)',
        body: analyticsBatchSchema,
        response: { 200: envelopeSchema(analyticsBatchDataSchema) },
      },
    },
    async (request) => {
      const accepted = await analytics.collect(request.tenant, request.body);
      return envelope({ accepted });
    },
  );
};
