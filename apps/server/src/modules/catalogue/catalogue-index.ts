import { SELLING_TYPES } from '@spesa/shared/catalogue/product.contract';
import { searchTokens, searchWords } from '../../db/search/search-tokens.js';
import { ITALIAN_STOPWORDS } from '../search/analyze-query.js';
import {
  FLAG_AVAILABLE,
  FLAG_NEW,
  FLAG_PROMO,
  SLOT_BRAND,
  SLOT_CATEGORY,
  SLOT_FIELDS,
  SLOT_INFO,
  SLOT_NAME_START,
  packInfo,
} from '../search/product-slots.js';
import { createPackSizes, parsePackSize, setPackSize, type PackSizes } from '../search/pack-size.js';
import type { RankableProducts } from '../search/rank-matches.js';
import { SearchVocabularyBuilder, type SearchVocabulary } from '../search/search-vocabulary.js';
import { buildWordPostings, type WordPostings } from '../search/word-postings.js';

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
  /** As written on the shelf: "500 g", "6 x 1,5 l", "al kg". */
  packFormat: string;
  /** Bits of its attributes (packages/shared product-attributes.ts). */
  attributes: number;
}

export interface IndexCategory {
  id: number;
  parentId: number | null;
  name: string;
  /** False for a content page (home, timeslot-selector): its words are no product's. */
  searchable: boolean;
}

/**
 * One tenant's catalogue at one catalogue version, as packed records by "slot" (the products in shelf order:
 * position, then id; see product-slots.ts): what listing, facets and search ranking read, so a page of 100 000
 * products costs about what a page of 700 does; a search matches its words in the index's postings. The database
 * stays the truth: the product rows of a page are read from it. Rebuilt when the catalogue version changes, like
 * the category tree.
 */
export interface CatalogueIndex extends RankableProducts {
  size: number;
  ids: Int32Array;
  /** By category index (SLOT_CATEGORY). */
  categoryIds: readonly number[];
  categoryNames: readonly string[];
  categoryIndex: ReadonlyMap<number, number>;
  /** Category index of each category's parent, -1 for a root. */
  parentOf: Int32Array;
  /** Name words of each category, by category index; categoryWeight counts those that count for length. */
  categoryWords: readonly Int32Array[];
  categoryWeight: Uint8Array;
  /** Brand names in alphabetical order, by brand index (SLOT_BRAND). */
  brands: readonly string[];
  brandIndex: ReadonlyMap<string, number>;
  priceCents: Int32Array;
  /** The pack of each slot, for the sizes of a search (spec §2 Search). */
  packs: PackSizes;
  /** Rank of each slot in name order. */
  nameRank: Int32Array;
  vocabulary: SearchVocabulary;
  /** The slots using each vocabulary word: what a search matches its words in. */
  postings: WordPostings;
  /** Every slot, in shelf order. */
  allSlots: Int32Array;
  /** The slots of a category and all its descendants, in shelf order. */
  slotsUnder(categoryId: number): Int32Array;
  /** The slot of a product id of this tenant, or -1. */
  slotOf(id: number): number;
  /** The slots of those of `ids` that are this tenant's products. */
  slotsOf(ids: readonly number[]): Int32Array;
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

const ROWS_BETWEEN_YIELDS = 10_000;
const FAMILY_WORD = 'famiglia';

/** Lets other requests run: building the index of a large catalogue takes a second or more. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function indexCategories(categories: readonly IndexCategory[], words: SearchVocabularyBuilder) {
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
  return { categoryIds, categoryIndex, parentOf, categoryWeight, categoryWords };
}

/** Each slot's rank in the order of product names. */
function nameRanks(
  rows: readonly IndexRow[],
  wordsOfName: ReadonlyMap<string, ReturnType<typeof searchWords>>,
): Int32Array {
  const size = rows.length;
  // Names repeat across sizes and brands: sort the distinct ones, then order the slots by (name, slot).
  const orderOfName = new Map(
    [...wordsOfName]
      .map(([name, nameWords]) => [name, nameWords.map((w) => w.folded).join(' ')] as const)
      .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : 1))
      .map(([name], order) => [name, order]),
  );
  const nameKeys = Float64Array.from(rows, (row, slot) => orderOfName.get(row.name)! * (size + 1) + slot);
  nameKeys.sort();
  const nameRank = new Int32Array(size);
  nameKeys.forEach((key, rank) => (nameRank[key % (size + 1)] = rank));
  return nameRank;
}

/** Slot by product id: an array over the id range when ids are dense enough, else a map. */
function slotLookup(ids: Int32Array, min: number, max: number): Pick<CatalogueIndex, 'slotOf' | 'slotsOf'> {
  const size = ids.length;
  const dense = size > 0 && max - min < 8 * size + 1024;
  const slotById = dense ? new Int32Array(max - min + 1).fill(-1) : undefined;
  const slotMap = dense ? undefined : new Map<number, number>();
  ids.forEach((id, slot) => {
    if (slotById) slotById[id - min] = slot;
    else slotMap!.set(id, slot);
  });
  return {
    slotOf: (id) => {
      if (slotById) return id >= min && id <= max ? slotById[id - min]! : -1;
      return slotMap!.get(id) ?? -1;
    },
    slotsOf: (found) => {
      const slots = new Int32Array(found.length);
      let n = 0;
      for (const id of found) {
        const slot = slotById
          ? id >= min && id <= max
            ? slotById[id - min]!
            : -1
          : (slotMap!.get(id) ?? -1);
        if (slot >= 0) slots[n++] = slot;
      }
      return slots.subarray(0, n);
    },
  };
}

/** The pack of a product: its pack format read as a size; a range named for families is a family pack. */
function packOf(row: IndexRow, nameWords: ReturnType<typeof searchWords>) {
  const pack = parsePackSize(row.packFormat);
  if (nameWords.some((w) => w.folded === FAMILY_WORD)) pack.family = true;
  return pack;
}

/** The packed info of a product's slot (product-slots.ts). */
function infoOf(row: IndexRow, nameLength: number, nameWeight: number): number {
  const flags =
    (row.isPromo ? FLAG_PROMO : 0) | (row.isNew ? FLAG_NEW : 0) | (row.available ? FLAG_AVAILABLE : 0);
  const sellingType = SELLING_TYPE_INDEX.get(row.sellingType) ?? 0;
  return packInfo(nameLength, nameWeight, sellingType, flags, row.attributes);
}

/** Lists `slot` under its category and every category above it. */
function addUnderCategories(
  underLists: Map<number, number[]>,
  tree: { categoryIds: Int32Array | readonly number[]; parentOf: Int32Array | readonly number[] },
  category: number,
  slot: number,
): void {
  for (let c = category; c !== -1; c = tree.parentOf[c]!) {
    const id = tree.categoryIds[c]!;
    let list = underLists.get(id);
    if (!list) underLists.set(id, (list = []));
    list.push(slot);
  }
}

/** `rows` in shelf order. */
export async function buildCatalogueIndex(
  rows: readonly IndexRow[],
  categories: readonly IndexCategory[],
): Promise<CatalogueIndex> {
  const size = rows.length;
  const words = new SearchVocabularyBuilder(ITALIAN_STOPWORDS);

  // Category words first: the vocabulary numbers words in the order it meets them.
  const { categoryIds, categoryIndex, parentOf, categoryWeight, categoryWords } = indexCategories(
    categories,
    words,
  );

  const brands = [...new Set(rows.map((r) => r.brand))].sort(byFolded);
  const brandIndex = new Map(brands.map((b, i) => [b, i]));
  const brandWords = brands.map((brand) => Int32Array.from(searchWords(brand), (w) => words.add(w)));

  const ids = new Int32Array(size);
  const slots = new Int32Array(size * SLOT_FIELDS);
  const priceCents = new Int32Array(size);
  const packs = createPackSizes(size);
  const nameWordList: number[] = [];
  const underLists = new Map<number, number[]>();
  const wordsOfName = new Map<string, ReturnType<typeof searchWords>>();
  let min = Number.MAX_SAFE_INTEGER;
  let max = 0;

  for (const [slot, row] of rows.entries()) {
    if (slot % ROWS_BETWEEN_YIELDS === ROWS_BETWEEN_YIELDS - 1) await yieldToEventLoop();
    ids[slot] = row.id;
    min = Math.min(min, row.id);
    max = Math.max(max, row.id);
    const category = categoryIndex.get(row.categoryId) ?? -1;
    const brand = brandIndex.get(row.brand)!;
    const base = slot * SLOT_FIELDS;
    slots[base + SLOT_BRAND] = brand;
    slots[base + SLOT_CATEGORY] = category;
    slots[base + SLOT_NAME_START] = nameWordList.length;
    priceCents[slot] = row.priceCents;

    words.nextDocument();
    let weight = 0;
    let nameWords = wordsOfName.get(row.name);
    if (!nameWords) wordsOfName.set(row.name, (nameWords = searchWords(row.name)));
    setPackSize(packs, slot, packOf(row, nameWords));
    for (const word of nameWords) {
      nameWordList.push(words.add(word));
      if (countsForLength(word.folded)) weight += 1;
    }
    slots[base + SLOT_INFO] = infoOf(row, nameWords.length, weight);
    // A brand word counts once per product, like a name word.
    for (const id of brandWords[brand]!) words.addAgain(id);

    addUnderCategories(underLists, { categoryIds, parentOf }, category, slot);
  }

  const slotsUnder = new Map([...underLists].map(([id, list]) => [id, Int32Array.from(list)]));
  const nameWords = Int32Array.from(nameWordList);
  const shelfWords = categories.map((_, i) => categoryWords[i]!);
  const vocabulary = words.build();

  return {
    size,
    ids,
    slots,
    categoryIds,
    categoryNames: categories.map((c) => c.name),
    categoryIndex,
    parentOf,
    categoryWords,
    categoryWeight,
    shelfWords,
    brands,
    brandIndex,
    brandWords,
    priceCents,
    packs,
    nameRank: nameRanks(rows, wordsOfName),
    nameWords,
    vocabulary,
    postings: buildWordPostings({ slots, nameWords, brandWords, shelfWords }, size, vocabulary.size),
    allSlots: Int32Array.from(rows.keys()),
    slotsUnder: (categoryId) => slotsUnder.get(categoryId) ?? EMPTY,
    ...slotLookup(ids, min, max),
  };
}
