import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import { cartDeliveryDataSchema } from '@spesa/shared/delivery/cart-delivery.contract';
import {
  storeDataSchema,
  storeIdQuerySchema,
  storeLocatorQuerySchema,
  storeProximityListQuerySchema,
  storeProximityLocalizeQuerySchema,
  storesDataSchema,
  warehouseFindQuerySchema,
  warehousesDataSchema,
} from '@spesa/shared/delivery/store.contract';
import { ANONYMOUS, envelope } from '../../lib/envelope.js';
import { refuseCrossSite } from '../../lib/cross-site-guard.js';
import type { DeliveryServices } from './delivery.service.js';

export const storeRoutes: FastifyPluginAsync<{ delivery: DeliveryServices }> = async (app, { delivery }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stores'];

  r.get(
    '/store-proximity/list',
    {
      schema: {
        tags,
        summary: 'Stores offering any of the services (comma-joined), by name or city',
        querystring: storeProximityListQuerySchema,
        response: { 200: envelopeSchema(storesDataSchema) },
      },
    },
    async (request) => {
      const stores = await delivery.stores.list(request.tenant.code, request.query);
      return envelope({ stores }, request.sessionUser ?? ANONYMOUS);
    },
  );

  r.get(
    '/store-proximity/localize',
    {
      schema: {
        tags,
        summary: 'Stores within `distance` metres (default 10000) of a point, nearest first',
        querystring: storeProximityLocalizeQuerySchema,
        response: { 200: envelopeSchema(storesDataSchema) },
      },
    },
    async (request) => {
      const stores = await delivery.stores.localize(request.tenant.code, request.query);
      return envelope({ stores }, request.sessionUser ?? ANONYMOUS);
    },
  );

  r.get(
    '/store-proximity/select',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Pick-up at the store for the cart (login required)',
        querystring: storeIdQuerySchema,
        response: { 200: envelopeSchema(cartDeliveryDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const cart = await delivery.carts.selectStore(app.requireActor(request), request.query.store_id);
      return envelope({ cart }, user);
    },
  );

  r.get(
    '/warehouse-locator/search',
    {
      schema: {
        tags,
        summary: 'Store locator: stores near a point (nearest first), in a province or by name or town',
        querystring: storeLocatorQuerySchema,
        response: { 200: envelopeSchema(storesDataSchema) },
      },
    },
    async (request) => {
      const stores = await delivery.stores.search(request.tenant.code, request.query);
      return envelope({ stores }, request.sessionUser ?? ANONYMOUS);
    },
  );

  r.get(
    '/store/list',
    {
      schema: {
        tags,
        summary: 'Every store and warehouse of the chain',
        response: { 200: envelopeSchema(storesDataSchema) },
      },
    },
    async (request) => {
      const stores = await delivery.stores.list(request.tenant.code, {});
      return envelope({ stores }, request.sessionUser ?? ANONYMOUS);
    },
  );

  r.get(
    '/store/view',
    {
      schema: {
        tags,
        summary: 'One store',
        querystring: storeIdQuerySchema,
        response: { 200: envelopeSchema(storeDataSchema) },
      },
    },
    async (request) => {
      const store = await delivery.stores.view(request.tenant.code, request.query.store_id);
      return envelope({ store }, request.sessionUser ?? ANONYMOUS);
    },
  );

  r.post(
    '/store/select',
    {
      schema: {
        tags,
        summary: 'Pick-up at the store for the cart (login required)',
        querystring: storeIdQuerySchema,
        response: { 200: envelopeSchema(cartDeliveryDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const cart = await delivery.carts.selectStore(app.requireActor(request), request.query.store_id);
      return envelope({ cart }, user);
    },
  );

  r.get(
    '/warehouse/find-by-coordinates',
    {
      schema: {
        tags,
        summary:
          'Home-delivery warehouses within `distance` metres (default 10000) of a point, nearest first',
        querystring: warehouseFindQuerySchema,
        response: { 200: envelopeSchema(warehousesDataSchema) },
      },
    },
    async (request) => {
      const warehouses = await delivery.stores.findWarehouses(request.tenant.code, request.query);
      return envelope({ warehouses }, request.sessionUser ?? ANONYMOUS);
    },
  );
};
