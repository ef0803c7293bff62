import { z } from 'zod';
import { addressSchema } from './address.contract';

/** spec §3 "Cart": shippingAddress. */
export const cartShippingAddressSchema = addressSchema.extend({
  /** True when the server chose it (the tenant's default store) and the shopper has not confirmed one. */
  autoAssigned: z.boolean(),
});

/** spec §3 "Cart": timeslot. */
export const cartTimeslotSchema = z.object({
  date: z.string(),
  timeslotId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  autoAssigned: z.boolean(),
  /** Epoch ms until which the place is held for the cart; renewed while the shopper is active. */
  holdExpiresAt: z.number().nullable(),
});

/** The delivery part of the cart: what the address, store and timeslot calls answer. */
export const cartDeliverySchema = z.object({
  cartId: z.number().int(),
  cartStatusId: z.number().int(),
  deliveryServiceId: z.number().int(),
  store: z.object({ storeId: z.number().int() }),
  warehouse: z.object({ warehouseId: z.number().int() }),
  shippingAddress: cartShippingAddressSchema.nullable(),
  timeslot: cartTimeslotSchema.nullable(),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

export const cartDeliveryDataSchema = z.object({ cart: cartDeliverySchema });
