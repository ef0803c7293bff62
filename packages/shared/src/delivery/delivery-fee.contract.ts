import { z } from 'zod';

export const deliveryFeeQuerySchema = z.object({
  /** Goods total in euro, to say which fee applies; the cart's own total is used by the cart calls. */
  gross_total: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(0).max(1_000_000).optional(),
  ),
  /** spec §7 delivery: a visitor's postal code (CAP); `zone` answers the home-delivery zone serving it. */
  postalcode: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Il CAP è di 5 cifre.')
      .optional(),
  ),
  show_sectors: z.string().max(10).optional(),
});

export const deliveryZoneFeeSchema = z.object({
  zoneId: z.number().int(),
  name: z.string(),
  deliveryServiceId: z.number().int(),
  warehouseId: z.number().int(),
  /** Euro. */
  fee: z.number(),
  /** Euro; a goods total at or above it is delivered free. 0 when the fee always applies. */
  freeDeliveryThreshold: z.number(),
});
export type DeliveryZoneFee = z.infer<typeof deliveryZoneFeeSchema>;

export const deliveryFeeDataSchema = z.object({
  /** The zone of the cart's address (of `postalcode` when given); null without one, or when not served. */
  zone: deliveryZoneFeeSchema.nullable(),
  /** Euro: the fee the cart pays for the given total (or for an empty cart). */
  deliveryFee: z.number(),
  /** Euro still to add to reach free delivery; 0 when reached or when the zone has no threshold. */
  missingForFreeDelivery: z.number(),
  zones: z.array(deliveryZoneFeeSchema),
});
export type DeliveryFeeData = z.infer<typeof deliveryFeeDataSchema>;
