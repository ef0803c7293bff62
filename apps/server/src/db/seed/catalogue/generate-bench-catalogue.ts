import { deriveAttributes } from './derive-attributes.js';
import { ean13 } from './ean13.js';
import { generateCatalogue } from './generate-catalogue.js';
import type { StoreRegion } from './generate-stores.js';
import { createPrng, hashString } from './prng.js';
import { rollPromo } from './roll-promo.js';
import type { SeedCatalogue, SeedProduct } from './seed-catalogue.types.js';
import { slugify } from './slugify.js';

/** Words a range adds to a product name, the way private labels and premium lines do. */
const QUALIFIERS = [
  'classico',
  'biologico',
  'linea oro',
  'selezione',
  'tradizione',
  'leggero',
  'gran gusto',
  'del contadino',
  'formato famiglia',
  'premium',
  'qualità scelta',
  'della fattoria',
  'antica ricetta',
  'del territorio',
  'extra',
  'delicato',
  'intenso',
  'le specialità',
];

const BRAND_FIRST = [
  'Casa',
  'Fattorie',
  'Terre',
  'Bontà',
  'Sapori',
  'Valle',
  'Il Buon',
  'Cascina',
  'Corte',
  'Colline',
];
const BRAND_LAST = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
];

const SHARE_NEW = 0.08;
const SHARE_UNAVAILABLE = 0.02;

function shelfPrice(cents: number): number {
  if (cents >= 1000) return Math.round(cents / 50) * 50 - 10;
  return Math.max(19, Math.round(cents / 10) * 10 - 1);
}

function variant(
  base: SeedProduct,
  tenantCode: string,
  round: number,
  index: number,
  sequence: number,
): SeedProduct {
  const prng = createPrng(hashString(`bench:${tenantCode}:${sequence}`));
  const qualifier = QUALIFIERS[(round + index) % QUALIFIERS.length]!;
  const brand =
    round % 4 === 0
      ? base.brand
      : `${BRAND_FIRST[(round * 7 + index) % BRAND_FIRST.length]!} ${BRAND_LAST[(round * 3 + index * 11) % BRAND_LAST.length]!}`;
  const name = `${base.name} ${qualifier}`;
  const code = String(100000 + sequence);
  const listPriceCents = shelfPrice(
    (base.standardPriceCents ?? base.priceCents) * (0.82 + prng.next() * 0.4),
  );
  const infos = { ...base.productInfos };
  delete infos.MAXACQ;
  const roll = rollPromo(
    {
      listPriceCents,
      isWeighed: infos.TIPOLOGIA === 'Sfuso',
      quantityMultiple: Number(infos.QTY_MULT ?? 1),
      maxPieces: undefined,
    },
    prng,
  );
  if (roll.maxPieces !== undefined) infos.MAXACQ = String(roll.maxPieces);
  return {
    ...base,
    code,
    name,
    brand,
    slug: slugify(`${name} ${brand} ${base.packFormat} ${code}`),
    barcode: ean13(`29${String(sequence).padStart(10, '0')}`),
    priceCents: roll.priceCents,
    standardPriceCents: roll.standardPriceCents,
    promo: roll.promo,
    productInfos: infos,
    isNew: prng.chance(SHARE_NEW),
    available: !prng.chance(SHARE_UNAVAILABLE),
    description: { ...base.description, long: base.description.long.replace(base.name, `${name} ${brand}`) },
    attributes: deriveAttributes({
      name,
      brand,
      categorySlug: base.categorySlug,
      description: base.description,
    }),
  };
}

/**
 * A benchmark catalogue of `productCount` products (README, "Benchmarks: how they are run"): the demo catalogue, then round after
 * round of variants of every demo product (a range word added to the name, another brand, another price and
 * promotion), in the same categories. Pure: the same tenant, region and count give the same catalogue.
 */
export function generateBenchCatalogue(
  tenantCode: string,
  region: StoreRegion,
  productCount: number,
): SeedCatalogue {
  const demo = generateCatalogue(tenantCode, region);
  const products = demo.products.slice(0, productCount);
  for (let round = 1; products.length < productCount; round += 1) {
    for (const [index, base] of demo.products.entries()) {
      if (products.length >= productCount) break;
      products.push(variant(base, tenantCode, round, index, products.length + 1));
    }
  }
  return { ...demo, products };
}
