import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { cartDeliveryDataSchema } from '@spesa/shared/delivery/cart-delivery.contract';
import {
  timeslotListDataSchema,
  timeslotListQuerySchema,
  timeslotSelectQuerySchema,
} from '@spesa/shared/delivery/timeslot.contract';
import { envelope } from '../../lib/envelope.js';
import { refuseCrossSite } from '../../lib/cross-site-guard.js';
import type { DeliveryServices } from './delivery.service.js';

export const timeslotRoutes: FastifyPluginAsync<{ delivery: DeliveryServices }> = async (
  app,
  { delivery },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['timeslots'];

  r.get(
    '/timeslot/list',
    {
      schema: {
        tags,
        summary: 'The 14 days of slots of the cart’s warehouse or store; renews the cart’s held place',
        querystring: timeslotListQuerySchema,
        response: { 200: envelopeSchema(timeslotListDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const data = await delivery.timeslots.list(app.requireActor(request), {
        showClosed: request.query['show-closed'] ?? false,
      });
      return envelope(data, user);
    },
  );

  r.get(
    '/timeslot/select',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Holds a place in the slot for the cart, giving back the one it held',
        querystring: timeslotSelectQuerySchema,
        response: { 200: envelopeSchema(cartDeliveryDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const cart = await delivery.timeslots.select(app.requireActor(request), {
        date: request.query.sel_date,
        timeslotId: request.query.timeslot_id,
      });
      return envelope({ cart }, user);
    },
  );
};
