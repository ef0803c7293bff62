import type { Address } from '@spesa/shared/delivery/address.contract';
import { phone, required, ruledString } from '@spesa/shared/validation/validators';
import { z } from 'zod';

/** spec §5 "New address": doorbell name, address name and reference phone are required; the phone is Italian. */
export const addressFormSchema = z.object({
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  addressName: ruledString([required]),
  doorbellName: ruledString([required]),
  referencePhoneNumber: ruledString([required, phone]),
  floor: z.string(),
  elevator: z.boolean(),
  addressNote: z.string(),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** The limits of POST /user-address/update, so the shopper is stopped while typing rather than on save. */
export const ADDRESS_FIELD_MAX_LENGTH = {
  address1: 120,
  addressNumber: 20,
  city: 80,
  province: 40,
  postalcode: 10,
  addressName: 60,
  doorbellName: 80,
  floor: 20,
  referencePhoneNumber: 30,
  addressNote: 500,
} as const;

export function addressFormValuesOf(address: Address | undefined): AddressFormValues {
  return {
    address1: address?.address1 ?? '',
    addressNumber: address?.addressNumber ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postalcode: address?.postalcode ?? '',
    addressName: address?.addressName ?? '',
    doorbellName: address?.doorbellName ?? '',
    referencePhoneNumber: address?.referencePhoneNumber ?? '',
    floor: address?.floor ?? '',
    elevator: address?.elevator ?? false,
    addressNote: address?.addressNote ?? '',
  };
}
