import { z } from 'zod';

/** A discount code given to the shopper (spec §1 "discount codes", §7 "Gift codes"). */
export const userGiftCertificateSchema = z.object({
  userGiftCertificateId: z.number().int(),
  giftCertificateId: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** Euro off the order, or null when the code takes a percentage. */
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  /** Euro of goods the order needs for the code to apply. */
  minOrderAmount: z.number().nullable(),
  /** YYYY-MM-DD, Italian calendar days, both included. */
  validFrom: z.string(),
  validUntil: z.string(),
  /** Assigned by hand (customer service) rather than earned automatically. */
  manualAssigned: z.boolean(),
});
export type UserGiftCertificate = z.infer<typeof userGiftCertificateSchema>;

export const giftCertificateListDataSchema = z.object({
  giftCertificates: z.array(userGiftCertificateSchema),
});
export type GiftCertificateListData = z.infer<typeof giftCertificateListDataSchema>;
