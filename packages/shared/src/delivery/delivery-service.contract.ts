import { z } from 'zod';

/** spec §1 and §9: delivery services. */
export const DELIVERY_SERVICE = { PICK_UP: 1, HOME_DELIVERY: 2 } as const;
export type DeliveryServiceId = (typeof DELIVERY_SERVICE)[keyof typeof DELIVERY_SERVICE];

/** spec §3 and §9: address types. */
export const ADDRESS_TYPE = { HOME: 2, STORE: 3, LOCKER: 5 } as const;
export type AddressTypeId = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];

export const ADDRESS_TYPE_NAMES = { 2: 'home', 3: 'store', 5: 'locker' } as const satisfies Record<
  AddressTypeId,
  string
>;
export type AddressTypeName = (typeof ADDRESS_TYPE_NAMES)[AddressTypeId];

/** The service an address type is used with: home addresses are delivered to, stores and lockers collected from. */
export function deliveryServiceOfAddressType(addressTypeId: AddressTypeId): DeliveryServiceId {
  return addressTypeId === ADDRESS_TYPE.HOME ? DELIVERY_SERVICE.HOME_DELIVERY : DELIVERY_SERVICE.PICK_UP;
}

export const deliveryServiceSchema = z.object({
  deliveryServiceId: z.number().int(),
  name: z.string(),
  /** spec §2: the address selector shows a tab per service flagged showTab. */
  showTab: z.boolean(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

/**
 * An address type as a query parameter: its id or its name. spec §7 names `drive` as the default of
 * user-address/list: the original's word for click and collect, i.e. store addresses.
 */
export const addressTypeParamSchema = z
  .union([
    z.enum(['2', '3', '5']).transform((v) => Number(v) as AddressTypeId),
    z
      .enum(['home', 'store', 'drive', 'locker'])
      .transform(
        (v): AddressTypeId =>
          v === 'home' ? ADDRESS_TYPE.HOME : v === 'locker' ? ADDRESS_TYPE.LOCKER : ADDRESS_TYPE.STORE,
      ),
  ])
  .describe('2 or home, 3 or store or drive, 5 or locker');

export const deliveryServiceParamSchema = z
  .enum(['1', '2'])
  .transform((v) => Number(v) as DeliveryServiceId)
  .describe('1 pick-up, 2 home delivery');
