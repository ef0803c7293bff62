import type { ProductInfos, SelectOption } from '@spesa/shared/catalogue/product.contract';

export interface SeedCategory {
  /** Stable key, unique within the tenant, e.g. `frutta-e-verdura/frutta-fresca/mele` (same as slug). */
  slug: string;
  parentSlug: string | null;
  /** 1 reparto, 2 categoria, 3 sottocategoria. */
  level: 1 | 2 | 3;
  name: string;
  title: string;
  description: string;
  /** Icon name of the Fluent Emoji Flat set, e.g. `red-apple`. */
  icon: string;
  hideInMenu: boolean;
  position: number;
}

export interface SeedPromo {
  promoType: 'sconto' | 'prezzo-speciale' | 'taglio-prezzo' | 'multibuy';
  /** Euro discount per unit (0 for multibuy). */
  discountCents: number;
  discountPerc: number;
  /** ISO dates. */
  validityDate: string;
  expireDate: string;
  selectable: boolean;
  view: { cssClass: string; header: string; body: string; footer: string; selectablePromoText?: string };
}

export interface SeedProductImage {
  /** Fluent Emoji Flat icon name. */
  icon: string;
  /** Background colour of the picture, hex. */
  background: string;
  /** Pack shape drawn behind the illustration. */
  pack: 'none' | 'box' | 'bottle' | 'jar' | 'bag' | 'tray' | 'can' | 'carton';
}

export interface SeedProduct {
  /** Unique within the tenant, e.g. `100234`. */
  code: string;
  barcode: string;
  name: string;
  brand: string;
  /** Pack format shown under the name, e.g. "500 g", "1 l", "al kg", "6 x 1,5 l". */
  packFormat: string;
  /** Unique within the tenant, kebab-case, e.g. `mele-golden-melinda-1-kg-100234`. */
  slug: string;
  /** Slug of a level-3 category. */
  categorySlug: string;
  /** Price of one selling unit (for Sfuso: price per kg), integer cents. */
  priceCents: number;
  /** Crossed-out reference price in cents, higher than priceCents, or null. */
  standardPriceCents: number | null;
  productInfos: ProductInfos;
  vatPct: 4 | 10 | 22;
  isNew: boolean;
  available: boolean;
  promo: SeedPromo | null;
  selectOptions: SelectOption[];
  description: {
    long: string;
    ingredients?: string;
    allergens?: string;
    storage?: string;
    /** HTML table with per-100 g values. */
    nutrition?: string;
    origin?: string;
  };
  image: SeedProductImage;
  /** Bits of its grocery characteristics (derive-attributes.ts). */
  attributes: number;
}

export interface SeedStore {
  code: string;
  name: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** 1 pick-up, 2 home delivery (spec §9). A warehouse serves home delivery only. */
  deliveryServiceIds: number[];
  isWarehouse: boolean;
  openingHours: string;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  products: SeedProduct[];
  stores: SeedStore[];
}

/** A banner the server draws as SVG (mobile and desktop), in the chain's colours. */
export interface SeedBanner {
  headline: string;
  subline: string;
  /** Fluent Emoji Flat icon names, one to three. */
  icons: string[];
  /** Hex colours. */
  background: string;
  foreground: string;
  accent: string;
  accentText: string;
}
