import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { euroToCents } from '@spesa/shared/common/money';
import { deliveryFeeDataSchema, deliveryFeeQuerySchema } from '@spesa/shared/delivery/delivery-fee.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { DeliveryServices } from './delivery.service.js';

export const deliveryFeeRoutes: FastifyPluginAsync<{ delivery: DeliveryServices }> = async (
  app,
  { delivery },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/delivery-fee/view',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Delivery fees per zone with their free-delivery thresholds, and the cart’s own',
        querystring: deliveryFeeQuerySchema,
        response: { 200: envelopeSchema(deliveryFeeDataSchema) },
      },
    },
    async (request) => {
      const user = request.sessionUser;
      const grossTotal = request.query.gross_total;
      const data = await delivery.carts.deliveryFee(
        request.actor ?? { tenantId: request.tenant.code },
        grossTotal === undefined ? undefined : euroToCents(grossTotal),
        request.query.postalcode,
      );
      return envelope(data, user ?? ANONYMOUS);
    },
  );
};
