import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyDataSchema } from '@spesa/shared/account/account-fields.contract';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import {
  WISHLIST_CREATED_MESSAGE,
  WISHLIST_DELETED_MESSAGE,
  WISHLIST_SHARED_MESSAGE,
  WISHLIST_UNSHARED_MESSAGE,
  wishlistAddProductsBodySchema,
  wishlistConfirmQuerySchema,
  wishlistDeleteProductsBodySchema,
  wishlistIdQuerySchema,
  wishlistInsertQuerySchema,
  wishlistListDataSchema,
  wishlistListQuerySchema,
  wishlistProductIdsDataSchema,
  wishlistSchema,
  wishlistShareQuerySchema,
  wishlistSharedQuerySchema,
  wishlistUpdateProductsBodySchema,
  wishlistUpdateQuerySchema,
  wishlistViewQuerySchema,
} from '@spesa/shared/wishlist/wishlist.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import { sessionEnvelopeUser } from '../account/session-envelope-user.js';
import type { Actor } from '../../lib/actor.js';
import type { WishlistService } from './wishlist.service.js';

const TAGS = ['wish lists'];
const SESSION: Record<string, string[]>[] = [{ session: [] }, { sessionHeader: [] }];
const listAnswer = { 200: envelopeSchema(wishlistSchema) };

/** spec §7 "Wish lists": every call needs a logged-in shopper and reaches only lists they may see. */
export const wishlistRoutes: FastifyPluginAsync<{ wishlists: WishlistService }> = async (
  app,
  { wishlists },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function shopper(request: Parameters<typeof app.requireUser>[0]) {
    return { actor: app.requireActor(request), envelopeUser: sessionEnvelopeUser(app.requireUser(request)) };
  }

  r.get(
    '/wishlist/view',
    {
      schema: {
        tags: TAGS,
        summary: 'A list with its items; without list_id the selected list',
        security: SESSION,
        querystring: wishlistViewQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      const list = await wishlists.view(actor, {
        ...(request.query.list_id !== undefined ? { listId: request.query.list_id } : {}),
        ...(request.query.wishlist_type_id !== undefined
          ? { wishlistTypeId: request.query.wishlist_type_id }
          : {}),
      });
      return envelope(list, envelopeUser);
    },
  );

  r.get(
    '/wishlist/list',
    {
      schema: {
        tags: TAGS,
        summary: "The shopper's lists and those shared with them, with item counts",
        security: SESSION,
        querystring: wishlistListQuerySchema,
        response: { 200: envelopeSchema(wishlistListDataSchema) },
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      const data = await wishlists.list(actor, {
        page: request.query.page,
        pageSize: request.query.pageSize,
      });
      return envelope(data, envelopeUser);
    },
  );

  r.post(
    '/wishlist/insert',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a list',
        security: SESSION,
        querystring: wishlistInsertQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      const list = await wishlists.insert(actor, request.query.name);
      return envelope(list, envelopeUser, [WISHLIST_CREATED_MESSAGE]);
    },
  );

  r.post(
    '/wishlist/update',
    {
      schema: {
        tags: TAGS,
        summary: 'Rename a list',
        security: SESSION,
        querystring: wishlistUpdateQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      const list = await wishlists.rename(actor, request.query.list_id, request.query.name);
      return envelope(list, envelopeUser);
    },
  );

  r.post(
    '/wishlist/delete',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one of the shopper’s own lists',
        security: SESSION,
        querystring: wishlistIdQuerySchema,
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      await wishlists.remove(actor, request.query.list_id);
      return envelope({}, envelopeUser, [WISHLIST_DELETED_MESSAGE]);
    },
  );

  r.post(
    '/wishlist/select',
    {
      schema: {
        tags: TAGS,
        summary: 'Make one of the shopper’s own lists the selected one',
        security: SESSION,
        querystring: wishlistIdQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      return envelope(await wishlists.select(actor, request.query.list_id), envelopeUser);
    },
  );

  r.post(
    '/wishlist/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm a list for one of the shopper’s addresses',
        security: SESSION,
        querystring: wishlistConfirmQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      const list = await wishlists.confirm(actor, request.query.list_id, request.query.address_id);
      return envelope(list, envelopeUser);
    },
  );

  r.post(
    '/wishlist/add_prod',
    {
      schema: {
        tags: TAGS,
        summary: 'Add products to a list (quantities add up)',
        security: SESSION,
        body: wishlistAddProductsBodySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      return envelope(await wishlists.addProducts(actor, request.body), envelopeUser);
    },
  );

  r.post(
    '/wishlist/update_prods',
    {
      schema: {
        tags: TAGS,
        summary: 'Set item quantities (0 removes the item)',
        security: SESSION,
        body: wishlistUpdateProductsBodySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      return envelope(await wishlists.updateProducts(actor, request.body), envelopeUser);
    },
  );

  r.post(
    '/wishlist/delete_prods',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove items from a list',
        security: SESSION,
        body: wishlistDeleteProductsBodySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      return envelope(await wishlists.deleteProducts(actor, request.body), envelopeUser);
    },
  );

  await app.register(wishlistSharingRoutes, { wishlists });
};

/** spec §6: the owner shares a list read-only, by link or with another shopper; the heart knows the lists. */
const wishlistSharingRoutes: FastifyPluginAsync<{ wishlists: WishlistService }> = async (
  app,
  { wishlists },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function shopper(request: Parameters<typeof app.requireUser>[0]) {
    return { actor: app.requireActor(request), envelopeUser: sessionEnvelopeUser(app.requireUser(request)) };
  }

  r.get(
    '/wishlist/product-ids',
    {
      schema: {
        tags: TAGS,
        summary: "The products in the shopper's own lists",
        security: SESSION,
        response: { 200: envelopeSchema(wishlistProductIdsDataSchema) },
      },
    },
    async (request) => {
      const { actor, envelopeUser } = shopper(request);
      return envelope(await wishlists.productIds(actor), envelopeUser);
    },
  );

  r.get(
    '/wishlist/shared',
    {
      schema: {
        tags: TAGS,
        summary: 'The list a read-only link names (no session needed)',
        querystring: wishlistSharedQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => {
      const list = await wishlists.sharedByToken(request.tenant.code, request.query.token);
      const user = request.sessionUser ? sessionEnvelopeUser(request.sessionUser) : ANONYMOUS;
      return envelope(list, user);
    },
  );

  for (const [url, summary, run] of [
    [
      '/wishlist/share-link',
      'Open the read-only link of one of the shopper’s own lists',
      (actor: Actor, listId: number) => wishlists.openShareLink(actor, listId),
    ],
    [
      '/wishlist/share-link/close',
      'Close the read-only link: it opens nothing any more',
      (actor: Actor, listId: number) => wishlists.closeShareLink(actor, listId),
    ],
  ] as const) {
    r.post(
      url,
      {
        schema: {
          tags: TAGS,
          summary,
          security: SESSION,
          querystring: wishlistIdQuerySchema,
          response: listAnswer,
        },
      },
      async (request) => {
        const { actor, envelopeUser } = shopper(request);
        return envelope(await run(actor, request.query.list_id), envelopeUser);
      },
    );
  }

  for (const [url, summary, run, message] of [
    [
      '/wishlist/share',
      'Share one of the shopper’s own lists read-only with another shopper, by e-mail',
      (actor: Actor, listId: number, email: string) => wishlists.share(actor, listId, email),
      WISHLIST_SHARED_MESSAGE,
    ],
    [
      '/wishlist/unshare',
      'Stop sharing a list with a shopper',
      (actor: Actor, listId: number, email: string) => wishlists.unshare(actor, listId, email),
      WISHLIST_UNSHARED_MESSAGE,
    ],
  ] as const) {
    r.post(
      url,
      {
        schema: {
          tags: TAGS,
          summary,
          security: SESSION,
          querystring: wishlistShareQuerySchema,
          response: listAnswer,
        },
      },
      async (request) => {
        const { actor, envelopeUser } = shopper(request);
        const list = await run(actor, request.query.list_id, request.query.email);
        return envelope(list, envelopeUser, [message]);
      },
    );
  }
};
