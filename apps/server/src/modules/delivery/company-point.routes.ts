import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { addressSchema } from '@spesa/shared/delivery/address.contract';
import { refuseCrossSite } from '../../lib/cross-site-guard.js';
import { envelope } from '../../lib/envelope.js';
import type { CompanyPointService } from './company-point.service.js';

/** spec §7 GET /shopatwork/subscribe (subscriptionCode): join a company's delivery point (login required). */
export const companyPointRoutes: FastifyPluginAsync<{ companyPoints: CompanyPointService }> = async (
  app,
  { companyPoints },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/shopatwork/subscribe',
    {
      // It writes: refused from another site like every state-changing GET.
      preHandler: refuseCrossSite,
      schema: {
        tags: ['addresses'],
        summary: "Join a company's delivery point with its subscription code: it becomes a pick-up address",
        querystring: z.object({ subscriptionCode: z.string().trim().min(1).max(40) }),
        response: { 200: envelopeSchema(z.object({ address: addressSchema })) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const address = await companyPoints.subscribe(
        app.requireActor(request),
        request.query.subscriptionCode,
      );
      return envelope({ address }, user);
    },
  );
};
