import type { SelectOption } from '@spesa/shared/catalogue/product.contract';

import type { NutritionProfile } from './nutrition-table.js';
import type { SeedProductImage } from './seed-catalogue.types.js';

export type VatPct = 4 | 10 | 22;
export type PackShape = SeedProductImage['pack'];

export interface QuantityRule {
  multiple?: number;
  locked?: boolean;
  min?: number;
  max?: number;
}

export interface ProductLine {
  name: string;
  brands: string[];
  formats: { packFormat: string; priceCents: number }[];
  icon?: string;
  pack?: PackShape;
  vat?: VatPct;
  nutrition?: NutritionProfile;
  storage?: string;
  ingredients?: string;
  allergens?: string;
  origin?: string;
  long?: string;
  quantity?: QuantityRule;
  options?: SelectOption[];
}

export interface SubcategoryTemplate {
  slug: string;
  icon: string;
  pack: PackShape;
  vat: VatPct;
  /** Absent for non-food. */
  nutrition?: NutritionProfile;
  storage: string;
  long: string;
  ingredients?: string;
  allergens?: string;
  origin?: string;
  /** First add and step in kg of the "al kg" products of the shelf (spec §5, Sfuso). */
  weighed?: { first: string; step: string };
  lines: ProductLine[];
}

export type LineDetails = Omit<ProductLine, 'name' | 'brands' | 'formats'>;

/**
 * A product line in one row: brands separated by "|", formats as "pack=cents" separated by "|"; every brand is
 * sold in every format, e.g. `productLine('Spaghetti n.5', 'Barilla|De Cecco', '500 g=109|1 kg=199')`.
 */
export function productLine(
  name: string,
  brands: string,
  formats: string,
  details: LineDetails = {},
): ProductLine {
  return {
    name,
    brands: brands.split('|'),
    formats: formats.split('|').map((entry) => {
      const at = entry.lastIndexOf('=');
      const priceCents = Number(entry.slice(at + 1));
      if (at < 1 || !Number.isInteger(priceCents) || priceCents <= 0) {
        throw new Error(`Bad format "${entry}" for "${name}"`);
      }
      return { packFormat: entry.slice(0, at), priceCents };
    }),
    ...details,
  };
}
