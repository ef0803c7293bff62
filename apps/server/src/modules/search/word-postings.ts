import {
  SLOT_BRAND,
  SLOT_CATEGORY,
  SLOT_FIELDS,
  SLOT_INFO,
  SLOT_NAME_START,
  nameLengthOf,
} from './product-slots.js';
import type { RankableProducts } from './rank-matches.js';

/**
 * For each word of a catalogue index's vocabulary, the slots whose name, brand or shelf (category name) uses it,
 * in shelf order: the slots of word `w` are `slots[start[w]]` to `slots[start[w + 1] - 1]`. The same words and
 * fields as the database's full-text indexes (db/search), at the index's catalogue version: a search matches
 * its words here, in memory, instead of asking the database (spec §2 Search).
 */
export interface WordPostings {
  start: Int32Array;
  slots: Int32Array;
}

const NONE = new Int32Array(0);

/** Calls `visit` once for each distinct word of a slot's name, brand and shelf. */
function forEachWord(
  products: RankableProducts,
  slot: number,
  lastSlotOf: Int32Array,
  visit: (word: number) => void,
): void {
  const { slots, nameWords } = products;
  const base = slot * SLOT_FIELDS;
  const from = slots[base + SLOT_NAME_START]!;
  const to = from + nameLengthOf(slots[base + SLOT_INFO]!);
  const once = (word: number) => {
    if (lastSlotOf[word] === slot) return;
    lastSlotOf[word] = slot;
    visit(word);
  };
  for (let k = from; k < to; k += 1) once(nameWords[k]!);
  for (const word of products.brandWords[slots[base + SLOT_BRAND]!] ?? NONE) once(word);
  for (const word of products.shelfWords[slots[base + SLOT_CATEGORY]!] ?? NONE) once(word);
}

export function buildWordPostings(
  products: RankableProducts,
  size: number,
  vocabularySize: number,
): WordPostings {
  const start = new Int32Array(vocabularySize + 1);
  const lastSlotOf = new Int32Array(vocabularySize).fill(-1);
  for (let slot = 0; slot < size; slot += 1)
    forEachWord(products, slot, lastSlotOf, (w) => (start[w + 1]! += 1));
  for (let w = 0; w < vocabularySize; w += 1) start[w + 1]! += start[w]!;
  const next = start.slice(0, vocabularySize);
  const slots = new Int32Array(start[vocabularySize]!);
  lastSlotOf.fill(-1);
  for (let slot = 0; slot < size; slot += 1)
    forEachWord(products, slot, lastSlotOf, (w) => (slots[next[w]!++] = slot));
  return { start, slots };
}

function postingLength(postings: WordPostings, words: ArrayLike<number>): number {
  let length = 0;
  for (let k = 0; k < words.length; k += 1)
    length += postings.start[words[k]! + 1]! - postings.start[words[k]!]!;
  return length;
}

/**
 * The slots, in shelf order, that use at least one word of every group (AND of ORs). The groups are walked from
 * the one with the fewest postings: a slot reaches mark g + 1 only through every group before it.
 */
export function matchSlots(
  postings: WordPostings,
  size: number,
  groups: readonly ArrayLike<number>[],
): Int32Array {
  if (!groups.length || groups.some((words) => words.length === 0)) return NONE;
  const ordered = groups
    .map((words) => ({ words, length: postingLength(postings, words) }))
    .sort((a, b) => a.length - b.length);
  if (ordered.length > 255) throw new Error('Too many query groups');
  const mark = scratchMarks(size);
  const { start, slots } = postings;
  ordered.forEach(({ words }, g) => {
    for (let k = 0; k < words.length; k += 1) {
      const word = words[k]!;
      for (let p = start[word]!; p < start[word + 1]!; p += 1) {
        const slot = slots[p]!;
        if (mark[slot] === g) mark[slot] = g + 1;
      }
    }
  });
  // The matches are among the postings of the first (smallest) group: collected from there, each once.
  const last = ordered.length;
  const first = ordered[0]!.words;
  const found = new Int32Array(ordered[0]!.length);
  let count = 0;
  for (let k = 0; k < first.length; k += 1) {
    const word = first[k]!;
    for (let p = start[word]!; p < start[word + 1]!; p += 1) {
      const slot = slots[p]!;
      if (mark[slot] === last) found[count++] = slot;
      // Cleared for the next search: a slot with any mark is in the first group's postings.
      mark[slot] = 0;
    }
  }
  return found.subarray(0, count).sort();
}

// Reused by every search: a search runs to its end without yielding, so no two ever share it. Zero between
// searches (matchSlots clears what it marked).
let markBuffer = new Uint8Array(0);

function scratchMarks(size: number): Uint8Array {
  if (markBuffer.length < size) markBuffer = new Uint8Array(size);
  return markBuffer;
}
