import type { QueryGroup } from './analyze-query.js';

/** Match strength of a word for one query group: 0 none, 1 completes the prefix, 2 another form or a correction, 3 as typed. */
type Strength = 0 | 1 | 2 | 3;

const BITS_PER_GROUP = 2;
const NONE = new Int32Array(0);

/** The products' words, by catalogue slot, as the catalogue index keeps them. */
export interface RankableProducts {
  /** Name word ids of slot s: nameWords[nameStart[s] .. nameStart[s + 1]). */
  nameStart: Int32Array;
  nameWords: Int32Array;
  /** How many name words count for the length of the name (not stopwords, not single letters). */
  nameWeight: Uint8Array;
  brandOf: Int32Array;
  brandWords: readonly Int32Array[];
  categoryOf: Int32Array;
  shelfWords: readonly Int32Array[];
  isAvailable(slot: number): boolean;
}

/** For every vocabulary id, its strength for each group, two bits per group (at most 16 groups). */
export function matchStrengths(groups: readonly QueryGroup[], vocabularySize: number): Uint32Array {
  const strengths = new Uint32Array(vocabularySize);
  const raise = (id: number, group: number, strength: Strength) => {
    const shift = group * BITS_PER_GROUP;
    if (((strengths[id]! >>> shift) & 3) < strength) {
      strengths[id] = (strengths[id]! & ~(3 << shift)) | (strength << shift);
    }
  };
  groups.forEach((group, g) => {
    for (const id of group.prefixIds) raise(id, g, 1);
    for (const id of group.likelyIds) raise(id, g, 2);
    for (const id of group.termIds) raise(id, g, 2);
    if (group.literalId !== undefined && group.kind === 'known') raise(group.literalId, g, 3);
  });
  return strengths;
}

const NAME_POINTS = [0, 80, 96, 100];
const BRAND_POINTS = [0, 40, 48, 50];
const SHELF_POINTS = [0, 20, 28, 30];
const FIRST_WORD_POINTS = [0, 15, 25, 25];
const ALL_IN_NAME_POINTS = 20;
const EXTRA_WORD_PENALTY = 4;
const UNAVAILABLE_PENALTY = 30;

/** Raises best[offset + g] to each word's strength for group g. */
function bestPerGroup(
  words: ArrayLike<number>,
  from: number,
  to: number,
  strengths: Uint32Array,
  best: Uint8Array,
  offset: number,
): number {
  let matched = 0;
  for (let k = from; k < to; k += 1) {
    let packed = strengths[words[k]!]!;
    if (packed !== 0) matched += 1;
    for (let g = offset; packed !== 0; g += 1, packed >>>= BITS_PER_GROUP) {
      const strength = packed & 3;
      if (strength > best[g]!) best[g] = strength;
    }
  }
  return matched;
}

function strongest(packed: number): number {
  let best = 0;
  for (; packed !== 0; packed >>>= BITS_PER_GROUP) best = Math.max(best, packed & 3);
  return best;
}

/**
 * How well a matching product answers the query; higher first. Name matches beat brand matches, which beat
 * matches on the product's shelf (category); a word as typed beats another form, which beats a completion; a name
 * that starts with a query word and a name with fewer other words come first; unavailable products sink.
 * `scratch`: at least 3 × groupCount bytes, reused across calls.
 */
export function productRelevance(
  products: RankableProducts,
  slot: number,
  strengths: Uint32Array,
  groupCount: number,
  scratch: Uint8Array,
): number {
  scratch.fill(0, 0, groupCount * 3);
  const from = products.nameStart[slot]!;
  const to = products.nameStart[slot + 1]!;
  const matchedWords = bestPerGroup(products.nameWords, from, to, strengths, scratch, 0);
  let allInName = true;
  for (let g = 0; g < groupCount; g += 1) if (scratch[g] === 0) allInName = false;
  if (!allInName) {
    const brandWords = products.brandWords[products.brandOf[slot]!]!;
    bestPerGroup(brandWords, 0, brandWords.length, strengths, scratch, groupCount);
    const shelfWords = products.shelfWords[products.categoryOf[slot]!] ?? NONE;
    bestPerGroup(shelfWords, 0, shelfWords.length, strengths, scratch, groupCount * 2);
  }
  let score = allInName ? ALL_IN_NAME_POINTS : 0;
  for (let g = 0; g < groupCount; g += 1) {
    const name = scratch[g]!;
    score +=
      name > 0
        ? NAME_POINTS[name]!
        : Math.max(BRAND_POINTS[scratch[groupCount + g]!]!, SHELF_POINTS[scratch[groupCount * 2 + g]!]!);
  }
  if (to > from) score += FIRST_WORD_POINTS[strongest(strengths[products.nameWords[from]!]!)]!;
  score -= EXTRA_WORD_PENALTY * Math.max(0, products.nameWeight[slot]! - matchedWords);
  if (!products.isAvailable(slot)) score -= UNAVAILABLE_PENALTY;
  return score;
}

/**
 * How well a name alone (a category's) answers the query, or -1 when some query word is not in it.
 * `weight`: how many of its words count for length.
 */
export function nameRelevance(
  words: Int32Array,
  weight: number,
  strengths: Uint32Array,
  groupCount: number,
  scratch: Uint8Array,
): number {
  scratch.fill(0, 0, groupCount);
  const matchedWords = bestPerGroup(words, 0, words.length, strengths, scratch, 0);
  let score = 0;
  for (let g = 0; g < groupCount; g += 1) {
    if (scratch[g] === 0) return -1;
    score += NAME_POINTS[scratch[g]!]!;
  }
  if (words.length) score += FIRST_WORD_POINTS[strongest(strengths[words[0]!]!)]!;
  return score - EXTRA_WORD_PENALTY * Math.max(0, weight - matchedWords);
}
