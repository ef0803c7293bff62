import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryNodeSchema, categoryQuerySchema } from '@spesa/shared/catalogue/category.contract';
import { productsDataSchema, productsQuerySchema } from '@spesa/shared/catalogue/product.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelopeJson } from '../../lib/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

/** A JSON string is sent as is: the schema documents it, the cache already serialised it. */
function preSerialised(json: string): never {
  return json as never;
}

export const catalogueRoutes: FastifyPluginAsync<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree (ROOT node), or one category by slug or id with its children',
        querystring: categoryQuerySchema,
        response: {
          200: envelopeSchema(z.union([categoryNodeSchema, z.object({ category: categoryNodeSchema })])),
        },
      },
    },
    async (request, reply) => {
      const data = await catalogue.categoryData(request.tenant.code, request.query);
      return reply
        .type('application/json; charset=utf-8')
        .send(preSerialised(envelopeJson(data, request.sessionUser ?? ANONYMOUS)));
    },
  );

  r.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products by category, search text, slug or barcode, paged',
        querystring: productsQuerySchema,
        response: { 200: envelopeSchema(productsDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await catalogue.productsData(request.tenant.code, request.query);
      return reply
        .type('application/json; charset=utf-8')
        .send(preSerialised(envelopeJson(data, request.sessionUser ?? ANONYMOUS)));
    },
  );
};
