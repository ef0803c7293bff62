import { z } from 'zod';
import { MENU_LOCATIONS } from '../content/content.contract';
import { DELIVERY_SERVICE } from '../delivery/delivery-service.contract';

/**
 * README "Back-office", Content: the built-in content store edited by the content editor and the chain admin.
 * Post types as the store keeps them (spec §7 Content; the REST base `pages` holds `page`).
 */
export const ADMIN_POST_TYPES = ['page', 'faq', 'flyer', 'slide', 'award', 'ux-block'] as const;
export type AdminPostType = (typeof ADMIN_POST_TYPES)[number];

export const ADMIN_POST_TYPE_LABELS: Readonly<Record<AdminPostType, string>> = {
  page: 'Pagine',
  faq: 'FAQ',
  flyer: 'Volantini',
  slide: 'Slide',
  award: 'Premi',
  'ux-block': 'Blocchi',
};

/** `publish`: public on the storefront; `draft`: saved, seen only in the back-office. */
export const POST_STATUSES = ['publish', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const CONTENT_SLUG_TAKEN_MESSAGE = 'Esiste già un contenuto di questo tipo con lo stesso slug.';
export const CONTENT_REMOTE_MESSAGE =
  'Questa catena legge i contenuti da un WordPress esterno: modificali nel suo pannello.';

const postType = z.enum(ADMIN_POST_TYPES, { error: 'Tipo di contenuto sconosciuto.' });
const postId = z.coerce.number({ error: 'Indica il contenuto.' }).int().positive('Indica il contenuto.');
const title = z
  .string({ error: 'Indica il titolo.' })
  .trim()
  .min(1, 'Indica il titolo.')
  .max(200, 'Il titolo può avere al massimo 200 caratteri.');
export const contentSlugSchema = z
  .string({ error: 'Indica lo slug.' })
  .trim()
  .min(1, 'Indica lo slug.')
  .max(200, 'Lo slug può avere al massimo 200 caratteri.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lo slug può contenere solo lettere minuscole, cifre e trattini.');
const html = z
  .string({ error: 'Indica il testo.' })
  .max(200_000, 'Il testo può avere al massimo 200.000 caratteri.');
const excerpt = z.string().max(1_000, 'Il riassunto può avere al massimo 1.000 caratteri.');

const isCalendarDay = (day: string) => {
  const noon = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(day);
};
/** An Italian day `YYYY-MM-DD` that exists in the calendar. */
const isoDay = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Scrivi la data come aaaa-mm-gg.')
    .refine(isCalendarDay, 'Questa data non esiste.');
const validityDays = {
  validFrom: isoDay('Indica il primo giorno.'),
  validTo: isoDay('Indica l’ultimo giorno.'),
};
/** The last day is the first or later. */
const lastDayNotBefore = (what: string) => ({
  check: (v: { validFrom: string; validTo: string }) => v.validTo >= v.validFrom,
  params: { message: `${what} deve finire lo stesso giorno dell’inizio o dopo.`, path: ['validTo'] },
});
const flyerDays = lastDayNotBefore('Il volantino');
const slideDays = lastDayNotBefore('La slide');

export const FLYER_PRODUCTS_MAX = 24;
export const FLYER_ONLY_MESSAGE = 'Date e prodotti del volantino valgono solo per un volantino.';
export const SLIDE_ONLY_MESSAGE = 'Sottotitolo, link e date della slide valgono solo per una slide.';
/** `{code}`: the code or slug the chain's catalogue does not know. */
export const FLYER_PRODUCT_UNKNOWN_MESSAGE = 'Il prodotto {code} non è nel catalogo della catena.';

/**
 * README "Back-office", Content: a flyer's dates (both included) and its offers, by the catalogue's product code
 * (as the catalogue screens show it) or slug; their prices are read from the catalogue when saved.
 */
export const adminFlyerFieldsSchema = z
  .object({
    ...validityDays,
    productCodes: z
      .array(
        z
          .string({ error: 'Indica il codice del prodotto.' })
          .trim()
          .min(1, 'Indica il codice del prodotto.')
          .max(200, 'Il codice del prodotto può avere al massimo 200 caratteri.'),
        { error: 'Aggiungi i prodotti del volantino.' },
      )
      .min(1, 'Aggiungi almeno un prodotto al volantino.')
      .max(FLYER_PRODUCTS_MAX, `Un volantino può avere al massimo ${FLYER_PRODUCTS_MAX} prodotti.`)
      .refine(
        (codes) => new Set(codes).size === codes.length,
        'Un prodotto è nel volantino più di una volta.',
      ),
  })
  .refine(flyerDays.check, flyerDays.params);
export type AdminFlyerFields = z.infer<typeof adminFlyerFieldsSchema>;

/** A storefront path (spec §2 routes): `/` then no second slash, no spaces. */
const storefrontPath = z
  .string({ error: 'Indica il link.' })
  .trim()
  .min(1, 'Indica il link.')
  .max(500, 'Il link può avere al massimo 500 caratteri.')
  .regex(/^\/(?![/\\])\S*$/, 'Il link deve essere un indirizzo del negozio che inizia con /, senza spazi.');

/** README "Back-office", Content: a slide of the home slider, its link and dates (both included). */
export const adminSlideFieldsSchema = z
  .object({
    subtitle: z
      .string({ error: 'Indica il sottotitolo.' })
      .trim()
      .max(200, 'Il sottotitolo può avere al massimo 200 caratteri.'),
    link: storefrontPath,
    ...validityDays,
    /** Shown only to shoppers of this delivery service; null or left out: to all. */
    deliveryServiceId: z
      .union([z.literal(DELIVERY_SERVICE.PICK_UP), z.literal(DELIVERY_SERVICE.HOME_DELIVERY)], {
        error: 'Servizio di consegna sconosciuto.',
      })
      .nullable()
      .optional(),
  })
  .refine(slideDays.check, slideDays.params);
export type AdminSlideFields = z.infer<typeof adminSlideFieldsSchema>;

/** A flyer as the editor shows it: its dates and its offers, by code, with their names. */
export const adminFlyerSchema = z.object({
  validFrom: z.string(),
  validTo: z.string(),
  products: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AdminFlyer = z.infer<typeof adminFlyerSchema>;
export const adminSlideSchema = z.object({
  subtitle: z.string(),
  link: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  deliveryServiceId: z.number().int().nullable(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;

export const adminPostSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  /** Epoch milliseconds. */
  modifiedAt: z.number(),
  /** The storefront route that shows it (spec §2 routes). */
  link: z.string(),
  /** A flyer's dates and offers; null for other types (and a flyer not yet given them). */
  flyer: adminFlyerSchema.nullable(),
  /** A slide's subtitle, link and dates; null for other types (and a slide not yet given them). */
  slide: adminSlideSchema.nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostListQuerySchema = z.object({ type: postType });
export const adminPostListSchema = z.object({ posts: z.array(adminPostSchema) });

/**
 * The texts an editor writes; `content` is HTML, sanitised by the storefront when shown. `flyer` only for a
 * flyer, `slide` only for a slide; left out (or null), the post keeps the ones it has.
 */
export const adminPostFieldsSchema = z.object({
  title,
  slug: contentSlugSchema,
  content: html,
  excerpt: excerpt.optional(),
  flyer: adminFlyerFieldsSchema.nullish(),
  slide: adminSlideFieldsSchema.nullish(),
});
export type AdminPostFields = z.infer<typeof adminPostFieldsSchema>;

/** A new post is a draft until published. */
export const adminPostCreateBodySchema = adminPostFieldsSchema.extend({ type: postType });
export type AdminPostCreateBody = z.infer<typeof adminPostCreateBodySchema>;
export const adminPostEditBodySchema = adminPostFieldsSchema.extend({ id: postId });
export type AdminPostEditBody = z.infer<typeof adminPostEditBodySchema>;
export const adminPostStatusBodySchema = z.object({
  id: postId,
  status: z.enum(POST_STATUSES, { error: 'Stato sconosciuto.' }),
});
export type AdminPostStatusBody = z.infer<typeof adminPostStatusBodySchema>;
export const adminPostAnswerSchema = z.object({ post: adminPostSchema });

export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  location: z.string(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
export const adminMenusSchema = z.object({
  menus: z.array(z.object({ location: z.string(), items: z.array(adminMenuItemSchema) })),
});
export type AdminMenus = z.infer<typeof adminMenusSchema>;

/** A link of a menu: a storefront path, a page anchor or an https address. */
const menuUrl = z
  .string({ error: "Indica l'indirizzo." })
  .trim()
  .min(1, "Indica l'indirizzo.")
  .max(500, "L'indirizzo può avere al massimo 500 caratteri.")
  .regex(/^(\/|#|https:\/\/)/, "L'indirizzo deve iniziare con /, # oppure https://.");

/** Creates an item (no `id`) or changes one; `parentId` null for a top-level item. */
export const adminMenuItemBodySchema = z.object({
  id: postId.optional(),
  location: z.enum(MENU_LOCATIONS, { error: 'Menu sconosciuto.' }),
  title,
  url: menuUrl,
  position: z.coerce
    .number({ error: "Indica l'ordine." })
    .int("L'ordine è un numero intero.")
    .min(0, "L'ordine non può essere negativo.")
    .max(999, "L'ordine può essere al massimo 999."),
  parentId: z.number().int().positive().nullable(),
});
export type AdminMenuItemBody = z.infer<typeof adminMenuItemBodySchema>;
export const adminMenuItemDeleteBodySchema = z.object({ id: postId });
export const adminMenuItemAnswerSchema = z.object({ item: adminMenuItemSchema });
