import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backInStockBodySchema,
  backInStockDataSchema,
  backInStockQuerySchema,
  productAvailabilityChangeBodySchema,
  similarProductsDataSchema,
} from '@spesa/shared/catalogue/back-in-stock.contract';
import { productSchema } from '@spesa/shared/catalogue/product.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { DomainError } from '../../lib/domain-error.js';
import { ANONYMOUS, envelope, envelopeUserOf } from '../../lib/envelope.js';
import { isOperatorTokenValid } from '../../lib/operator-token.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { BackInStockService } from './back-in-stock.service.js';

const tags = ['catalogue'];

/** 'Avvisami quando torna disponibile' and the similar products beside an unavailable one. */
export const backInStockRoutes: FastifyPluginAsync<{
  backInStock: BackInStockService;
  catalogue: CatalogueService;
  operatorToken?: string | undefined;
}> = async (app, { backInStock, catalogue, operatorToken }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/back-in-stock/add',
    {
      schema: {
        tags,
        summary: 'Ask to be told by e-mail when an unavailable product is available again (once per product)',
        body: backInStockBodySchema,
        response: { 200: envelopeSchema(backInStockDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { data, info } = await backInStock.request(app.requireActor(request), request.body.productId);
      return envelope(data, envelopeUserOf(user), [info]);
    },
  );

  r.get(
    '/back-in-stock/view',
    {
      schema: {
        tags,
        summary: 'Whether the shopper already asked to be told when the product is back',
        querystring: backInStockQuerySchema,
        response: { 200: envelopeSchema(backInStockDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const data = await backInStock.view(app.requireActor(request), request.query.product_id);
      return envelope(data, envelopeUserOf(user));
    },
  );

  r.get(
    '/products/:productId/similar',
    {
      schema: {
        tags,
        summary: "Up to three available products of the product's category, itself left out",
        params: z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelopeSchema(similarProductsDataSchema) },
      },
    },
    async (request) => {
      const products = await catalogue.similarProducts(request.tenant.code, request.params.productId);
      return envelope({ products }, request.sessionUser ? envelopeUserOf(request.sessionUser) : ANONYMOUS);
    },
  );

  r.post(
    '/operator/product-availability',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The store sets a product available or not (header X-Operator-Token); back: e-mails the requests',
        body: productAvailabilityChangeBodySchema,
        response: { 200: envelopeSchema(z.object({ product: productSchema })) },
      },
    },
    async (request) => {
      if (!isOperatorTokenValid(operatorToken, request.headers['x-operator-token'])) {
        throw new DomainError('OPERATOR_REFUSED', 'Operazione non consentita.', 403, 403);
      }
      const product = await backInStock.changeAvailability(request.tenant.code, request.body);
      return envelope({ product }, ANONYMOUS);
    },
  );
};
