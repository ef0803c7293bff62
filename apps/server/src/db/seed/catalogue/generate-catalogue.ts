import type { ProductInfos } from '@spesa/shared/catalogue/product.contract';

import { buildCategories } from './category-tree.js';
import { deriveAttributes } from './derive-attributes.js';
import { ean13 } from './ean13.js';
import { generateStores, type StoreRegion } from './generate-stores.js';
import { renderNutritionTable } from './nutrition-table.js';
import { formatAmount, parsePackFormat, type PackFormat } from './pack-format.js';
import { PIECE_WEIGHTS_KG } from './piece-weights.js';
import type { ProductLine, SubcategoryTemplate } from './product-line.js';
import { BAKERY_PRODUCT_TEMPLATES } from './product-templates-bakery.js';
import { DAIRY_PRODUCT_TEMPLATES } from './product-templates-dairy.js';
import { DRINKS_PRODUCT_TEMPLATES } from './product-templates-drinks.js';
import { FRESH_PRODUCT_TEMPLATES } from './product-templates-fresh.js';
import { FROZEN_PRODUCT_TEMPLATES } from './product-templates-frozen.js';
import { HOUSEHOLD_PRODUCT_TEMPLATES } from './product-templates-household.js';
import { PANTRY_PRODUCT_TEMPLATES } from './product-templates-pantry.js';
import { createPrng, hashString, type Prng } from './prng.js';
import { rollPromo } from './roll-promo.js';
import type { SeedCatalogue, SeedProduct } from './seed-catalogue.types.js';
import { ALLERGENS } from './shelf-texts.js';
import { slugify } from './slugify.js';

export const PRODUCT_TEMPLATES: readonly SubcategoryTemplate[] = [
  ...FRESH_PRODUCT_TEMPLATES,
  ...DAIRY_PRODUCT_TEMPLATES,
  ...BAKERY_PRODUCT_TEMPLATES,
  ...PANTRY_PRODUCT_TEMPLATES,
  ...FROZEN_PRODUCT_TEMPLATES,
  ...DRINKS_PRODUCT_TEMPLATES,
  ...HOUSEHOLD_PRODUCT_TEMPLATES,
];

const DEPARTMENT_BACKGROUNDS: Record<string, string> = {
  'frutta-e-verdura': '#E6F4E1',
  'carne-e-pesce': '#FBE3E1',
  'latticini-e-uova': '#E3F0FB',
  'salumi-e-formaggi': '#FCEBD9',
  'pane-e-pasticceria': '#F7E6CF',
  'pasta-riso-e-cereali': '#FBF1D2',
  dispensa: '#F4E4D6',
  'colazione-e-dolci': '#EFE3DA',
  surgelati: '#DDF1F6',
  bevande: '#DCEEFA',
  'cura-della-casa': '#E8E4F5',
  'cura-della-persona': '#F8E3EE',
};

const SHARE_NEW = 0.08;
const SHARE_UNAVAILABLE = 0.02;

/** Shelf prices end in 9 (or in ,90 above ten euro), as they do in Italian shops. */
function shelfPrice(cents: number): number {
  if (cents >= 1000) return Math.round(cents / 50) * 50 - 10;
  return Math.max(19, Math.round(cents / 10) * 10 - 1);
}

/** A stable price gap between the brands of one line, the same in every chain. */
function brandFactor(line: ProductLine, brandIndex: number): number {
  if (brandIndex === 0) return 1;
  return 0.86 + (hashString(`${line.name}|${line.brands[brandIndex] ?? ''}`) % 29) / 100;
}

function productInfosOf(
  pack: PackFormat,
  template: SubcategoryTemplate,
  line: ProductLine,
  maxPieces?: number,
): ProductInfos {
  if (pack.kind === 'weighed') {
    const pieceWeight = PIECE_WEIGHTS_KG[line.name];
    return {
      TIPOLOGIA: 'Sfuso',
      WEIGHT_SELLING: template.weighed?.first ?? '0.5',
      STEP_SELLING: template.weighed?.step ?? '0.1',
      WEIGHT_UNIT_SELLING: 'KG',
      WEIGHT_UNIT_BASE: 'KG',
      WEIGHT_VARIABLE: 'true',
      // The average piece, where the shopper may choose pieces instead of weight.
      ...(pieceWeight !== undefined ? { WEIGHT_SELLING_SINGLE_UNIT: formatAmount(pieceWeight) } : {}),
    };
  }
  const infos: ProductInfos =
    pack.kind === 'multipack'
      ? {
          TIPOLOGIA: 'Confezione',
          WEIGHT_SELLING: formatAmount(pack.count * pack.amount),
          WEIGHT_SELLING_SINGLE_UNIT: formatAmount(pack.amount),
          WEIGHT_UNIT_SELLING: pack.unit,
          WEIGHT_UNIT_BASE: pack.baseUnit,
          LOGISTIC_PACKAGING_ITEMS: String(pack.count),
        }
      : {
          TIPOLOGIA: 'Pezzo',
          WEIGHT_SELLING: formatAmount(pack.amount),
          WEIGHT_UNIT_SELLING: pack.unit,
          WEIGHT_UNIT_BASE: pack.baseUnit,
        };
  const { multiple, locked, min } = line.quantity ?? {};
  const max = maxPieces ?? line.quantity?.max;
  if (multiple !== undefined) infos.QTY_MULT = String(multiple);
  if (locked) infos.QTY_LOCKED = 'true';
  if (min !== undefined) infos.MINACQ = String(min);
  if (max !== undefined) infos.MAXACQ = String(max);
  return infos;
}

function sellingSentence(pack: PackFormat, packFormat: string): string {
  if (pack.kind === 'weighed') {
    return "Venduto a peso: il prezzo è al kg e l'importo finale dipende dal peso effettivo.";
  }
  if (pack.kind === 'multipack') return `Confezione multipla da ${pack.count} pezzi (${packFormat}).`;
  return `Confezione da ${packFormat}.`;
}

function describe(
  template: SubcategoryTemplate,
  line: ProductLine,
  brand: string,
  pack: PackFormat,
  packFormat: string,
  seed: number,
): SeedProduct['description'] {
  const origin = line.origin ?? template.origin;
  const long = [
    `${line.name} ${brand}.`,
    template.long,
    line.long,
    sellingSentence(pack, packFormat),
    origin ? `Origine: ${origin}.` : undefined,
  ]
    .filter((part): part is string => part !== undefined)
    .join(' ');
  const description: SeedProduct['description'] = { long, storage: line.storage ?? template.storage };
  const nutrition = line.nutrition ?? template.nutrition;
  if (nutrition !== undefined) {
    description.ingredients = line.ingredients ?? template.ingredients ?? line.name;
    description.allergens = line.allergens ?? template.allergens ?? ALLERGENS.none;
    description.nutrition = renderNutritionTable(nutrition, seed);
  }
  if (origin !== undefined) description.origin = origin;
  return description;
}

interface ProductDraft {
  template: SubcategoryTemplate;
  line: ProductLine;
  brandIndex: number;
  format: ProductLine['formats'][number];
  sequence: number;
}

function buildProduct(draft: ProductDraft, tenantCode: string, priceLevel: number): SeedProduct {
  const { template, line, brandIndex, format, sequence } = draft;
  const brand = line.brands[brandIndex] ?? '';
  const code = String(100000 + sequence);
  const pack = parsePackFormat(format.packFormat);
  const prng: Prng = createPrng(hashString(`${tenantCode}:${code}`));
  const noise = 0.96 + prng.next() * 0.08;
  const listPriceCents = shelfPrice(format.priceCents * brandFactor(line, brandIndex) * priceLevel * noise);
  const roll = rollPromo(
    {
      listPriceCents,
      isWeighed: pack.kind === 'weighed',
      quantityMultiple: line.quantity?.multiple ?? 1,
      maxPieces: line.quantity?.max,
    },
    prng,
  );
  const isNew = prng.chance(SHARE_NEW);
  const available = !prng.chance(SHARE_UNAVAILABLE);
  const sequence5 = String(sequence).padStart(5, '0');
  // In-store EANs (prefix 2) are how Italian shops label goods weighed at the counter.
  const barcode =
    pack.kind === 'weighed'
      ? ean13(`21${sequence5}00000`)
      : ean13(`80${10000 + (hashString(brand) % 90000)}${sequence5}`);
  const department = template.slug.split('/')[0] ?? '';
  const description = describe(template, line, brand, pack, format.packFormat, hashString(code));
  return {
    code,
    barcode,
    name: line.name,
    brand,
    packFormat: format.packFormat,
    slug: slugify(`${line.name} ${brand} ${format.packFormat} ${code}`),
    categorySlug: template.slug,
    priceCents: roll.priceCents,
    standardPriceCents: roll.standardPriceCents,
    productInfos: productInfosOf(pack, template, line, roll.maxPieces),
    vatPct: line.vat ?? template.vat,
    isNew,
    available,
    promo: roll.promo,
    selectOptions: (line.options ?? []).map((option) => ({
      ...option,
      options: option.options.map((choice) => ({ ...choice })),
    })),
    description,
    attributes: deriveAttributes({ name: line.name, brand, categorySlug: template.slug, description }),
    image: {
      icon: line.icon ?? template.icon,
      background: DEPARTMENT_BACKGROUNDS[department] ?? '#F2F2F2',
      pack: pack.kind === 'weighed' && template.pack !== 'tray' ? 'none' : (line.pack ?? template.pack),
    },
  };
}

/**
 * The demo catalogue of one chain. Pure: the same tenant and region always give the same catalogue; the grocery
 * tree and the assortment are shared, while prices, promotions, novelties and availability follow the tenant.
 */
export function generateCatalogue(tenantCode: string, region: StoreRegion): SeedCatalogue {
  const categories = buildCategories();
  const leaves = new Set(
    categories.filter((category) => category.level === 3).map((category) => category.slug),
  );
  const tenantPrng = createPrng(hashString(`catalogue:${tenantCode}`));
  const priceLevel = 0.94 + tenantPrng.next() * 0.12;

  const products: SeedProduct[] = [];
  let sequence = 0;
  for (const template of PRODUCT_TEMPLATES) {
    if (!leaves.has(template.slug)) throw new Error(`Template for unknown category ${template.slug}`);
    for (const line of template.lines) {
      line.brands.forEach((_, brandIndex) => {
        for (const format of line.formats) {
          sequence += 1;
          products.push(
            buildProduct({ template, line, brandIndex, format, sequence }, tenantCode, priceLevel),
          );
        }
      });
    }
  }

  const stores = generateStores(region, createPrng(hashString(`stores:${tenantCode}`)));
  return { categories, products, stores };
}
