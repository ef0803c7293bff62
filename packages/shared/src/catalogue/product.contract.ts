import { z } from 'zod';
import { PRODUCT_ATTRIBUTE_KEYS } from './product-attributes';

/** spec §3: TIPOLOGIA. */
export const SELLING_TYPES = ['Pezzo', 'Confezione', 'Sfuso'] as const;
export type SellingType = (typeof SELLING_TYPES)[number];

/**
 * spec §3 / API-COMPAT: productInfos values travel as STRINGS.
 * WEIGHT_UNIT_SELLING is one of GR, KG, ML, LT, L, PZ.
 */
export const productInfosSchema = z.object({
  TIPOLOGIA: z.enum(SELLING_TYPES),
  QTY_MULT: z.string().optional(),
  QTY_LOCKED: z.string().optional(),
  MINACQ: z.string().optional(),
  MAXACQ: z.string().optional(),
  STEP_SELLING: z.string().optional(),
  WEIGHT_SELLING: z.string().optional(),
  WEIGHT_SELLING_SINGLE_UNIT: z.string().optional(),
  WEIGHT_UNIT_SELLING: z.string().optional(),
  WEIGHT_UNIT_BASE: z.string().optional(),
  WEIGHT_VARIABLE: z.string().optional(),
  UNIT_SELLING: z.string().optional(),
  LOGISTIC_PACKAGING_ITEMS: z.string().optional(),
  /** The pack of a packaged product, e.g. "500 g" (API-COMPAT "Learned from clients"); absent on loose goods. */
  PACKAGE_DESCR: z.string().optional(),
});
export type ProductInfos = z.infer<typeof productInfosSchema>;

export const unitMeasureSchema = z.object({ umId: z.number().int(), um: z.string(), umDes: z.string() });

export const warehousePromoSchema = z.object({
  warehousePromoId: z.number().int(),
  promoType: z.string(),
  discount: z.number(),
  discountPerc: z.number(),
  validityDate: z.string(),
  expireDate: z.string(),
  selectable: z.boolean(),
  view: z.object({
    cssClass: z.string(),
    header: z.string(),
    body: z.string(),
    footer: z.string(),
    selectablePromoText: z.string().optional(),
  }),
});
export type WarehousePromo = z.infer<typeof warehousePromoSchema>;

export const selectOptionSchema = z.object({
  name: z.string(),
  parameterName: z.string(),
  /** How the selector shows it (spec §2: radio or select per option). */
  type: z.enum(['radio', 'select']),
  options: z.array(z.object({ key: z.string(), name: z.string(), value: z.string() })),
  selected: z.string().optional(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

export const productDescriptionSchema = z.object({
  ingredients: z.string().optional(),
  allergens: z.string().optional(),
  storage: z.string().optional(),
  /** HTML table. */
  nutrition: z.string().optional(),
  /** The same HTML as `nutrition`, under the key some clients of the platform read (API-COMPAT). */
  nutritional_values: z.string().optional(),
  origin: z.string().optional(),
  long: z.string().optional(),
});

export const breadCrumbSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** API-COMPAT "Products": the product as the original platform serves it. */
export const productSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  codeVariant: z.string(),
  codInt: z.string(),
  codVar: z.string(),
  name: z.string(),
  /** The brand. */
  shortDescr: z.string(),
  /** The pack format, e.g. "500 g". */
  description: z.string(),
  slug: z.string(),
  itemUrl: z.string(),
  barcode: z.string(),
  vendor: z.object({ vendorId: z.number().int(), name: z.string() }),
  categoryId: z.number().int(),
  breadCrumbs: z.array(breadCrumbSchema),
  ivaCategory: z.object({
    ivaCategoryId: z.number().int(),
    code: z.string(),
    descr: z.string(),
    ivaPct: z.string(),
  }),
  unitMeasureBaseSelling: unitMeasureSchema,
  unitMeasureBase: unitMeasureSchema,
  productInfos: productInfosSchema,
  available: z.number().int(),
  dayLock: z.string().nullable(),
  productClasses: z.array(z.object({ productClassId: z.number().int(), name: z.string() })),
  productClassRuleMax: z
    .object({ productClassName: z.string(), max: z.number(), unit: z.string() })
    .nullable(),
  selectOptions: z.array(selectOptionSchema),
  mediaURL: z.string(),
  mediaURLMedium: z.string(),
  media: z.array(z.object({ small: z.string(), medium: z.string(), large: z.string(), altText: z.string() })),
  metaData: z.object({ product_description: productDescriptionSchema }),
  /** List price, euro. */
  price: z.number(),
  /** The price the shopper pays now. */
  priceDisplay: z.number(),
  /** Crossed-out reference price, when lower than it now. */
  priceStandardDisplay: z.number().nullable(),
  priceUm: z.number().nullable(),
  priceUmDisplay: z.number().nullable(),
  priceStandardUmDisplay: z.number().nullable(),
  /** e.g. "kg", "l", "pz": the unit of priceUmDisplay. */
  weightUnitDisplay: z.string().nullable(),
  /** The selling unit: "pz", or "kg" for weighed items. */
  priceUnitDisplay: z.string(),
  minAcq: z.number().nullable(),
  warehousePromo: warehousePromoSchema.nullable(),
  isNew: z.boolean(),
  highlight: z.boolean(),
  deliveryWarehouse: z.object({ warehouseId: z.number().int() }),
  logisticPackagingItems: z.number().int().nullable(),
  logisticPalletItems: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** `price_um_asc`: by the price per kg or litre, lowest first (products without one after, by price). */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'price_um_asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * API-COMPAT "Learned from clients": the original reads catalogue queries leniently. An empty parameter
 * (`sort=`, `promo=`, `q=` from the storefront's own listing URLs) is the same as an absent one; repeated
 * parameters drop their empty values.
 */
export function emptyAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: unknown) => {
    if (value === '') return undefined;
    if (Array.isArray(value)) {
      const given = (value as unknown[]).filter((v) => v !== '');
      return given.length === 0 ? undefined : given.length === 1 ? given[0] : given;
    }
    return value;
  }, schema);
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * The largest page GET /products serves (API-COMPAT: "honoured up to at least 500"). A larger `page_size` is
 * clamped, never refused: the answer's `page` says how many pages of this size there are.
 */
export const MAX_PRODUCTS_PAGE_SIZE = 500;

/**
 * GET /adv (API-COMPAT "Learned from clients"): the recommended products ("consigliati") of a placement of
 * the storefront (`layout`) in a department (`category_id`; absent or 0: the whole shop).
 */
export const advQuerySchema = z.object({
  layout: emptyAsAbsent(z.coerce.number().int().min(0).max(1_000_000).optional()),
  category_id: emptyAsAbsent(z.coerce.number().int().nonnegative().max(2_147_483_647).optional()),
  page_size: emptyAsAbsent(
    z.coerce
      .number()
      .int()
      .min(1)
      .default(12)
      .transform((size) => Math.min(size, 48)),
  ),
  hash: z.string().max(100).optional(),
});
export type AdvQuery = z.infer<typeof advQuerySchema>;

export const advDataSchema = z.object({
  products: z.array(productSchema),
  layout: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
});

const PRICE_RANGE = /^(\d{1,6}(?:[.,]\d{1,2})?)?-(\d{1,6}(?:[.,]\d{1,2})?)?$/;
const centsOf = (euro: string | undefined) =>
  euro === undefined || euro === '' ? null : Math.round(Number(euro.replace(',', '.')) * 100);

/** A price range in cents (null: open on that side), read from `min-max` in euro. */
export const priceRangeSchema = z
  .string()
  .trim()
  .max(20)
  .regex(PRICE_RANGE)
  .transform((text) => {
    const [, min, max] = PRICE_RANGE.exec(text)!;
    return { minCents: centsOf(min), maxCents: centsOf(max) };
  });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const productsQuerySchema = z.object({
  /** 0 is the root: the whole catalogue, like a category of another chain (API-COMPAT). */
  parent_category_id: emptyAsAbsent(z.coerce.number().int().nonnegative().optional()),
  q: emptyAsAbsent(z.string().trim().max(200).optional()),
  slug: emptyAsAbsent(z.string().max(300).optional()),
  barcode: emptyAsAbsent(z.string().max(40).optional()),
  /** Only these products (repeated, spec §7 array parameters), e.g. the products of a flyer. */
  product_id: emptyAsAbsent(
    z
      .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(100)])
      .optional(),
  ),
  page: emptyAsAbsent(z.coerce.number().int().min(1).max(100000).default(1)),
  page_size: emptyAsAbsent(
    z.coerce
      .number()
      .int()
      .min(1)
      .default(24)
      .transform((size) => Math.min(size, MAX_PRODUCTS_PAGE_SIZE)),
  ),
  /** An unknown order falls back to the default one (API-COMPAT), as the original does. */
  /** An unknown or empty order falls back to the default one, as on the original (API-COMPAT). */
  sort: z.preprocess(
    (sort) => (typeof sort === 'string' && !PRODUCT_SORTS.some((known) => known === sort) ? undefined : sort),
    z.enum(PRODUCT_SORTS).optional(),
  ),
  order_by: emptyAsAbsent(z.string().max(60).optional()),
  promo: emptyAsAbsent(flag.optional()),
  new_product: emptyAsAbsent(flag.optional()),
  preferred: emptyAsAbsent(flag.optional()),
  /** Facet: brand names, repeated. */
  brand: emptyAsAbsent(z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]).optional()),
  /** Facet "Tipologia": TIPOLOGIA values, repeated. */
  selling_type: emptyAsAbsent(
    z.union([z.enum(SELLING_TYPES), z.array(z.enum(SELLING_TYPES)).max(3)]).optional(),
  ),
  /** Facet "Caratteristiche": product attributes (product-attributes.ts), repeated; every one must hold. */
  attribute: emptyAsAbsent(
    z.union([z.enum(PRODUCT_ATTRIBUTE_KEYS), z.array(z.enum(PRODUCT_ATTRIBUTE_KEYS)).max(10)]).optional(),
  ),
  /** Facet "Prezzo": the price paid now, `min-max` in euro, both included, either side open ("2-5", "20-"). */
  price: emptyAsAbsent(priceRangeSchema.optional()),
  hash: z.string().max(100).optional(),
  /** Any value: compute the answer afresh instead of taking it from the server's answer cache. */
  skip_cache: z.string().max(10).optional(),
  show_sectors: z.string().max(10).optional(),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const pageSchema = z.object({
  selPage: z.number().int(),
  totPages: z.number().int(),
  totItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type PageInfo = z.infer<typeof pageSchema>;

/**
 * The `parameterName` of each facet in `data.facets`: selecting a value sends `<parameterName>=<value id>` back to
 * GET /products. Brand and selling type may be repeated (values OR-ed within the facet); promo and new_product carry
 * the one value `true` (their count is how many products the filter would leave); the category facet, given for a
 * search, counts the matches per department (or per child of `parent_category_id`) and selecting a value narrows
 * the search to it. `attribute` ("Caratteristiche": Bio, Senza glutine, …) may be repeated, every chosen value must
 * hold, and each count is how many products adding that value would leave; `price` ("Prezzo") offers price bands,
 * one at a time. A facet or value that would narrow nothing (every product has it, or the one brand there is) is
 * left out, unless chosen.
 */
export const PRODUCT_FACET_PARAMETERS = {
  brand: 'brand',
  sellingType: 'selling_type',
  promo: 'promo',
  newProduct: 'new_product',
  category: 'parent_category_id',
  attribute: 'attribute',
  price: 'price',
} as const;

export const facetSchema = z.object({
  name: z.string(),
  parameterName: z.string(),
  values: z.array(
    z.object({ id: z.string(), name: z.string(), count: z.number().int(), selected: z.boolean() }),
  ),
});
export type Facet = z.infer<typeof facetSchema>;

export const productsDataSchema = z.object({
  products: z.array(productSchema),
  page: pageSchema,
  facets: z.array(facetSchema),
  /**
   * Search only: the words actually searched when some of `q` were corrected (typos) or completed, e.g.
   * "parmigiano" for `q=parmiggiano`; absent when `q` was searched as typed.
   */
  correctedQuery: z.string().optional(),
  /**
   * Search only, "forse cercavi": when nothing matches `q`, a query that does match (a wider typo correction, or
   * `q` without the words that matched nothing together), for the shopper to try.
   */
  suggestion: z.string().optional(),
});
export type ProductsData = z.infer<typeof productsDataSchema>;

/**
 * The store changes a product's price (operator endpoint): `price` is what the shopper pays, `priceStandard`
 * the crossed-out price of a price cut (null: no cut). Euro with 2 decimals, as every price on the wire.
 */
const euroAmount = z
  .number()
  .positive()
  .max(100_000)
  .refine((euro) => Math.abs(euro * 100 - Math.round(euro * 100)) < 1e-6, 'al massimo 2 decimali');
export const productPriceChangeBodySchema = z.object({
  productId: z.number().int().positive(),
  price: euroAmount,
  priceStandard: euroAmount.nullable().optional(),
});
export type ProductPriceChangeBody = z.infer<typeof productPriceChangeBodySchema>;
