import { z } from 'zod';
import { addressTypeParamSchema, deliveryServiceParamSchema } from './delivery-service.contract';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A text field as a form or JSON sends it: numbers (a street number) are kept as text. */
function text(max: number) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .pipe(z.string().max(max));
}

function optionalNumber(min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(min).max(max).optional(),
  );
}

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1' || v === 'on');

/** spec §3 "Address", as every address call answers it. */
export const addressSchema = z.object({
  addressId: z.number().int(),
  addressName: z.string(),
  addressType: z.enum(['home', 'store', 'locker']),
  addressTypeId: z.number().int(),
  deliveryServiceId: z.number().int(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  doorbellName: z.string(),
  floor: z.string(),
  referencePhoneNumber: z.string(),
  addressNote: z.string(),
  elevator: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The delivery zone; null when the address is not served. */
  zoneId: z.number().int().nullable(),
  /** 1 when the address is served (home: its postal code is in a zone), else 0. */
  active: z.number().int(),
  /** The store a pick-up or locker address belongs to. */
  storeId: z.number().int().nullable(),
  /** The warehouse that serves the address; null when not served. */
  warehouseId: z.number().int().nullable(),
  /** spec §2: the star on the default home or store address. */
  isDefault: z.boolean(),
  /** Metres from the given point, when the call was given coordinates. */
  distance: z.number().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressesDataSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressesData = z.infer<typeof addressesDataSchema>;

export const addressDataSchema = z.object({ address: addressSchema });

export const userAddressListQuerySchema = z.object({
  address_type: addressTypeParamSchema.optional(),
  show_sectors: z.string().max(10).optional(),
});

export const userAddressDeliveryServiceListQuerySchema = z.object({
  delivery_service_id: deliveryServiceParamSchema.optional(),
  address_type: addressTypeParamSchema.optional(),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  /** Metres; spec §9: proximity default distance 10000. */
  distance: optionalNumber(1, 1_000_000),
  show_sectors: z.string().max(10).optional(),
});
export type UserAddressDeliveryServiceListQuery = z.infer<typeof userAddressDeliveryServiceListQuerySchema>;

export const userAddressListStoreQuerySchema = z.object({ store_id: id });

export const addressIdQuerySchema = z.object({ address_id: id, show_sectors: z.string().max(10).optional() });

export const userAddressSelectQuerySchema = z.object({
  address_type: addressTypeParamSchema.optional(),
  address_id: id,
  delivery_service_id: deliveryServiceParamSchema.optional(),
  show_sectors: z.string().max(10).optional(),
});
export type UserAddressSelectQuery = z.infer<typeof userAddressSelectQuerySchema>;

/** spec §7: what the address validation service is sent. */
export const addressCheckBodySchema = z.object({
  address1: text(120).optional(),
  addressNumber: text(20).optional(),
  city: text(80).optional(),
  province: text(40).optional(),
  postalcode: text(10).optional(),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
});
export type AddressCheckBody = z.infer<typeof addressCheckBodySchema>;

/** spec §7: the validation answer; clients read `active` and `addressNumber`. */
export const addressCheckDataSchema = z.object({
  /** 1 when home delivery serves the address. */
  active: z.number().int(),
  /** True when the geocoder found the address as typed; false asks 'Indirizzo non validato, Salvare lo stesso?'. */
  validated: z.boolean(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  gpsLatitude: z.number().nullable(),
  gpsLongitude: z.number().nullable(),
  zoneId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable(),
  deliveryServiceId: z.number().int(),
});
export type AddressCheckData = z.infer<typeof addressCheckDataSchema>;

/** spec §3 "Address" and §5 "New address": the address edit form; addressId absent creates. */
export const addressBodySchema = addressCheckBodySchema.extend({
  addressId: z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' || v === -1 || v === '-1' ? undefined : v),
    id.optional(),
  ),
  addressName: text(60).optional(),
  doorbellName: text(80).optional(),
  floor: text(20).optional(),
  referencePhoneNumber: text(30).optional(),
  addressNote: text(500).optional(),
  elevator: flag.optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const addressUpdateDataSchema = z.object({ addressId: z.number().int(), address: addressSchema });

export const ADDRESS_NOT_FOUND_MESSAGE = 'Indirizzo non trovato.';
export const ADDRESS_SAVED_MESSAGE = 'Indirizzo salvato.';
export const ADDRESS_DELETED_MESSAGE = 'Indirizzo eliminato.';
/** spec §8 "errors.errorSettingAddress" wording. */
export const ADDRESS_CHANGE_REFUSED_MESSAGE = "Impossibile cambiare l'indirizzo di ritiro";
export const ADDRESS_SERVICE_MISMATCH_MESSAGE =
  'Questo indirizzo non può essere usato con il servizio scelto.';
export const GEOCODING_UNAVAILABLE_MESSAGE =
  'Il servizio di verifica degli indirizzi non è al momento disponibile, riprova tra qualche minuto.';

/** spec §5: the fields a new address needs besides the checked ones, as the refusal names them. */
export const ADDRESS_SAVE_FIELD_LABELS = {
  doorbellName: 'nome sul citofono',
  addressName: "nome dell'indirizzo",
  referencePhoneNumber: 'telefono di riferimento',
} as const;

export const MAX_SAVED_ADDRESSES = 30;
export const TOO_MANY_ADDRESSES_MESSAGE = `Puoi salvare al massimo ${MAX_SAVED_ADDRESSES} indirizzi: eliminane uno che non usi più.`;
