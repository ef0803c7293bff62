import { z } from 'zod';
import { deliveryServiceSchema } from './delivery-service.contract';

const id = z.coerce.number().int().positive().max(2_147_483_647);

function optionalNumber(min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(min).max(max).optional(),
  );
}

/** spec §7: services comma-joined, e.g. `1,2`. */
const servicesParam = z
  .string()
  .max(20)
  .regex(/^\s*[12]?(\s*,\s*[12])*\s*$/, 'comma-joined delivery service ids')
  .transform((raw) => [...new Set(raw.split(',').map((s) => Number(s.trim())))].filter((n) => n > 0));

export const STORE_ORDERINGS = ['name', 'city', 'distance'] as const;
export type StoreOrdering = (typeof STORE_ORDERINGS)[number];

/** spec §3 "Store", with what the store selector shows. */
export const storeSchema = z.object({
  storeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  openingHours: z.string(),
  deliveryServices: z.array(deliveryServiceSchema),
  isWarehouse: z.boolean(),
  isDefault: z.boolean(),
  /** The store's pick-up address (type 3), to select with user-address/select; null when it offers no pick-up. */
  addressId: z.number().int().nullable(),
  /** Metres from the given point, when the call was given coordinates. */
  distance: z.number().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const storesDataSchema = z.object({ stores: z.array(storeSchema) });
export type StoresData = z.infer<typeof storesDataSchema>;

export const storeDataSchema = z.object({ store: storeSchema });

export const storeProximityListQuerySchema = z.object({
  services: servicesParam.optional(),
  orderby: z.enum(STORE_ORDERINGS).optional(),
  show_sectors: z.string().max(10).optional(),
});
export type StoreProximityListQuery = z.infer<typeof storeProximityListQuerySchema>;

export const storeProximityLocalizeQuerySchema = storeProximityListQuerySchema.extend({
  latitude: optionalNumber(-90, 90).pipe(z.number()),
  longitude: optionalNumber(-180, 180).pipe(z.number()),
  /** Metres; spec §9: proximity default distance 10000. */
  distance: optionalNumber(1, 1_000_000),
});
export type StoreProximityLocalizeQuery = z.infer<typeof storeProximityLocalizeQuerySchema>;

export const storeIdQuerySchema = z.object({ store_id: id, show_sectors: z.string().max(10).optional() });

/**
 * API-COMPAT "Learned from clients": GET /warehouse-locator/search. A point (both coordinates, `distance` in
 * metres, default PROXIMITY_DEFAULT_DISTANCE_M) lists the stores around it nearest first; `province` (the
 * two-letter code) and `q` (a part of the store's name or town) narrow the list; without them, every store.
 */
export const storeLocatorQuerySchema = z
  .object({
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
    distance: optionalNumber(1, 1_000_000),
    province: z
      .string()
      .trim()
      .transform((v) => v || undefined)
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'La provincia è la sigla di due lettere.')
          .optional(),
      )
      .optional(),
    q: z.string().trim().max(100).optional(),
    services: servicesParam.optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'Indica sia la latitudine sia la longitudine.',
    path: ['latitude'],
  });
export type StoreLocatorQuery = z.infer<typeof storeLocatorQuerySchema>;

export const warehouseFindQuerySchema = z.object({
  latitude: optionalNumber(-90, 90).pipe(z.number()),
  longitude: optionalNumber(-180, 180).pipe(z.number()),
  distance: optionalNumber(1, 1_000_000),
});
export type WarehouseFindQuery = z.infer<typeof warehouseFindQuerySchema>;

export const warehouseSchema = storeSchema.extend({ warehouseId: z.number().int(), distance: z.number() });
export const warehousesDataSchema = z.object({ warehouses: z.array(warehouseSchema) });

/** spec §9. */
export const PROXIMITY_DEFAULT_DISTANCE_M = 10_000;

export const STORE_NOT_FOUND_MESSAGE = 'Punto vendita non trovato.';
export const STORE_NO_PICK_UP_MESSAGE = 'Questo punto vendita non offre il ritiro della spesa.';
