import { SELLING_TYPES, type SellingType } from '@spesa/shared/catalogue/product.contract';
import { searchTokens, searchWords } from '../../db/search/search-tokens.js';
import { ITALIAN_STOPWORDS } from '../search/analyze-query.js';
import type { RankableProducts } from '../search/rank-matches.js';
import { SearchVocabularyBuilder, type SearchVocabulary } from '../search/search-vocabulary.js';

/** What the index keeps of a product row. */
export interface IndexRow {
  id: number;
  categoryId: number;
  name: string;
  brand: string;
  sellingType: string;
  isPromo: boolean;
  isNew: boolean;
  available: boolean;
  priceCents: number;
}

export interface IndexCategory {
  id: number;
  parentId: number | null;
  name: string;
  /** False for a content page (home, timeslot-selector): its words are no product's. */
  searchable: boolean;
}

export const FLAG_PROMO = 1;
export const FLAG_NEW = 2;
export const FLAG_AVAILABLE = 4;

/**
 * One tenant's catalogue at one catalogue version, as compact columns by "slot" (the products in shelf order:
 * position, then id): what listing, facets and search ranking read, so a page of 100 000 products costs no more
 * than a page of 700. The database stays the truth and finds the search matches; the product rows of a page are
 * read from it. Rebuilt when the catalogue version changes, like the category tree.
 */
export interface CatalogueIndex extends RankableProducts {
  size: number;
  ids: Int32Array;
  idRange: { min: number; max: number };
  /** Category index of each slot (see categoryIds). */
  categoryOf: Int32Array;
  categoryIds: readonly number[];
  categoryNames: readonly string[];
  categoryIndex: ReadonlyMap<number, number>;
  /** Category index of each category's parent, -1 for a root. */
  parentOf: Int32Array;
  /** Name words of each category, by category index; categoryWeight counts those that count for length. */
  categoryWords: readonly Int32Array[];
  categoryWeight: Uint8Array;
  /** Brand names in alphabetical order; brandOf gives each slot's. */
  brands: readonly string[];
  brandIndex: ReadonlyMap<string, number>;
  /** Index in SELLING_TYPES. */
  typeOf: Uint8Array;
  flags: Uint8Array;
  priceCents: Int32Array;
  /** Rank of each slot in name order. */
  nameRank: Int32Array;
  vocabulary: SearchVocabulary;
  /** Every slot, in shelf order. */
  allSlots: Int32Array;
  /** The slots of a category and all its descendants, in shelf order. */
  slotsUnder(categoryId: number): Int32Array;
  /** The slot of a product id of this tenant, or -1. */
  slotOf(id: number): number;
}

const EMPTY = new Int32Array(0);
const SELLING_TYPE_INDEX = new Map<string, number>(SELLING_TYPES.map((type, i) => [type, i]));
const byFolded = (a: string, b: string) => {
  const fa = searchTokens(a).join(' ');
  const fb = searchTokens(b).join(' ');
  return fa < fb ? -1 : fa > fb ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

function countsForLength(word: string): boolean {
  return word.length > 1 && !ITALIAN_STOPWORDS.has(word);
}

/** `rows` in shelf order. */
export function buildCatalogueIndex(
  rows: readonly IndexRow[],
  categories: readonly IndexCategory[],
): CatalogueIndex {
  const size = rows.length;
  const words = new SearchVocabularyBuilder(ITALIAN_STOPWORDS);

  const categoryIds = categories.map((c) => c.id);
  const categoryIndex = new Map(categoryIds.map((id, i) => [id, i]));
  const parentOf = Int32Array.from(categories, (c) =>
    c.parentId === null ? -1 : (categoryIndex.get(c.parentId) ?? -1),
  );
  const categoryWeight = new Uint8Array(categories.length);
  const categoryWords = categories.map((c, i) => {
    if (!c.searchable) return EMPTY;
    words.nextDocument();
    const folded = searchWords(c.name);
    categoryWeight[i] = Math.min(255, folded.filter((w) => countsForLength(w.folded)).length);
    return Int32Array.from(folded, (w) => words.add(w));
  });

  const brands = [...new Set(rows.map((r) => r.brand))].sort(byFolded);
  const brandIndex = new Map(brands.map((b, i) => [b, i]));
  const brandWords = brands.map((brand) => Int32Array.from(searchWords(brand), (w) => words.add(w)));

  const ids = new Int32Array(size);
  const categoryOf = new Int32Array(size);
  const brandOf = new Int32Array(size);
  const typeOf = new Uint8Array(size);
  const flags = new Uint8Array(size);
  const priceCents = new Int32Array(size);
  const nameWeight = new Uint8Array(size);
  const nameStart = new Int32Array(size + 1);
  const nameWordList: number[] = [];
  const underLists = new Map<number, number[]>();
  const wordsOfName = new Map<string, ReturnType<typeof searchWords>>();
  let min = Number.MAX_SAFE_INTEGER;
  let max = 0;

  rows.forEach((row, slot) => {
    ids[slot] = row.id;
    min = Math.min(min, row.id);
    max = Math.max(max, row.id);
    const category = categoryIndex.get(row.categoryId) ?? -1;
    categoryOf[slot] = category;
    brandOf[slot] = brandIndex.get(row.brand)!;
    typeOf[slot] = SELLING_TYPE_INDEX.get(row.sellingType) ?? 0;
    flags[slot] =
      (row.isPromo ? FLAG_PROMO : 0) | (row.isNew ? FLAG_NEW : 0) | (row.available ? FLAG_AVAILABLE : 0);
    priceCents[slot] = row.priceCents;

    words.nextDocument();
    nameStart[slot] = nameWordList.length;
    let weight = 0;
    let nameWords = wordsOfName.get(row.name);
    if (!nameWords) wordsOfName.set(row.name, (nameWords = searchWords(row.name)));
    for (const word of nameWords) {
      nameWordList.push(words.add(word));
      if (countsForLength(word.folded)) weight += 1;
    }
    nameWeight[slot] = Math.min(255, weight);
    // A brand word counts once per product, like a name word.
    for (const id of brandWords[brandOf[slot]]!) words.addAgain(id);

    for (let c = category; c !== -1; c = parentOf[c]!) {
      const id = categoryIds[c]!;
      let list = underLists.get(id);
      if (!list) underLists.set(id, (list = []));
      list.push(slot);
    }
  });
  nameStart[size] = nameWordList.length;

  const foldedNames = rows.map((r) => (wordsOfName.get(r.name) ?? []).map((w) => w.folded).join(' '));
  const byName = Array.from(rows.keys()).sort((a, b) =>
    foldedNames[a]! < foldedNames[b]! ? -1 : foldedNames[a]! > foldedNames[b]! ? 1 : a - b,
  );
  const nameRank = new Int32Array(size);
  byName.forEach((slot, rank) => (nameRank[slot] = rank));

  const slotsUnder = new Map([...underLists].map(([id, list]) => [id, Int32Array.from(list)]));
  const dense = size > 0 && max - min < 8 * size + 1024;
  const slotById = dense ? new Int32Array(max - min + 1).fill(-1) : undefined;
  const slotMap = dense ? undefined : new Map<number, number>();
  ids.forEach((id, slot) => {
    if (slotById) slotById[id - min] = slot;
    else slotMap!.set(id, slot);
  });

  return {
    size,
    ids,
    idRange: size ? { min, max } : { min: 0, max: -1 },
    categoryOf,
    categoryIds,
    categoryNames: categories.map((c) => c.name),
    categoryIndex,
    parentOf,
    categoryWords,
    categoryWeight,
    shelfWords: categories.map((_, i) => categoryWords[i]!),
    brands,
    brandIndex,
    brandOf,
    brandWords,
    typeOf,
    flags,
    priceCents,
    nameRank,
    nameStart,
    nameWords: Int32Array.from(nameWordList),
    nameWeight,
    vocabulary: words.build(),
    allSlots: Int32Array.from(rows.keys()),
    isAvailable: (slot) => (flags[slot]! & FLAG_AVAILABLE) !== 0,
    slotsUnder: (categoryId) => slotsUnder.get(categoryId) ?? EMPTY,
    slotOf: (id) => {
      if (slotById) return id >= min && id <= max ? slotById[id - min]! : -1;
      return slotMap!.get(id) ?? -1;
    },
  };
}

export function sellingTypeOf(index: number): SellingType {
  return SELLING_TYPES[index] ?? 'Pezzo';
}
