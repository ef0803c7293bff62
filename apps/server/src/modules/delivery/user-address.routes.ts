import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@spesa/shared/common/envelope.contract';
import {
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  addressBodySchema,
  addressCheckBodySchema,
  addressCheckDataSchema,
  addressDataSchema,
  addressesDataSchema,
  addressIdQuerySchema,
  addressUpdateDataSchema,
  userAddressDeliveryServiceListQuerySchema,
  userAddressListQuerySchema,
  userAddressListStoreQuerySchema,
  userAddressSelectQuerySchema,
} from '@spesa/shared/delivery/address.contract';
import { cartDeliveryDataSchema } from '@spesa/shared/delivery/cart-delivery.contract';
import { ADDRESS_TYPE } from '@spesa/shared/delivery/delivery-service.contract';
import { envelope } from '../../lib/envelope.js';
import { refuseCrossSite } from '../../lib/cross-site-guard.js';
import type { DeliveryServices } from './delivery.service.js';

/** Every user-address call needs a logged-in shopper: anonymous ones get 419 (spec §7). */
export const userAddressRoutes: FastifyPluginAsync<{ delivery: DeliveryServices }> = async (
  app,
  { delivery },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];

  r.get(
    '/user-address/delivery-service-list',
    {
      schema: {
        tags,
        summary:
          'Addresses usable with a delivery service or of a type; with a point, within `distance` metres',
        querystring: userAddressDeliveryServiceListQuerySchema,
        response: { 200: envelopeSchema(addressesDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const addresses = await delivery.addresses.listForDeliveryService(
        app.requireActor(request),
        request.query,
      );
      return envelope({ addresses }, user);
    },
  );

  r.get(
    '/user-address/list-store',
    {
      schema: {
        tags,
        summary: 'The pick-up and locker addresses of a store',
        querystring: userAddressListStoreQuerySchema,
        response: { 200: envelopeSchema(addressesDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const addresses = await delivery.addresses.listForStore(
        app.requireActor(request),
        request.query.store_id,
      );
      return envelope({ addresses }, user);
    },
  );

  r.get(
    '/user-address/list',
    {
      schema: {
        tags,
        summary:
          'Addresses of a type: home (2, the shopper’s own), store or drive (3, the default), locker (5)',
        querystring: userAddressListQuerySchema,
        response: { 200: envelopeSchema(addressesDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const addresses = await delivery.addresses.list(
        app.requireActor(request),
        request.query.address_type ?? ADDRESS_TYPE.STORE,
      );
      return envelope({ addresses }, user);
    },
  );

  r.get(
    '/user-address/view',
    {
      schema: {
        tags,
        summary: 'One address of the shopper, or a store or locker address',
        querystring: addressIdQuerySchema,
        response: { 200: envelopeSchema(addressDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const address = await delivery.addresses.view(app.requireActor(request), request.query.address_id);
      return envelope({ address }, user);
    },
  );

  r.get(
    '/user-address/delete',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Deletes one of the shopper’s home addresses, unless the cart uses it',
        querystring: addressIdQuerySchema,
        response: { 200: envelopeSchema(addressesDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const addresses = await delivery.addresses.remove(app.requireActor(request), request.query.address_id);
      return envelope({ addresses }, user, [ADDRESS_DELETED_MESSAGE]);
    },
  );

  r.post(
    '/user-address/select',
    {
      schema: {
        tags,
        summary: 'Makes the address the cart’s delivery address or pick-up point',
        querystring: userAddressSelectQuerySchema,
        response: { 200: envelopeSchema(cartDeliveryDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const cart = await delivery.carts.selectAddress(app.requireActor(request), {
        addressId: request.query.address_id,
        addressTypeId: request.query.address_type,
        deliveryServiceId: request.query.delivery_service_id,
      });
      return envelope({ cart }, user);
    },
  );

  r.post(
    '/user-address/check',
    {
      schema: {
        tags,
        summary: 'Whether home delivery serves an address (`active`), geocoding it',
        body: addressCheckBodySchema,
        response: { 200: envelopeSchema(addressCheckDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { data, warnings } = await delivery.addresses.check(request.tenant.code, request.body);
      const answer = envelope(data, user);
      return {
        ...answer,
        response: { ...answer.response, warnings: warnings.map((warning) => ({ warning })) },
      };
    },
  );

  r.post(
    '/user-address/update',
    {
      schema: {
        tags,
        summary: 'Creates (no addressId) or updates a home address; answers its addressId',
        body: addressBodySchema,
        response: { 200: envelopeSchema(addressUpdateDataSchema) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const address = await delivery.addresses.save(app.requireActor(request), request.body);
      return envelope({ addressId: address.addressId, address }, user, [ADDRESS_SAVED_MESSAGE]);
    },
  );
};
