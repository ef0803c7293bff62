import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (aaaa-mm-gg).');
const productId = z.number({ error: 'Indica il prodotto.' }).int().positive('Indica il prodotto.');
const euro = (what: string) =>
  z
    .number({ error: `Indica ${what}.` })
    .positive(`${what[0]!.toUpperCase()}${what.slice(1)} deve essere maggiore di zero.`)
    .max(100_000, `${what[0]!.toUpperCase()}${what.slice(1)} è troppo alto.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Al massimo 2 decimali.');
const percentage = z
  .number({ error: 'Indica la percentuale.' })
  .int('La percentuale è un numero intero.')
  .min(1, 'La percentuale va da 1 a 99.')
  .max(99, 'La percentuale va da 1 a 99.');

/** README "Back-office", Catalogue and promotions: the product's list price, in euro. */
export const adminProductPriceBodySchema = z.object({ productId, price: euro('il prezzo') });
export type AdminProductPriceBody = z.infer<typeof adminProductPriceBodySchema>;

export const adminProductAvailabilityBodySchema = z.object({
  productId,
  available: z.boolean({ error: 'Indica se il prodotto è disponibile.' }),
});
export type AdminProductAvailabilityBody = z.infer<typeof adminProductAvailabilityBodySchema>;

/**
 * A product's promotion: a promotional price or a percentage off its list price (one of the two), from the
 * start of `from` to the end of `to`, Italian days.
 */
export const promotionBodySchema = z
  .object({
    productId,
    promoPrice: euro('il prezzo in promozione').optional(),
    percentage: percentage.optional(),
    from: isoDay,
    to: isoDay,
  })
  .refine((b) => (b.promoPrice === undefined) !== (b.percentage === undefined), {
    message: 'Indica il prezzo in promozione oppure la percentuale di sconto, uno dei due.',
    path: ['promoPrice'],
  })
  .refine((b) => b.from <= b.to, { message: 'La promozione deve finire dopo l’inizio.', path: ['to'] });
export type PromotionBody = z.infer<typeof promotionBodySchema>;

export const promotionEndBodySchema = z.object({ productId });
export type PromotionEndBody = z.infer<typeof promotionEndBodySchema>;

export const PROMOTION_EXISTS_MESSAGE = 'Il prodotto ha già una promozione: modificala o terminala.';
export const PROMOTION_MISSING_MESSAGE = 'Il prodotto non ha una promozione in corso.';
export const PROMOTION_NOT_BELOW_LIST_MESSAGE =
  'Il prezzo in promozione deve essere inferiore al prezzo di listino ({price}).';

/** A gift code: an amount or a percentage (one of the two), a minimum order, validity days and uses. */
export const giftCodeCreateBodySchema = z
  .object({
    code: z
      .string({ error: 'Indica il codice.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,32}$/, 'Il codice ha da 3 a 32 lettere, cifre o trattini.'),
    description: z.string().trim().min(1, 'Indica una descrizione.').max(200, 'Descrizione troppo lunga.'),
    amount: euro('l’importo').optional(),
    percentage: percentage.optional(),
    minOrder: euro('l’ordine minimo').nullable().optional(),
    validFrom: isoDay,
    validUntil: isoDay,
    maxUses: z
      .number()
      .int('Gli utilizzi sono un numero intero.')
      .min(1, 'Gli utilizzi devono essere almeno 1.')
      .max(1_000_000, 'Troppi utilizzi.')
      .nullable()
      .optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.percentage === undefined), {
    message: 'Indica l’importo oppure la percentuale di sconto, uno dei due.',
    path: ['amount'],
  })
  .refine((b) => b.validFrom <= b.validUntil, {
    message: 'Il buono deve scadere dopo l’inizio della validità.',
    path: ['validUntil'],
  });
export type GiftCodeCreateBody = z.infer<typeof giftCodeCreateBodySchema>;

export const giftCodeSchema = z.object({
  giftCertificateId: z.number().int(),
  code: z.string(),
  description: z.string(),
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  minOrderAmount: z.number().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.number().int().nullable(),
  timesUsed: z.number().int(),
});
export type GiftCode = z.infer<typeof giftCodeSchema>;

export const giftCodeAssignBodySchema = z.object({
  giftCertificateId: z.number({ error: 'Indica il buono.' }).int().positive('Indica il buono.'),
  email: z.string().trim().toLowerCase().email('Indirizzo e-mail non valido.'),
});
export type GiftCodeAssignBody = z.infer<typeof giftCodeAssignBodySchema>;

export const GIFT_CODE_TAKEN_MESSAGE = 'Esiste già un buono con questo codice.';
export const GIFT_CODE_NOT_FOUND_MESSAGE = 'Buono non trovato.';
export const GIFT_CODE_SHOPPER_NOT_FOUND_MESSAGE = 'Nessun cliente registrato con questa e-mail.';
export const GIFT_CODE_ALREADY_ASSIGNED_MESSAGE = 'Il cliente ha già questo buono.';

/**
 * README "Back-office", Catalogue screens: a promotion's state at the server's clock — `programmata` before its
 * first day, `attiva` inside its window, `terminata` after its last day.
 */
export const PROMOTION_STATES = ['programmata', 'attiva', 'terminata'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const adminPromotionSchema = z.object({
  /** One of the two, as created (promotionBodySchema). */
  promoPrice: z.number().nullable(),
  percentage: z.number().int().nullable(),
  /** Italian days, both included. */
  from: z.string(),
  to: z.string(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** A product as the chain admin manages it: list price, price now, availability and its promotion as stored. */
export const adminProductSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  packFormat: z.string(),
  /** Euro. */
  listPrice: z.number(),
  /** Euro: what the shopper pays now. */
  price: z.number(),
  available: z.boolean(),
  promotion: adminPromotionSchema.nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const ADMIN_PAGE_SIZE = 20;

/** GET /admin/catalogue/products?q=&page= and GET /admin/promotions?page=: one page, by name. */
export const adminProductsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga.').optional(),
  page: z.coerce
    .number({ error: 'Pagina non valida.' })
    .int('Pagina non valida.')
    .min(1, 'Pagina non valida.')
    .max(10_000, 'Pagina non valida.')
    .default(1),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductPageSchema = z.object({
  products: z.array(adminProductSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** The answer of the catalogue's changes: the product as the storefront shows it and as the back-office does. */
export const adminProductAnswerSchema = z.object({ adminProduct: adminProductSchema });

export const giftCodesQuerySchema = z.object({ page: adminProductsQuerySchema.shape.page });
export const giftCodePageSchema = z.object({
  giftCodes: z.array(giftCodeSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type GiftCodePage = z.infer<typeof giftCodePageSchema>;
