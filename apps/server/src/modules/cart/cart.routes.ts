import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Actor } from '../../lib/actor.js';
import { NotLoggedInError } from '../../lib/domain-error.js';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import type { AnonymousCartService } from './anonymous-cart.service.js';
import type { CartAnswer, CartService } from './cart.service.js';

/** The anonymous cart's token: an HttpOnly cookie on the web, this header from the mobile app. */
export const ANONYMOUS_CART_COOKIE = 'X-Ebsn-Cart';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function presentedCartToken(request: FastifyRequest): string | undefined {
  const fromHeader = request.headers[ANONYMOUS_CART_COOKIE.toLowerCase()];
  const token =
    request.cookies[ANONYMOUS_CART_COOKIE] ?? (typeof fromHeader === 'string' ? fromHeader : undefined);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ANONYMOUS_CART_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Who a cart call acts for: the shopper, or on an anonymousCart chain the guest of the cart cookie. */
interface CartOwner {
  actor: Actor;
  user: EnvelopeUser;
  anonymous: boolean;
}

export interface CartRoutesOptions {
  carts: CartService;
  anonymousCarts: AnonymousCartService;
  /** Whether a chain lets shoppers fill a cart before logging in (its `anonymousCart` setting). */
  anonymousCartEnabled: (tenant: TenantDefinition) => boolean;
}

function showSectors(request: FastifyRequest): { showSectors: boolean } {
  const value = (request.query as { show_sectors?: string } | undefined)?.show_sectors;
  return { showSectors: value === 'true' || value === '1' };
}

/** The cart in data.cart, with the limit texts in warnings and notices in infos (spec §8). */
function cartEnvelope(result: CartAnswer, owner: Pick<CartOwner, 'user' | 'anonymous'>) {
  return {
    response: {
      status: 0,
      errors: [],
      infos: result.infos.map((info) => ({ info })),
      warnings: result.warnings.map((warning) => ({ warning })),
    },
    user: owner.user,
    data: { cart: owner.anonymous ? { ...result.cart, user: ANONYMOUS } : result.cart },
  };
}

/** spec §7 "Cart" and "Gift codes" (the code lists are in the account module). */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (
  app,
  { carts, anonymousCarts, anonymousCartEnabled },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * spec §4: view, add, update and delete need a login unless the chain enables anonymous carts; then a
   * shopper not logged in gets a cart of their own, started at the first call and named by a cookie.
   */
  async function cartOwner(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
    const user = request.sessionUser;
    if (user) return { actor: app.requireActor(request), user, anonymous: false };
    if (!anonymousCartEnabled(request.tenant)) throw new NotLoggedInError();
    const tenantId = request.tenant.code;
    const token = presentedCartToken(request);
    const guest = token === undefined ? undefined : await anonymousCarts.ownerOf(tenantId, token);
    if (guest !== undefined) return { actor: { tenantId, userId: guest }, user: ANONYMOUS, anonymous: true };
    const started = await anonymousCarts.start(tenantId);
    reply.setCookie(ANONYMOUS_CART_COOKIE, started.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: new Date(started.expiresAt),
    });
    reply.header(ANONYMOUS_CART_COOKIE, started.token);
    return { actor: { tenantId, userId: started.userId }, user: ANONYMOUS, anonymous: true };
  }
  const tags = ['cart'];
  const cartAnswer = { 200: envelopeSchema(cartDataSchema) };
  const sectorsQuery = cartViewQuerySchema;

  r.get(
    '/cart/view',
    { schema: { tags, summary: 'The current cart', querystring: sectorsQuery, response: cartAnswer } },
    async (request, reply) => {
      const owner = await cartOwner(request, reply);
      const cart = await carts.view(owner.actor, showSectors(request));
      return cartEnvelope({ cart, infos: [], warnings: [] }, owner);
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
    async (request, reply) => {
      const owner = await cartOwner(request, reply);
      return cartEnvelope(await carts.add(owner.actor, request.body, showSectors(request)), owner);
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
    async (request, reply) => {
      const owner = await cartOwner(request, reply);
      return cartEnvelope(await carts.update(owner.actor, request.body.items, showSectors(request)), owner);
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
    async (request, reply) => {
      const owner = await cartOwner(request, reply);
      return cartEnvelope(await carts.remove(owner.actor, request.body?.items, showSectors(request)), owner);
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
        await carts.addAllFromOrder(app.requireActor(request), request.query.order_id, showSectors(request)),
        { user, anonymous: false },
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
          app.requireActor(request),
          request.query.list_id,
          showSectors(request),
        ),
        { user, anonymous: false },
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
          app.requireActor(request),
          request.body.property,
          request.body.value,
          showSectors(request),
        ),
        { user, anonymous: false },
      );
    },
  );

  r.post(
    '/cart/update-infos',
    {
      schema: {
        tags,
        summary: 'Sets line infos: accept_alternatives, custom_weight, user_notes (the note for the counter)',
        querystring: sectorsQuery,
        body: cartUpdateInfosBodySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      return cartEnvelope(
        await carts.updateInfos(app.requireActor(request), request.body.items, showSectors(request)),
        { user, anonymous: false },
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
      return envelope(await carts.purchaseRestriction(app.requireActor(request)), user);
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
      return envelope(await carts.checkGiftCode(app.requireActor(request), request.query.code), user);
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
        await carts.addGiftCode(app.requireActor(request), request.query.code, showSectors(request)),
        { user, anonymous: false },
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
        await carts.removeGiftCode(app.requireActor(request), request.query.code, showSectors(request)),
        { user, anonymous: false },
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
      const packagingTypes = await carts.packagingTypes(request.actor ?? { tenantId: request.tenant.code });
      return envelope({ packagingTypes }, user ?? ANONYMOUS);
    },
  );
};
