import { orderModificationCutoffSchema } from '../rules/order-modification';
import { z } from 'zod';
import { humanCheckSettingSchema } from '../human-check/human-check.contract';

export const TENANT_CODES = [
  'castoro',
  'cts',
  'dem',
  'effepiu',
  'gros',
  'idromarket',
  'ipercarni',
  'ipertriscount',
  'ma',
  'pewex',
  'pim',
  'sacoph',
  'top',
] as const;

export const tenantCodeSchema = z.enum(TENANT_CODES);
export type TenantCode = z.infer<typeof tenantCodeSchema>;

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

/** An amount in euro with at most 2 decimals, as money travels (ARCHITECTURE §4). */
const euroAmount = z
  .number()
  .min(0)
  .max(10_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Al massimo due decimali');

/** spec §1: each chain's own text set. */
export const tenantTextsSchema = z.object({
  brandName: z.string().min(1),
  /** Shown as {phone} in the support lines (spec §9: toll-free number). */
  phone: z.string().min(1),
  contactLine: z.string().min(1),
  legalFooter: z.string().min(1),
  privacyConsent: z.string().min(1),
  newsletterConsent: z.string().min(1),
  paymentTooltip: z.string().min(1),
  linksMenuTitle: z.string().min(1),
  /** A short promise shown under the logo on the home page. */
  tagline: z.string().min(1),
  pages: z.object({
    home: z.object({ title: z.string().min(1), description: z.string().min(1) }),
    category: z.object({ title: z.string().min(1), description: z.string().min(1) }),
    search: z.object({ title: z.string().min(1), description: z.string().min(1) }),
    login: z.object({ title: z.string().min(1), description: z.string().min(1) }),
    notFound: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  }),
  /** Footer link columns; each link points to an internal route or an external https address. */
  footerColumns: z
    .array(
      z.object({
        title: z.string().min(1),
        links: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })).min(1),
      }),
    )
    .min(2),
});
export type TenantTexts = z.infer<typeof tenantTextsSchema>;

/**
 * spec §1 "analytics (chosen by configuration)": none, the built-in first-party collector (events in the
 * chain's own database, no third party), Google Analytics 4, Google Tag Manager or Matomo. A third party's
 * script loads only after the shopper accepts analytics (the cookie banner and the cookie centre).
 */
export const analyticsSettingSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('none') }),
  z.object({ provider: z.literal('first-party') }),
  z.object({ provider: z.literal('ga4'), id: z.string().regex(/^G-[A-Z0-9]{4,20}$/) }),
  z.object({ provider: z.literal('gtm'), id: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/) }),
  /** `url`: the Matomo root ending in '/', `id`: the site id there. */
  z.object({
    provider: z.literal('matomo'),
    url: z.url({ protocol: /^https$/ }).endsWith('/'),
    id: z.string().regex(/^\d{1,6}$/),
  }),
]);
export type AnalyticsSetting = z.infer<typeof analyticsSettingSchema>;

/**
 * The seller named on the chain's invoices (FatturaPA CedentePrestatore): the company, its VAT number and
 * fiscal code, registered office and REA entry. Public data, the same as the chain's legal footer.
 */
export const sellerSettingSchema = z.object({
  companyName: z.string().min(1),
  vatNumber: z.string().regex(/^\d{11}$/),
  fiscalCode: z.string().regex(/^(\d{11}|[A-Z0-9]{16})$/),
  address: z.object({
    street: z.string().min(1),
    number: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    province: z.string().regex(/^[A-Z]{2}$/),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  rea: z.object({ office: z.string().regex(/^[A-Z]{2}$/), number: z.string().min(1) }),
  /** FatturaPA RegimeFiscale: RF01 is the ordinary regime. */
  taxRegime: z.string().regex(/^RF\d{2}$/),
});
export type SellerSetting = z.infer<typeof sellerSettingSchema>;

/** spec §1 and §9: per-chain settings. */
export const tenantSettingsSchema = z.object({
  productPageSize: z.literal(24),
  ordersPageSize: z.literal(12),
  registrationEnabled: z.boolean(),
  /** When set, registration redirects here instead of the built-in form. */
  registrationUrl: z.url().optional(),
  fidelityCardPrefix: z.string().regex(/^\d{2,6}$/),
  companyId: z.number().int().positive(),
  defaultStoreName: z.string().min(1),
  currency: z.literal('EUR'),
  locale: z.literal('it'),
  anonymousCart: z.boolean(),
  hidePricesUntilLogin: z.boolean(),
  /**
   * spec §9: the card pre-authorisation headroom, % of the variable-weight goods. The one value read by the
   * payment tooltip and by GET /checkout/prebilled-amount (rules/pre-authorisation.ts headroomPctOf).
   */
  preAuthorisationHeadroomPct: z.number().min(0).max(100).optional(),
  /** spec §9: the payment type ids the chain offers, in the order shown (rules/order-status.ts PAYMENT_TYPE_IDS). */
  paymentTypeIds: z.array(z.number().int().positive()).min(1).optional(),
  /** spec §9 type 13: the chain offers PayPal (after the card) even when its paymentTypeIds do not list it. */
  paypal: z.boolean().optional(),
  /** spec §4 'Modifica ordine': until when an order is modifiable, relative to its slot (rules/order-modification.ts). */
  orderModificationCutoff: orderModificationCutoffSchema.optional(),
  analytics: analyticsSettingSchema,
  /** The goods total (euro) an order must reach, per delivery service; 0 = no minimum (rules/order-thresholds.ts). */
  minimumOrder: z.object({ homeDelivery: euroAmount, pickUp: euroAmount }),
  /** The goods total (euro) from which the delivery fee is 0, per delivery service; null = none set by the chain. */
  freeDeliveryFrom: z.object({ homeDelivery: euroAmount.nullable(), pickUp: euroAmount.nullable() }),
  /** spec §7: the human check on login after failures, registration, password-reset request and forms. */
  humanCheck: humanCheckSettingSchema,
  /** The seller on the chain's invoices (packages/tenants/src/seller.ts: shared defaults, per-chain values). */
  seller: sellerSettingSchema,
  /**
   * spec §3 need_invoice: whether the chain makes out invoices; every one of its stores then offers the invoice
   * request at checkout (besides the special warehouse 89 of spec §9, which always does).
   */
  offersInvoice: z.boolean(),
  /** spec §2 cart drawer: the cart's items grouped by sector in collapsible panels (show_sectors, spec §7). */
  showSectors: z.boolean(),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const tenantThemeSchema = z.object({
  primary: hexColour,
  primaryContrastText: hexColour,
  secondary: hexColour,
  secondaryContrastText: hexColour,
  headerBackground: hexColour,
  headerText: hexColour,
  background: hexColour,
  /** Complete standalone SVG document of the chain's logo (no scripts, no external references). */
  logoSvg: z.string().startsWith('<svg'),
});
export type TenantTheme = z.infer<typeof tenantThemeSchema>;

/** What the web app receives in index.html: everything here is public. */
export const tenantPublicConfigSchema = z.object({
  code: tenantCodeSchema,
  texts: tenantTextsSchema,
  settings: tenantSettingsSchema,
  theme: tenantThemeSchema.omit({ logoSvg: true }).extend({ logoUrl: z.string() }),
  version: z.string(),
  /**
   * ARCHITECTURE §6 Content: the root of the chain's real WordPress (CONTENT_URL); absent, the built-in
   * store. Read it through `contentApiRoot` (content/content.contract.ts).
   */
  contentUrl: z.url().optional(),
  /**
   * spec §9 "domain whitelist" and spec §2 "Links inside content": the hosts of the chain's own sites (its shop
   * hosts, its WordPress); a link in content to one of them navigates inside the app.
   */
  domainWhitelist: z.array(z.string().min(1)).optional(),
  /**
   * spec §2 "Add/edit address": true when a place-suggestion service (a maps key) is configured; the address
   * form then opens on the one-line finder, otherwise on the five manual fields.
   */
  placeSearch: z.boolean().optional(),
});
export type TenantPublicConfig = z.infer<typeof tenantPublicConfigSchema>;
