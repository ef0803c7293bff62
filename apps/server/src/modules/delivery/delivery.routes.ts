import type { FastifyPluginAsync } from 'fastify';
import { deliveryFeeRoutes } from './delivery-fee.routes.js';
import type { DeliveryServices } from './delivery.service.js';
import { storeRoutes } from './store.routes.js';
import { timeslotRoutes } from './timeslot.routes.js';
import { userAddressRoutes } from './user-address.routes.js';

/** spec §7 "Stores, addresses, timeslots". */
export const deliveryRoutes: FastifyPluginAsync<{ delivery: DeliveryServices }> = async (app, opts) => {
  await app.register(storeRoutes, opts);
  await app.register(userAddressRoutes, opts);
  await app.register(timeslotRoutes, opts);
  await app.register(deliveryFeeRoutes, opts);
};
