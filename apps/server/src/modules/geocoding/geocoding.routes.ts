import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import {
  geocodingAutocompleteDataSchema,
  geocodingAutocompleteQuerySchema,
  geocodingReverseDataSchema,
  geocodingReverseQuerySchema,
} from '@spesa/shared/delivery/geocoding.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { GeocodingService } from './geocoding.service.js';

export const geocodingRoutes: FastifyPluginAsync<{ geocoding: GeocodingService }> = async (
  app,
  { geocoding },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/geocoding/autocomplete',
    {
      schema: {
        tags: ['geocoding'],
        summary: 'Municipalities and postal codes of the chain’s region matching the typed text',
        querystring: geocodingAutocompleteQuerySchema,
        response: { 200: envelopeSchema(geocodingAutocompleteDataSchema) },
      },
    },
    async (request) => {
      const suggestions = await geocoding.autocomplete(request.tenant, request.query.q, request.query.limit);
      return envelope({ suggestions }, request.sessionUser ?? ANONYMOUS);
    },
  );

  r.get(
    '/geocoding/reverse',
    {
      schema: {
        tags: ['geocoding'],
        summary: 'The place at a point (the geolocate button of the address form)',
        querystring: geocodingReverseQuerySchema,
        response: { 200: envelopeSchema(geocodingReverseDataSchema) },
      },
    },
    async (request) => {
      const place = await geocoding.reverse(request.query);
      return envelope({ place }, request.sessionUser ?? ANONYMOUS);
    },
  );
};
