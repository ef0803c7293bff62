import type { QueryGroup } from './analyze-query.js';
import {
  FLAG_AVAILABLE,
  SLOT_BRAND,
  SLOT_CATEGORY,
  SLOT_FIELDS,
  SLOT_INFO,
  SLOT_NAME_START,
  flagsOf,
  nameLengthOf,
  nameWeightOf,
} from './product-slots.js';

/** Match strength of a word for one query group: 0 none, 1 completes the prefix, 2 another form or a correction, 3 as typed. */
type Strength = 0 | 1 | 2 | 3;

const BITS_PER_GROUP = 2;
const NONE = new Int32Array(0);

/** The products of a catalogue index, as ranking reads them (product-slots.ts). */
export interface RankableProducts {
  /** SLOT_FIELDS int32 per slot. */
  slots: Int32Array;
  /** Name word ids, the words of each slot from its SLOT_NAME_START. */
  nameWords: Int32Array;
  brandWords: readonly Int32Array[];
  shelfWords: readonly Int32Array[];
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
 * `scratch`: at least 3 × groupCount bytes, reused across calls. Runs for every match of a search: no allocation.
 */
export function productRelevance(
  products: RankableProducts,
  slot: number,
  strengths: Uint32Array,
  groupCount: number,
  scratch: Uint8Array,
): number {
  const { nameWords, slots } = products;
  const base = slot * SLOT_FIELDS;
  const info = slots[base + SLOT_INFO]!;
  const from = slots[base + SLOT_NAME_START]!;
  const to = from + nameLengthOf(info);
  let score = 0;
  let matchedWords = 0;
  if (groupCount === 1) {
    // One word searched (the commonest case): its strength is the whole packed value.
    let name = 0;
    for (let k = from; k < to; k += 1) {
      const strength = strengths[nameWords[k]!]!;
      if (strength !== 0) {
        matchedWords += 1;
        if (strength > name) name = strength;
      }
    }
    if (name > 0) {
      score = NAME_POINTS[name]! + ALL_IN_NAME_POINTS;
    } else {
      const brandWords = products.brandWords[slots[base + SLOT_BRAND]!]!;
      let brand = 0;
      for (let k = 0; k < brandWords.length; k += 1) brand = Math.max(brand, strengths[brandWords[k]!]!);
      const shelfWords = products.shelfWords[slots[base + SLOT_CATEGORY]!] ?? NONE;
      let shelf = 0;
      for (let k = 0; k < shelfWords.length; k += 1) shelf = Math.max(shelf, strengths[shelfWords[k]!]!);
      score = Math.max(BRAND_POINTS[brand]!, SHELF_POINTS[shelf]!);
    }
  } else {
    for (let i = 0; i < groupCount * 3; i += 1) scratch[i] = 0;
    matchedWords = bestPerGroup(nameWords, from, to, strengths, scratch, 0);
    let allInName = true;
    for (let g = 0; g < groupCount; g += 1) if (scratch[g] === 0) allInName = false;
    if (!allInName) {
      const brandWords = products.brandWords[slots[base + SLOT_BRAND]!]!;
      bestPerGroup(brandWords, 0, brandWords.length, strengths, scratch, groupCount);
      const shelfWords = products.shelfWords[slots[base + SLOT_CATEGORY]!] ?? NONE;
      bestPerGroup(shelfWords, 0, shelfWords.length, strengths, scratch, groupCount * 2);
    }
    score = allInName ? ALL_IN_NAME_POINTS : 0;
    for (let g = 0; g < groupCount; g += 1) {
      const name = scratch[g]!;
      score +=
        name > 0
          ? NAME_POINTS[name]!
          : Math.max(BRAND_POINTS[scratch[groupCount + g]!]!, SHELF_POINTS[scratch[groupCount * 2 + g]!]!);
    }
  }
  if (to > from) score += FIRST_WORD_POINTS[strongest(strengths[nameWords[from]!]!)]!;
  score -= EXTRA_WORD_PENALTY * Math.max(0, nameWeightOf(info) - matchedWords);
  if ((flagsOf(info) & FLAG_AVAILABLE) === 0) score -= UNAVAILABLE_PENALTY;
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
