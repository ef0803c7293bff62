import type { Facet, PriceRange } from '@spesa/shared/catalogue/product.contract';
import { PRODUCT_FACET_PARAMETERS, SELLING_TYPES } from '@spesa/shared/catalogue/product.contract';
import { PRODUCT_ATTRIBUTES } from '@spesa/shared/catalogue/product-attributes';
import type { CatalogueIndex } from './catalogue-index.js';

/** What one pass counted for the facets: each count with every filter but its own. */
export interface FacetCounts {
  brandMark: Uint8Array | undefined;
  typeMask: number;
  brandCounts: Int32Array;
  typeCounts: Int32Array;
  categoryCounts: Int32Array | undefined;
  promoCount: number;
  newCount: number;
  /** Products that pass every filter but the promo one, and every filter but the new one. */
  promoBase: number;
  newBase: number;
  /** Products with each attribute bit among those that pass every filter (the attributes combine with AND). */
  attributeCounts: Int32Array;
  /** Products per price band (PRICE_BANDS) among those that pass every filter but the price. */
  priceBandCounts: Int32Array;
  /** Products that pass every filter. */
  total: number;
}

export interface FacetSelection {
  promo: boolean;
  isNew: boolean;
  attributeMask: number;
  priceRange: PriceRange | undefined;
  /** For a search: the category index whose children the category facet counts (-1: the departments). */
  categoryFacetOf: number | undefined;
}

/** The price bands offered ("Prezzo"), in cents, both ends included; the last is open. */
export const PRICE_BANDS: readonly { minCents: number; maxCents: number | null; name: string }[] = [
  { minCents: 0, maxCents: 99, name: 'Meno di 1 €' },
  { minCents: 100, maxCents: 199, name: 'Da 1 a 2 €' },
  { minCents: 200, maxCents: 499, name: 'Da 2 a 5 €' },
  { minCents: 500, maxCents: 999, name: 'Da 5 a 10 €' },
  { minCents: 1000, maxCents: 1999, name: 'Da 10 a 20 €' },
  { minCents: 2000, maxCents: null, name: 'Da 20 € in su' },
];

/** The band of a price: the last whose minimum it reaches. */
export function priceBandOf(priceCents: number): number {
  let band = 0;
  while (band + 1 < PRICE_BANDS.length && priceCents >= PRICE_BANDS[band + 1]!.minCents) band += 1;
  return band;
}

const SELLING_TYPE_NAMES: Record<string, string> = {
  Pezzo: 'Al pezzo',
  Confezione: 'Confezione multipla',
  Sfuso: 'Sfuso, a peso',
};

const euroText = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');
const euroName = (cents: number) =>
  (cents / 100).toLocaleString('it-IT', { minimumFractionDigits: cents % 100 ? 2 : 0 });

/** The `price` parameter of a range: "2-4.99", "20-". */
export function priceRangeId(range: PriceRange): string {
  return `${range.minCents === null ? '' : euroText(range.minCents)}-${range.maxCents === null ? '' : euroText(range.maxCents)}`;
}

type Values = Facet['values'];

/**
 * A facet whose values would narrow nothing is no filter (every product has the one value there is): it is left
 * out, unless the shopper chose one of its values and needs to see it to take it away.
 */
function facet(name: string, parameterName: string, values: Values, offered = values.length): Facet[] {
  const chosen = values.some((value) => value.selected);
  return values.length && (chosen || offered >= 2) ? [{ name, parameterName, values }] : [];
}

/** A yes/no filter: offered when some of the products would remain, not all of them. */
function toggleValue(id: string, name: string, count: number, base: number, selected: boolean): Values {
  return selected || (count > 0 && count < base) ? [{ id, name, count, selected }] : [];
}

function categoryFacet(
  index: CatalogueIndex,
  selection: FacetSelection,
  categoryCounts: Int32Array,
): Facet[] {
  const values: Values = [];
  categoryCounts.forEach((count, c) => {
    if (count > 0) {
      values.push({
        id: String(index.categoryIds[c]),
        name: index.categoryNames[c]!,
        count,
        selected: false,
      });
    }
  });
  values.sort((a, b) => b.count - a.count);
  return facet(
    selection.categoryFacetOf === -1 ? 'Reparto' : 'Categoria',
    PRODUCT_FACET_PARAMETERS.category,
    values,
  );
}

function attributeFacet(selection: FacetSelection, counts: FacetCounts): Facet[] {
  const values = PRODUCT_ATTRIBUTES.flatMap((attribute, bit) =>
    toggleValue(
      attribute.key,
      attribute.name,
      counts.attributeCounts[bit]!,
      counts.total,
      (selection.attributeMask & (1 << bit)) !== 0,
    ),
  );
  // Each attribute is a filter of its own: one that narrows the list is worth offering.
  return facet('Caratteristiche', PRODUCT_FACET_PARAMETERS.attribute, values, 2);
}

function priceFacet(selection: FacetSelection, counts: FacetCounts): Facet[] {
  const chosen = selection.priceRange ? priceRangeId(selection.priceRange) : undefined;
  const values: Values = PRICE_BANDS.flatMap((band, b) => {
    const id = priceRangeId(band);
    const count = counts.priceBandCounts[b]!;
    return count > 0 || id === chosen ? [{ id, name: band.name, count, selected: id === chosen }] : [];
  });
  const offered = values.length;
  if (chosen !== undefined && !values.some((value) => value.selected)) {
    const { minCents, maxCents } = selection.priceRange!;
    const name =
      maxCents === null
        ? `Da ${euroName(minCents ?? 0)} € in su`
        : `Da ${euroName(minCents ?? 0)} a ${euroName(maxCents)} €`;
    values.push({ id: chosen, name, count: counts.total, selected: true });
  }
  return facet('Prezzo', PRODUCT_FACET_PARAMETERS.price, values, offered);
}

export function facetsOf(index: CatalogueIndex, selection: FacetSelection, counts: FacetCounts): Facet[] {
  const { brandMark, typeMask, brandCounts, typeCounts, categoryCounts } = counts;
  return [
    ...facet(
      'Marca',
      PRODUCT_FACET_PARAMETERS.brand,
      index.brands.flatMap((brand, b) =>
        brandCounts[b]! > 0 || brandMark?.[b] === 1
          ? [{ id: brand, name: brand, count: brandCounts[b]!, selected: brandMark?.[b] === 1 }]
          : [],
      ),
    ),
    ...(categoryCounts ? categoryFacet(index, selection, categoryCounts) : []),
    ...attributeFacet(selection, counts),
    ...priceFacet(selection, counts),
    ...facet(
      'Tipologia',
      PRODUCT_FACET_PARAMETERS.sellingType,
      SELLING_TYPES.flatMap((type, t) => {
        const selected = (typeMask & (1 << t)) !== 0;
        return typeCounts[t]! > 0 || selected
          ? [{ id: type, name: SELLING_TYPE_NAMES[type] ?? type, count: typeCounts[t]!, selected }]
          : [];
      }),
    ),
    ...facet(
      'Offerte',
      PRODUCT_FACET_PARAMETERS.promo,
      toggleValue('true', 'In offerta', counts.promoCount, counts.promoBase, selection.promo),
      2,
    ),
    ...facet(
      'Novità',
      PRODUCT_FACET_PARAMETERS.newProduct,
      toggleValue('true', 'Novità', counts.newCount, counts.newBase, selection.isNew),
      2,
    ),
  ];
}
