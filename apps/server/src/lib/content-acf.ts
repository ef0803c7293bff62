import { HOME_SLIDER_ID } from '@spesa/shared/content/content.contract';

/**
 * The custom fields (`acf`) of a flyer and of a slide as the storefront reads them (spec §7 Content): built
 * here once for the seed and for the back-office's content editor (README "Back-office", Content), so both
 * write the same fields. Here in lib, as the seed (db) may not import a module.
 */

/** Where the built-in store serves the pictures it draws (flyer pages, slides, awards). */
export const CONTENT_IMAGE_PREFIX = '/p/wp-content/uploads';
export const FLYER_PAGE_SIZE = { width: 800, height: 1131 } as const;
export const FLYER_ITEMS_PER_PAGE = 4;

/** A day as Italian texts write it, in the shop's time zone: "27 novembre 2026". */
export const ITALIAN_DAY = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const ITALIAN_SHORT_DAY = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: 'numeric',
  month: 'long',
});

/** Noon UTC of an Italian day `YYYY-MM-DD`: the same day in Italy, whatever the season. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Dal 3 marzo al 9 marzo 2026": the flyer's dates as its pages and texts show them. */
export function flyerValidityText(validFrom: string, validTo: string): string {
  return `Dal ${ITALIAN_SHORT_DAY.format(noonOf(validFrom))} al ${ITALIAN_DAY.format(noonOf(validTo))}`;
}

/** An offer of a flyer, with the price it had when the flyer was written. */
export interface FlyerItem {
  product_id: number;
  slug: string;
  name: string;
  brand: string;
  pack: string;
  price_cents: number;
  standard_price_cents: number | null;
}

export function flyerItemOf(product: {
  id: number;
  slug: string;
  name: string;
  brand: string | null;
  packFormat: string | null;
  priceCents: number;
  standardPriceCents: number | null;
}): FlyerItem {
  return {
    product_id: product.id,
    slug: product.slug,
    name: product.name,
    brand: product.brand ?? '',
    pack: product.packFormat ?? '',
    price_cents: product.priceCents,
    standard_price_cents: product.standardPriceCents,
  };
}

export interface FlyerFacts {
  slug: string;
  title: string;
  /** The chain's brand name. */
  brand: string;
  /** Italian days `YYYY-MM-DD`, both included. */
  validFrom: string;
  validTo: string;
  items: readonly FlyerItem[];
}

/** A flyer's acf: dates, SEO texts, one drawn page per four offers, and the offers. */
export function flyerAcf(f: FlyerFacts): Record<string, unknown> {
  const validity = flyerValidityText(f.validFrom, f.validTo);
  const pages = Math.max(1, Math.ceil(f.items.length / FLYER_ITEMS_PER_PAGE));
  const pageImage = (n: number) => `${CONTENT_IMAGE_PREFIX}/volantini/${f.slug}/pagina-${n}.svg`;
  return {
    valid_from: f.validFrom,
    valid_to: f.validTo,
    validity_text: validity,
    seo_title: `${f.title} – volantino ${f.brand}`,
    seo_description: `${validity}: sfoglia il volantino ${f.brand} e aggiungi le offerte al carrello della spesa online.`,
    cover_image: pageImage(1),
    flyer_pages: Array.from({ length: pages }, (_, i) => ({
      image: pageImage(i + 1),
      ...FLYER_PAGE_SIZE,
      alt: `${f.title}, pagina ${i + 1} di ${pages}`,
    })),
    flyer_product_ids: f.items.map((i) => i.product_id),
    flyer_product_slugs: f.items.map((i) => i.slug),
    flyer_items: [...f.items],
  };
}

export interface SlideFacts {
  slug: string;
  subtitle: string;
  /** A storefront path. */
  link: string;
  validFrom: string;
  validTo: string;
  /** Shown to shoppers of this delivery service only; null: to all. */
  deliveryServiceId: number | null;
}

/** A slide of the home slider: its texts, link, drawn banners and dates. */
export function slideAcf(s: SlideFacts): Record<string, unknown> {
  return {
    slider_id: HOME_SLIDER_ID,
    subtitle: s.subtitle,
    slide_link: s.link,
    slide_image_desktop: `${CONTENT_IMAGE_PREFIX}/slide/${s.slug}-desktop.svg`,
    slide_image_mobile: `${CONTENT_IMAGE_PREFIX}/slide/${s.slug}-mobile.svg`,
    delivery_service_id: s.deliveryServiceId,
    valid_from: s.validFrom,
    valid_to: s.validTo,
  };
}
