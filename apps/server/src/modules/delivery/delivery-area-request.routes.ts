import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { deliveryAreaRequestBodySchema } from '@spesa/shared/delivery/delivery-area-request.contract';
import { DomainError } from '../../lib/domain-error.js';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { DeliveryAreaRequestService } from './delivery-area-request.service.js';

/** spec §7 POST /eurospin-address-form/save-new-address: be told when the chain delivers to an address. */
export const deliveryAreaRequestRoutes: FastifyPluginAsync<{
  areaRequests: DeliveryAreaRequestService;
}> = async (app, { areaRequests }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/eurospin-address-form/save-new-address',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Ask to be told by e-mail when the chain delivers to an address it does not serve yet',
        // Checked in the handler, so each refusal names its own reason (privacy, e-mail, postal code).
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request) => {
      const body = deliveryAreaRequestBodySchema.safeParse(request.body);
      if (!body.success) throw new DomainError('VALIDATION', body.error.issues[0]!.message, 400);
      const info = await areaRequests.request(request.tenant, request.sessionUser?.userId, body.data);
      return envelope({}, request.sessionUser ?? ANONYMOUS, [info]);
    },
  );
};
