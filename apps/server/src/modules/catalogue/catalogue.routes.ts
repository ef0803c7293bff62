import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryBlockInfoDataSchema,
  categoryBlockInfoQuerySchema,
} from '@spesa/shared/catalogue/category-block.contract';
import { categoryNodeSchema, categoryQuerySchema } from '@spesa/shared/catalogue/category.contract';
import {
  productPriceChangeBodySchema,
  productSchema,
  productsDataSchema,
  productsQuerySchema,
  advDataSchema,
  advQuerySchema,
} from '@spesa/shared/catalogue/product.contract';
import { autocompleteDataSchema, autocompleteQuerySchema } from '@spesa/shared/catalogue/search.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { DomainError } from '../../lib/domain-error.js';
import { ANONYMOUS, envelope, envelopeUserOf } from '../../lib/envelope.js';
import type { DataJson } from '../../lib/json-bytes.js';
import { isOperatorTokenValid } from '../../lib/operator-token.js';
import type { BannerVariant } from './banner-image.js';
import type { CatalogueService } from './catalogue.service.js';
import type { KnownAnswers } from './known-answers.js';

const ONE_DAY_S = 24 * 60 * 60;

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  /** The store's token for the operator endpoint; absent: the endpoint refuses every call. */
  operatorToken?: string | undefined;
  /** The anonymous answers already sent, by URL (also answered before Fastify: lib/direct-answers.ts). */
  known: KnownAnswers;
}

export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (
  app,
  { catalogue, operatorToken, known },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A cached answer's `data`, serialised, sent as is (the schema documents it). `shared`: the answer is the
   * same for every shopper and was not asked past the cache (skip_cache), so its URL may be answered again
   * from memory while the catalogue stays the same.
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    build: (tenantId: string) => Promise<DataJson>,
    shared: boolean,
  ): Promise<never> => {
    const tenantId = request.tenant.code;
    const stamp = shared ? catalogue.knownStamp(tenantId) : undefined;
    const data = await build(tenantId);
    await known.send(request, reply, data, stamp, shared);
    return reply as never;
  };

  r.get(
    '/category',
    {
      onRequest: known.serve,
      schema: {
        tags: ['catalogue'],
        summary:
          'Category tree (ROOT node), one category by slug or id with its children and content blocks, or the categories matching q',
        querystring: categoryQuerySchema,
        response: {
          200: envelopeSchema(z.union([categoryNodeSchema, z.object({ category: categoryNodeSchema })])),
        },
      },
    },
    (request, reply) =>
      answer(
        request,
        reply,
        (tenantId) => catalogue.categoryData(tenantId, request.query),
        request.query.skip_cache === undefined,
      ),
  );

  r.get(
    '/products',
    {
      onRequest: known.serve,
      schema: {
        tags: ['catalogue'],
        summary:
          'Products by category, search text (q), slug or barcode, with facets (brand, selling_type, promo, new_product, parent_category_id for a search), paged',
        querystring: productsQuerySchema,
        response: { 200: envelopeSchema(productsDataSchema) },
      },
    },
    (request, reply) =>
      answer(
        request,
        reply,
        (tenantId) => catalogue.productsData(tenantId, request.query, request.sessionUser?.userId),
        // A shopper's preferred products are never shared.
        request.query.skip_cache === undefined && !request.query.preferred,
      ),
  );

  r.get(
    '/adv',
    {
      onRequest: known.serve,
      schema: {
        tags: ['catalogue'],
        summary:
          'Recommended products ("consigliati") of a storefront placement (layout) in a department (category_id): its offers, or its first products',
        querystring: advQuerySchema,
        response: { 200: envelopeSchema(advDataSchema) },
      },
    },
    (request, reply) =>
      answer(request, reply, (tenantId) => catalogue.advData(tenantId, request.query), true),
  );

  r.get(
    '/products/:productId',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'One product by id, in `data` (API-COMPAT: the older shape of a single product); 404 when the chain has none',
        params: z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.object({
          hash: z.string().max(100).optional(),
          show_sectors: z.string().max(10).optional(),
        }),
        response: { 200: envelopeSchema(productSchema) },
      },
    },
    async (request) => {
      const product = await catalogue.product(request.tenant.code, request.params.productId);
      return envelope(product, request.sessionUser ? envelopeUserOf(request.sessionUser) : ANONYMOUS);
    },
  );

  r.get(
    '/search/autocomplete',
    {
      onRequest: known.serve,
      schema: {
        tags: ['catalogue'],
        summary:
          'What the search field suggests while typing: completions of the last word, matching categories and the best products',
        querystring: autocompleteQuerySchema,
        response: { 200: envelopeSchema(autocompleteDataSchema) },
      },
    },
    (request, reply) =>
      answer(
        request,
        reply,
        (tenantId) => catalogue.autocompleteData(tenantId, request.query),
        request.query.skip_cache === undefined,
      ),
  );

  r.get(
    '/category-block/info',
    {
      onRequest: known.serve,
      schema: {
        tags: ['catalogue'],
        summary: 'One content block of a category page, with the products of a product slider',
        querystring: categoryBlockInfoQuerySchema,
        response: { 200: envelopeSchema(categoryBlockInfoDataSchema) },
      },
    },
    (request, reply) =>
      answer(request, reply, (tenantId) => catalogue.categoryBlockData(tenantId, request.query), true),
  );

  r.get(
    '/category-block/banner/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^\d{1,9}-(mobile|desktop)\.svg$/) }),
      },
    },
    async (request, reply) => {
      const [id, variant] = request.params.file.slice(0, -'.svg'.length).split('-');
      const svg = await catalogue.bannerImage(request.tenant.code, Number(id), variant as BannerVariant);
      return reply
        .header('cache-control', `public, max-age=${ONE_DAY_S}`)
        .header('vary', 'Host')
        .type('image/svg+xml')
        .send(svg);
    },
  );

  r.post(
    '/operator/product-price',
    {
      schema: {
        tags: ['operator'],
        summary: "The store changes a product's price or price cut (header X-Operator-Token)",
        body: productPriceChangeBodySchema,
        response: { 200: envelopeSchema(z.object({ product: productSchema })) },
      },
    },
    async (request) => {
      if (!isOperatorTokenValid(operatorToken, request.headers['x-operator-token'])) {
        throw new DomainError('OPERATOR_REFUSED', 'Operazione non consentita.', 403, 403);
      }
      const product = await catalogue.changeProductPrice(request.tenant.code, request.body);
      return envelope({ product }, ANONYMOUS);
    },
  );
};
