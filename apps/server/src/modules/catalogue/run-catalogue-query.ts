import type { Facet, ProductSort } from '@spesa/shared/catalogue/product.contract';
import { PRODUCT_FACET_PARAMETERS, SELLING_TYPES } from '@spesa/shared/catalogue/product.contract';
import {
  FLAG_NEW,
  FLAG_PROMO,
  SLOT_BRAND,
  SLOT_CATEGORY,
  SLOT_FIELDS,
  SLOT_INFO,
  flagsOf,
  sellingTypeOf,
} from '../search/product-slots.js';
import { productRelevance } from '../search/rank-matches.js';
import type { CatalogueIndex } from './catalogue-index.js';

export interface CatalogueQuery {
  /** The slots to choose from: a category's in shelf order (a listing), or a search's matches in any order. */
  candidates: Int32Array;
  /** For a search: the strengths of the vocabulary for its groups (rank-matches.ts), ranking by relevance. */
  search?: { strengths: Uint32Array; groupCount: number };
  /** Category indexes to keep (a category and its descendants), for a search inside a category. */
  categoryMark?: Uint8Array;
  brands?: readonly string[];
  sellingTypes?: readonly string[];
  promo?: boolean;
  isNew?: boolean;
  /** Slots the shopper prefers (the `preferred` filter). */
  preferred?: Uint8Array;
  sort: ProductSort;
  offset: number;
  limit: number;
  withFacets: boolean;
  /** For a search: count the matches per child of this category index (-1: per department). */
  categoryFacetOf?: number;
}

export interface CatalogueQueryResult {
  slots: number[];
  total: number;
  facets: Facet[];
}

const FAIL_CATEGORY = 1;
const FAIL_BRAND = 2;
const FAIL_TYPE = 4;
const FAIL_PROMO = 8;
const FAIL_NEW = 16;
const FAIL_PREFERRED = 32;

// Sort keys pack the order and the slot in one double, so a typed-array sort does all the work.
const SLOT_SPACE = 2 ** 21;
const RELEVANCE_CEILING = 100_000;
const PRICE_CEILING = 2 ** 31 - 1;

const SELLING_TYPE_NAMES: Record<string, string> = {
  Pezzo: 'Al pezzo',
  Confezione: 'Confezione multipla',
  Sfuso: 'Sfuso, a peso',
};

function facet(name: string, parameterName: string, values: Facet['values']): Facet[] {
  return values.length ? [{ name, parameterName, values }] : [];
}

/** The child of `parent` (a category index, -1 for the root) that `category` descends from, or -1. */
function childUnder(index: CatalogueIndex, category: number, parent: number): number {
  let current = category;
  while (current !== -1) {
    const up = index.parentOf[current]!;
    if (up === parent) return current;
    current = up;
  }
  return -1;
}

/** The brand filter as a mark by brand index, and the selling-type filter as a bit mask (0: no filter). */
function filterMarks(
  index: CatalogueIndex,
  query: CatalogueQuery,
): { brandMark: Uint8Array | undefined; typeMask: number } {
  const brandMark = query.brands?.length ? new Uint8Array(index.brands.length) : undefined;
  for (const brand of query.brands ?? []) {
    const b = index.brandIndex.get(brand);
    if (b !== undefined) brandMark![b] = 1;
  }
  let typeMask = 0;
  for (const type of query.sellingTypes ?? []) {
    const t = SELLING_TYPES.indexOf(type as (typeof SELLING_TYPES)[number]);
    if (t >= 0) typeMask |= 1 << t;
  }
  if (query.sellingTypes?.length && typeMask === 0) typeMask = 1 << 30;
  return { brandMark, typeMask };
}

/** What one pass counted for the facets: each count with every filter but its own. */
interface FacetCounts {
  brandMark: Uint8Array | undefined;
  typeMask: number;
  brandCounts: Int32Array;
  typeCounts: Int32Array;
  categoryCounts: Int32Array | undefined;
  promoCount: number;
  newCount: number;
}

function categoryFacet(index: CatalogueIndex, query: CatalogueQuery, categoryCounts: Int32Array): Facet[] {
  const values: Facet['values'] = [];
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
    query.categoryFacetOf === -1 ? 'Reparto' : 'Categoria',
    PRODUCT_FACET_PARAMETERS.category,
    values,
  );
}

function facetsOf(index: CatalogueIndex, query: CatalogueQuery, counts: FacetCounts): Facet[] {
  const { brandMark, typeMask, brandCounts, typeCounts, categoryCounts, promoCount, newCount } = counts;
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
    ...(categoryCounts ? categoryFacet(index, query, categoryCounts) : []),
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
      promoCount > 0 || query.promo
        ? [{ id: 'true', name: 'In offerta', count: promoCount, selected: query.promo === true }]
        : [],
    ),
    ...facet(
      'Novità',
      PRODUCT_FACET_PARAMETERS.newProduct,
      newCount > 0 || query.isNew
        ? [{ id: 'true', name: 'Novità', count: newCount, selected: query.isNew === true }]
        : [],
    ),
  ];
}

/**
 * Filters, counts the facets of, orders and pages a set of products in one pass over the index. Each facet counts
 * with every filter but its own, so the shopper sees how many products choosing a value would leave.
 */
export function runCatalogueQuery(index: CatalogueIndex, query: CatalogueQuery): CatalogueQueryResult {
  if (index.size >= SLOT_SPACE) throw new Error('Catalogue too large for packed sort keys');
  const { candidates, categoryMark, preferred } = query;
  const { brandMark, typeMask } = filterMarks(index, query);

  const brandCounts = query.withFacets ? new Int32Array(index.brands.length) : undefined;
  const typeCounts = new Int32Array(SELLING_TYPES.length);
  const categoryCounts =
    query.withFacets && query.categoryFacetOf !== undefined
      ? new Int32Array(index.categoryIds.length)
      : undefined;
  // The facet's value for each category: its ancestor just under the facet's parent, or -1 outside it.
  const childOf = categoryCounts
    ? Int32Array.from(index.categoryIds, (_, c) => childUnder(index, c, query.categoryFacetOf!))
    : undefined;
  let promoCount = 0;
  let newCount = 0;

  const passing = scratchSlots(candidates.length);
  let total = 0;
  const records = index.slots;
  const promo = query.promo === true;
  const isNew = query.isNew === true;
  for (let k = 0; k < candidates.length; k += 1) {
    const slot = candidates[k]!;
    const base = slot * SLOT_FIELDS;
    const info = records[base + SLOT_INFO]!;
    const flag = flagsOf(info);
    const brand = records[base + SLOT_BRAND]!;
    const type = sellingTypeOf(info);
    const category = records[base + SLOT_CATEGORY]!;
    let fails = 0;
    if (categoryMark !== undefined && categoryMark[category] !== 1) fails |= FAIL_CATEGORY;
    if (brandMark !== undefined && brandMark[brand] !== 1) fails |= FAIL_BRAND;
    if (typeMask !== 0 && (typeMask & (1 << type)) === 0) fails |= FAIL_TYPE;
    if (promo && (flag & FLAG_PROMO) === 0) fails |= FAIL_PROMO;
    if (isNew && (flag & FLAG_NEW) === 0) fails |= FAIL_NEW;
    if (preferred !== undefined && preferred[slot] !== 1) fails |= FAIL_PREFERRED;
    if (fails === 0) passing[total++] = slot;
    if (brandCounts === undefined) continue;
    if ((fails & ~FAIL_BRAND) === 0) brandCounts[brand]! += 1;
    if ((fails & ~FAIL_TYPE) === 0) typeCounts[type]! += 1;
    if ((fails & ~FAIL_PROMO) === 0 && (flag & FLAG_PROMO) !== 0) promoCount += 1;
    if ((fails & ~FAIL_NEW) === 0 && (flag & FLAG_NEW) !== 0) newCount += 1;
    if (childOf !== undefined && (fails & ~FAIL_CATEGORY) === 0) {
      const child = childOf[category]!;
      if (child !== -1) categoryCounts![child]! += 1;
    }
  }

  const slots = pageOf(index, query, passing.subarray(0, total));
  const facets = brandCounts
    ? facetsOf(index, query, {
        brandMark,
        typeMask,
        brandCounts,
        typeCounts,
        categoryCounts,
        promoCount,
        newCount,
      })
    : [];
  return { slots, total, facets };
}

// Reused by every query: a query runs to its end without yielding, so no two ever share them.
let slotBuffer = new Int32Array(1024);
let keyBuffer = new Float64Array(1024);

function scratchSlots(length: number): Int32Array {
  if (slotBuffer.length < length) slotBuffer = new Int32Array(Math.max(length, slotBuffer.length * 2));
  return slotBuffer;
}

function scratchKeys(length: number): Float64Array {
  if (keyBuffer.length < length) keyBuffer = new Float64Array(Math.max(length, keyBuffer.length * 2));
  return keyBuffer.subarray(0, length);
}

function pageOf(index: CatalogueIndex, query: CatalogueQuery, passing: Int32Array): number[] {
  const end = Math.min(passing.length, query.offset + query.limit);
  if (query.offset >= end) return [];
  if (query.sort === 'relevance' && !query.search) {
    // A listing's candidates come in shelf order already.
    return Array.from(passing.subarray(query.offset, end));
  }
  const keys = scratchKeys(passing.length);
  if (query.sort === 'relevance') {
    const { strengths, groupCount } = query.search!;
    const scratch = new Uint8Array(groupCount * 3);
    for (let k = 0; k < passing.length; k += 1) {
      const slot = passing[k]!;
      const score = productRelevance(index, slot, strengths, groupCount, scratch);
      keys[k] = (RELEVANCE_CEILING - score) * SLOT_SPACE + slot;
    }
  } else {
    for (let k = 0; k < passing.length; k += 1) {
      const slot = passing[k]!;
      const order =
        query.sort === 'price_asc'
          ? index.priceCents[slot]!
          : query.sort === 'price_desc'
            ? PRICE_CEILING - index.priceCents[slot]!
            : index.nameRank[slot]!;
      keys[k] = order * SLOT_SPACE + slot;
    }
  }
  const first = smallestKeys(keys, end);
  const slots: number[] = [];
  for (let k = query.offset; k < end; k += 1) slots.push(first[k]! % SLOT_SPACE);
  return slots;
}

/** The `count` smallest keys in ascending order: a bounded max-heap when they are few, else a full sort. */
function smallestKeys(keys: Float64Array, count: number): Float64Array {
  if (count * 4 >= keys.length) return keys.sort().subarray(0, count);
  const heap = new Float64Array(count);
  let size = 0;
  for (let k = 0; k < keys.length; k += 1) {
    const key = keys[k]!;
    if (size < count) {
      let i = size;
      size += 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]! >= key) break;
        heap[i] = heap[parent]!;
        i = parent;
      }
      heap[i] = key;
    } else if (key < heap[0]!) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= size) break;
        const right = left + 1;
        const larger = right < size && heap[right]! > heap[left]! ? right : left;
        if (heap[larger]! <= key) break;
        heap[i] = heap[larger]!;
        i = larger;
      }
      heap[i] = key;
    }
  }
  return heap.sort();
}
