import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartAccessService } from '../cart/cart-access.service.js';
import type { GeocodingService } from '../geocoding/geocoding.service.js';
import { createCartDeliveryService, type CartDeliveryService } from './cart-delivery.service.js';
import { createStoreService, type StoreService } from './store.service.js';
import { createTimeslotAdminService, type TimeslotAdminService } from './timeslot-admin.service.js';
import { createTimeslotService, type TimeslotService } from './timeslot.service.js';
import { createUserAddressService, type UserAddressService } from './user-address.service.js';

/** The delivery side: stores, the shopper's addresses, the cart's delivery choice and its timeslot. */
export interface DeliveryServices {
  stores: StoreService;
  addresses: UserAddressService;
  carts: CartDeliveryService;
  timeslots: TimeslotService;
  /** README "Back-office", Slots: the store's side of the same slots. */
  slotAdmin: TimeslotAdminService;
}

export function createDeliveryServices(deps: {
  db: Db;
  clock: Clock;
  holdMs: number;
  geocoding: GeocodingService;
  /** The cart module's access to carts: delivery writes a cart's address and slot only through it. */
  cartAccess: CartAccessService;
  /** The account module's users: delivery keeps a shopper's default addresses there only through it. */
  shoppers: ShopperService;
}): DeliveryServices {
  const carts = createCartDeliveryService(deps);
  return {
    stores: createStoreService(deps),
    addresses: createUserAddressService(deps),
    carts,
    timeslots: createTimeslotService({ ...deps, carts }),
    slotAdmin: createTimeslotAdminService(deps),
  };
}
