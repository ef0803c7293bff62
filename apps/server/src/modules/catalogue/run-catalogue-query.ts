import type { Facet, PriceRange, ProductSort } from '@spesa/shared/catalogue/product.contract';
import { SELLING_TYPES } from '@spesa/shared/catalogue/product.contract';
import {
  FLAG_AVAILABLE,
  FLAG_NEW,
  FLAG_PROMO,
  SLOT_BRAND,
  SLOT_CATEGORY,
  SLOT_FIELDS,
  SLOT_INFO,
  attributesOf,
  flagsOf,
  sellingTypeOf,
} from '../search/product-slots.js';
import { UNIT_GRAMS, UNIT_MILLILITRES, UNIT_WEIGHED } from '../search/pack-size.js';
import { productRelevance } from '../search/rank-matches.js';
import { facetsOf, priceBandOf, PRICE_BANDS, type FacetCounts } from './catalogue-facets.js';
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
  /** Attribute bits that must all hold (the `attribute` filter). */
  attributeMask?: number;
  /** The price paid now, both ends included (the `price` filter). */
  priceRange?: PriceRange;
  /** Leaves out the products that cannot be bought now (an offers block, which never opens on one). */
  availableOnly?: boolean;
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
const FAIL_ATTRIBUTE = 64;
const FAIL_PRICE = 128;
const FAIL_UNAVAILABLE = 256;

// Sort keys pack the availability, the order and the slot in one double (at most 2^53), so a typed-array sort
// does all the work: 1 bit of availability, 31 of order, 21 of slot.
const SLOT_SPACE = 2 ** 21;
const UNAVAILABLE_TIER = 2 ** 52;
const RELEVANCE_CEILING = 100_000;
const PRICE_CEILING = 2 ** 31 - 1;
/** Products without a price per kg or litre follow those with one, by price. */
const NO_UNIT_PRICE = 2 ** 30;

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

function emptyCounts(index: CatalogueIndex, query: CatalogueQuery): FacetCounts {
  return {
    ...filterMarks(index, query),
    brandCounts: new Int32Array(index.brands.length),
    typeCounts: new Int32Array(SELLING_TYPES.length),
    categoryCounts:
      query.categoryFacetOf !== undefined ? new Int32Array(index.categoryIds.length) : undefined,
    promoCount: 0,
    newCount: 0,
    promoBase: 0,
    newBase: 0,
    attributeCounts: new Int32Array(8),
    priceBandCounts: new Int32Array(PRICE_BANDS.length),
    total: 0,
  };
}

/** Which filters a product fails, one bit each (FAIL_…). */
function failures(
  index: CatalogueIndex,
  query: CatalogueQuery,
  marks: Pick<FacetCounts, 'brandMark' | 'typeMask'>,
  slot: number,
): number {
  const base = slot * SLOT_FIELDS;
  const info = index.slots[base + SLOT_INFO]!;
  const flag = flagsOf(info);
  let fails = 0;
  if (query.categoryMark !== undefined && query.categoryMark[index.slots[base + SLOT_CATEGORY]!] !== 1)
    fails |= FAIL_CATEGORY;
  if (marks.brandMark !== undefined && marks.brandMark[index.slots[base + SLOT_BRAND]!] !== 1)
    fails |= FAIL_BRAND;
  if (marks.typeMask !== 0 && (marks.typeMask & (1 << sellingTypeOf(info))) === 0) fails |= FAIL_TYPE;
  if (query.promo && (flag & FLAG_PROMO) === 0) fails |= FAIL_PROMO;
  if (query.isNew && (flag & FLAG_NEW) === 0) fails |= FAIL_NEW;
  if (query.preferred !== undefined && query.preferred[slot] !== 1) fails |= FAIL_PREFERRED;
  const mask = query.attributeMask ?? 0;
  if ((attributesOf(info) & mask) !== mask) fails |= FAIL_ATTRIBUTE;
  const range = query.priceRange;
  if (range) {
    const price = index.priceCents[slot]!;
    if (
      (range.minCents !== null && price < range.minCents) ||
      (range.maxCents !== null && price > range.maxCents)
    )
      fails |= FAIL_PRICE;
  }
  if (query.availableOnly && (flag & FLAG_AVAILABLE) === 0) fails |= FAIL_UNAVAILABLE;
  return fails;
}

/** Adds a product to the facet counts: each count with every filter but its own. */
function count(
  index: CatalogueIndex,
  counts: FacetCounts,
  childOf: Int32Array | undefined,
  slot: number,
  fails: number,
): void {
  const base = slot * SLOT_FIELDS;
  const info = index.slots[base + SLOT_INFO]!;
  const flag = flagsOf(info);
  if ((fails & ~FAIL_BRAND) === 0) counts.brandCounts[index.slots[base + SLOT_BRAND]!]! += 1;
  if ((fails & ~FAIL_TYPE) === 0) counts.typeCounts[sellingTypeOf(info)]! += 1;
  if ((fails & ~FAIL_PROMO) === 0) {
    counts.promoBase += 1;
    if ((flag & FLAG_PROMO) !== 0) counts.promoCount += 1;
  }
  if ((fails & ~FAIL_NEW) === 0) {
    counts.newBase += 1;
    if ((flag & FLAG_NEW) !== 0) counts.newCount += 1;
  }
  if ((fails & ~FAIL_PRICE) === 0) counts.priceBandCounts[priceBandOf(index.priceCents[slot]!)]! += 1;
  if (fails === 0) {
    counts.total += 1;
    for (let bits = attributesOf(info), bit = 0; bits !== 0; bits >>>= 1, bit += 1) {
      if ((bits & 1) !== 0) counts.attributeCounts[bit]! += 1;
    }
  }
  if (childOf !== undefined && (fails & ~FAIL_CATEGORY) === 0) {
    const child = childOf[index.slots[base + SLOT_CATEGORY]!]!;
    if (child !== -1) counts.categoryCounts![child]! += 1;
  }
}

/**
 * Filters, counts the facets of, orders and pages a set of products in one pass over the index. Each facet counts
 * with every filter but its own, so the shopper sees how many products choosing a value would leave. The products
 * that cannot be bought now come last, whatever the order.
 */
export function runCatalogueQuery(index: CatalogueIndex, query: CatalogueQuery): CatalogueQueryResult {
  if (index.size >= SLOT_SPACE) throw new Error('Catalogue too large for packed sort keys');
  const { candidates } = query;
  const counts = emptyCounts(index, query);
  // The facet's value for each category: its ancestor just under the facet's parent, or -1 outside it.
  const childOf =
    query.withFacets && counts.categoryCounts
      ? Int32Array.from(index.categoryIds, (_, c) => childUnder(index, c, query.categoryFacetOf!))
      : undefined;

  const passing = scratchSlots(candidates.length);
  const unavailable = scratchUnavailable(candidates.length);
  let total = 0;
  let unavailableCount = 0;
  for (let k = 0; k < candidates.length; k += 1) {
    const slot = candidates[k]!;
    const fails = failures(index, query, counts, slot);
    if (fails === 0) {
      if ((flagsOf(index.slots[slot * SLOT_FIELDS + SLOT_INFO]!) & FLAG_AVAILABLE) !== 0)
        passing[total++] = slot;
      else unavailable[unavailableCount++] = slot;
    }
    if (query.withFacets) count(index, counts, childOf, slot, fails);
  }
  const availableCount = total;
  passing.set(unavailable.subarray(0, unavailableCount), total);
  total += unavailableCount;

  const slots = pageOf(index, query, passing.subarray(0, total), availableCount);
  const facets = query.withFacets
    ? facetsOf(
        index,
        {
          promo: query.promo === true,
          isNew: query.isNew === true,
          attributeMask: query.attributeMask ?? 0,
          priceRange: query.priceRange,
          categoryFacetOf: query.categoryFacetOf,
        },
        counts,
      )
    : [];
  return { slots, total, facets };
}

// Reused by every query: a query runs to its end without yielding, so no two ever share them.
let slotBuffer = new Int32Array(1024);
let unavailableBuffer = new Int32Array(1024);
let keyBuffer = new Float64Array(1024);

function scratchSlots(length: number): Int32Array {
  if (slotBuffer.length < length) slotBuffer = new Int32Array(Math.max(length, slotBuffer.length * 2));
  return slotBuffer;
}

function scratchUnavailable(length: number): Int32Array {
  if (unavailableBuffer.length < length)
    unavailableBuffer = new Int32Array(Math.max(length, unavailableBuffer.length * 2));
  return unavailableBuffer;
}

function scratchKeys(length: number): Float64Array {
  if (keyBuffer.length < length) keyBuffer = new Float64Array(Math.max(length, keyBuffer.length * 2));
  return keyBuffer.subarray(0, length);
}

/** The price per kg or litre of a slot in cents, or NO_UNIT_PRICE plus its price when it has none. */
function unitPriceOrder(index: CatalogueIndex, slot: number): number {
  const price = index.priceCents[slot]!;
  const unit = index.packs.unit[slot];
  // A product sold by weight is priced per kg already.
  if (unit === UNIT_WEIGHED) return Math.min(price, NO_UNIT_PRICE - 1);
  const content = index.packs.amount[slot]! * index.packs.count[slot]!;
  if ((unit === UNIT_GRAMS || unit === UNIT_MILLILITRES) && content > 0) {
    return Math.min(Math.round((price * 1000) / content), NO_UNIT_PRICE - 1);
  }
  return NO_UNIT_PRICE + Math.min(price, NO_UNIT_PRICE - 1);
}

function orderOf(index: CatalogueIndex, sort: ProductSort, slot: number): number {
  if (sort === 'price_asc') return index.priceCents[slot]!;
  if (sort === 'price_desc') return PRICE_CEILING - index.priceCents[slot]!;
  if (sort === 'price_um_asc') return unitPriceOrder(index, slot);
  return index.nameRank[slot]!;
}

/** `passing`: the available products first (the first `availableCount`), then the others. */
function pageOf(
  index: CatalogueIndex,
  query: CatalogueQuery,
  passing: Int32Array,
  availableCount: number,
): number[] {
  const end = Math.min(passing.length, query.offset + query.limit);
  if (query.offset >= end) return [];
  if (query.sort === 'relevance' && !query.search) {
    // A listing's candidates come in shelf order already.
    return Array.from(passing.subarray(query.offset, end));
  }
  const keys = scratchKeys(passing.length);
  const scratch = query.search ? new Uint8Array(query.search.groupCount * 3) : undefined;
  for (let k = 0; k < passing.length; k += 1) {
    const slot = passing[k]!;
    const order =
      query.sort === 'relevance'
        ? RELEVANCE_CEILING -
          productRelevance(index, slot, query.search!.strengths, query.search!.groupCount, scratch!)
        : orderOf(index, query.sort, slot);
    keys[k] = (k < availableCount ? 0 : UNAVAILABLE_TIER) + order * SLOT_SPACE + slot;
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
