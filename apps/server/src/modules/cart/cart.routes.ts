import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartAddBodySchema,
  cartDataSchema,
  cartDeleteBodySchema,
  cartInfoBodySchema,
  cartUpdateBodySchema,
  cartUpdateInfosBodySchema,
  cartViewQuerySchema,
  giftCodeCheckDataSchema,
  giftCodeQuerySchema,
  listIdQuerySchema,
  orderIdQuerySchema,
  packagingTypeListDataSchema,
  purchaseRestrictionDataSchema,
} from '@spesa/shared/cart/cart.contract';
import { envelopeSchema, type EnvelopeUser } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { CartAnswer, CartService } from './cart.service.js';

function showSectors(request: FastifyRequest): { showSectors: boolean } {
  const value = (request.query as { show_sectors?: string } | undefined)?.show_sectors;
  return { showSectors: value === 'true' || value === '1' };
}

/** The cart in data.cart, with the limit texts in warnings and notices in infos (spec §8). */
function cartEnvelope(result: CartAnswer, user: EnvelopeUser) {
  return {
    response: {
      status: 0,
      errors: [],
      infos: result.infos.map((info) => ({ info })),
      warnings: result.warnings.map((warning) => ({ warning })),
    },
    user,
    data: { cart: result.cart },
  };
}

/** spec §7 "Cart" and "Gift codes" (the code lists are in the account module). */
export const cartRoutes: FastifyPluginAsync<{ carts: CartService }> = async (app, { carts }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const cartAnswer = { 200: envelopeSchema(cartDataSchema) };
  const sectorsQuery = cartViewQuerySchema;

  r.get(
    '/cart/view',
    { schema: { tags, summary: 'The current cart', querystring: sectorsQuery, response: cartAnswer } },
    async (request) => {
      const user = app.requireUser(request);
      const cart = await carts.view(request.tenant.code, user.userId, showSectors(request));
      return envelope({ cart }, user);
    },
  );

  r.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary: 'Adds products (quantities add to the line of the same product and options)',
        querystring: sectorsQuery,
        body: cartAddBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.add(request.tenant.code, user.userId, request.body, showSectors(request)),
        user,
      );
    },
  );

  r.post(
    '/cart/update',
    {
      schema: {
        tags,
        summary: 'Sets line quantities (0 removes the line)',
        querystring: sectorsQuery,
        body: cartUpdateBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.update(request.tenant.code, user.userId, request.body.items, showSectors(request)),
        user,
      );
    },
  );

  r.post(
    '/cart/delete',
    {
      schema: {
        tags,
        summary: 'Removes lines; without items empties the cart',
        querystring: sectorsQuery,
        body: cartDeleteBodySchema.nullish(),
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.remove(request.tenant.code, user.userId, request.body?.items, showSectors(request)),
        user,
      );
    },
  );

  r.post(
    '/cart/add-all-from-order',
    {
      schema: {
        tags,
        summary: 'Adds every product of an order',
        querystring: orderIdQuerySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.addAllFromOrder(
          request.tenant.code,
          user.userId,
          request.query.order_id,
          showSectors(request),
        ),
        user,
      );
    },
  );

  r.post(
    '/cart/add-all-from-wishlist',
    {
      schema: {
        tags,
        summary: 'Adds every product of a list',
        querystring: listIdQuerySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.addAllFromWishlist(
          request.tenant.code,
          user.userId,
          request.query.list_id,
          showSectors(request),
        ),
        user,
      );
    },
  );

  r.post(
    '/cart/update-cart-info',
    {
      schema: {
        tags,
        summary:
          'Sets one cart info: order_comment, need_invoice, accept_alternatives, packaging_type_id, terms_accepted',
        querystring: sectorsQuery,
        body: cartInfoBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.updateCartInfo(
          request.tenant.code,
          user.userId,
          request.body.property,
          request.body.value,
          showSectors(request),
        ),
        user,
      );
    },
  );

  r.post(
    '/cart/update-infos',
    {
      schema: {
        tags,
        summary: 'Sets line infos: accept_alternatives, custom_weight',
        querystring: sectorsQuery,
        body: cartUpdateInfosBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.updateInfos(request.tenant.code, user.userId, request.body.items, showSectors(request)),
        user,
      );
    },
  );

  r.get(
    '/cart/purchase-restriction',
    {
      schema: {
        tags,
        summary: 'Limits of the products in the cart',
        response: { 200: envelopeSchema(purchaseRestrictionDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return envelope(await carts.purchaseRestriction(request.tenant.code, user.userId), user);
    },
  );

  r.get(
    '/cart-giftcertificate/check',
    {
      schema: {
        tags,
        summary: 'Whether a code can be used (silent: no error when not)',
        querystring: giftCodeQuerySchema,
        response: { 200: envelopeSchema(giftCodeCheckDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return envelope(await carts.checkGiftCode(request.tenant.code, user.userId, request.query.code), user);
    },
  );

  r.post(
    '/cart-giftcertificate/add_code',
    {
      schema: {
        tags,
        summary: 'Puts a gift code on the cart',
        querystring: giftCodeQuerySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.addGiftCode(request.tenant.code, user.userId, request.query.code, showSectors(request)),
        user,
      );
    },
  );

  r.post(
    '/cart-giftcertificate/remove_code',
    {
      schema: {
        tags,
        summary: 'Takes a gift code off the cart',
        querystring: giftCodeQuerySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.removeGiftCode(
          request.tenant.code,
          user.userId,
          request.query.code,
          showSectors(request),
        ),
        user,
      );
    },
  );

  r.get(
    '/packaging-type/list',
    {
      schema: {
        tags,
        summary: 'Bags and packaging with their cost; the cart’s choice is selected',
        response: { 200: envelopeSchema(packagingTypeListDataSchema) },
      },
    },
    async (request) => {
      const user = request.sessionUser;
      const packagingTypes = await carts.packagingTypes(request.tenant.code, user?.userId ?? null);
      return envelope({ packagingTypes }, user ?? ANONYMOUS);
    },
  );
};
