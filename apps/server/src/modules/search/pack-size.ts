/*
 * Sizes, formats and counts in a search ("barilla 500 g", "1,5l", "x6", "6x1,5l", "confezione famiglia") and in a
 * product's pack format ("500 g", "6 x 1,5 l", "6 uova", "al kg"), both normalised to grams, millilitres or
 * pieces, so that a query's size finds the products of that net content instead of searching its digits as
 * words (spec §2 Search).
 */

import { foldSearchText } from '../../db/search/search-tokens.js';

/** The unit a pack's content is normalised to. */
export const UNIT_NONE = 0;
export const UNIT_GRAMS = 1;
export const UNIT_MILLILITRES = 2;
export const UNIT_PIECES = 3;
/** Sold by weight: any weight can be bought. */
export const UNIT_WEIGHED = 4;

export type PackUnit =
  | typeof UNIT_NONE
  | typeof UNIT_GRAMS
  | typeof UNIT_MILLILITRES
  | typeof UNIT_PIECES
  | typeof UNIT_WEIGHED;

/** A product's pack, as the catalogue index keeps it. */
export interface PackSize {
  unit: PackUnit;
  /** Content of one piece in `unit`; 0 when unknown. */
  amount: number;
  /** Pieces in the pack (1 unless a multipack). */
  count: number;
  /** The amount as written in the pack format, in its own unit ("1" of "1 kg"). */
  written: number;
  /** A family-size pack: a multipack, at least 1 kg or 1,5 l, or at least 10 pieces. */
  family: boolean;
}

/** What a query asks of the pack; every field given must hold. */
export interface SizeQuery {
  /** A measured content ("500 g", "1,5 l"), normalised. */
  measure?: { unit: typeof UNIT_GRAMS | typeof UNIT_MILLILITRES; amount: number };
  /** Pieces in a multipack ("x6", "6x1,5l"). */
  count?: number;
  /** A number of pieces ("10 pz"): a multipack of them, or a pack of that many pieces. */
  pieces?: number;
  /** A number without unit ("pasta barilla 500"), tried in the product's own unit. */
  bare?: number;
  /** "Confezione famiglia", "formato famiglia". */
  family?: boolean;
}

/** Relative tolerance between a searched size and a pack's content (declared contents vary a little). */
export const SIZE_TOLERANCE = 0.05;

const UNITS: Record<string, { unit: typeof UNIT_GRAMS | typeof UNIT_MILLILITRES; factor: number }> = {
  g: { unit: UNIT_GRAMS, factor: 1 },
  gr: { unit: UNIT_GRAMS, factor: 1 },
  grammi: { unit: UNIT_GRAMS, factor: 1 },
  hg: { unit: UNIT_GRAMS, factor: 100 },
  etti: { unit: UNIT_GRAMS, factor: 100 },
  kg: { unit: UNIT_GRAMS, factor: 1000 },
  chili: { unit: UNIT_GRAMS, factor: 1000 },
  ml: { unit: UNIT_MILLILITRES, factor: 1 },
  cl: { unit: UNIT_MILLILITRES, factor: 10 },
  dl: { unit: UNIT_MILLILITRES, factor: 100 },
  l: { unit: UNIT_MILLILITRES, factor: 1000 },
  lt: { unit: UNIT_MILLILITRES, factor: 1000 },
  litro: { unit: UNIT_MILLILITRES, factor: 1000 },
  litri: { unit: UNIT_MILLILITRES, factor: 1000 },
};
const UNIT_WORDS = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const PIECE_WORDS = 'pz|pezzi|pezzo';
const NUMBER = '\\d+(?:[.,]\\d+)?';
/** Not inside a word or a number on either side. */
const START = '(?<![\\p{L}\\p{N}.,])';
const END = '(?![\\p{L}\\p{N}])';

const MULTIPACK = new RegExp(`${START}(\\d+)\\s*x\\s*(${NUMBER})\\s*(${UNIT_WORDS})${END}`, 'gu');
const MEASURE = new RegExp(`${START}(${NUMBER})\\s*(${UNIT_WORDS})${END}`, 'gu');
const PIECES = new RegExp(`${START}(\\d+)\\s*(?:${PIECE_WORDS})${END}`, 'gu');
const COUNT = new RegExp(`${START}(?:x\\s*(\\d+)|(\\d+)\\s*x)${END}`, 'gu');
const FAMILY = new RegExp(`${START}(?:(?:confezione|formato|conf|pack)\\s+)?famiglia${END}`, 'gu');
const BARE = new RegExp(`${START}(${NUMBER})${END}`, 'gu');

const toNumber = (text: string): number => Number(text.replace(',', '.'));

/** Pack formats of the catalogue whose count is a number of pieces ("6 uova", "40 lavaggi"). */
const PACK_PIECES = /^(\d+) ?([a-z]+)$/;

/** A pack format ("500 g", "6 x 1,5 l", "6 uova", "al kg") read as a PackSize; an unknown one has UNIT_NONE. */
export function parsePackSize(packFormat: string): PackSize {
  const text = foldSearchText(packFormat.trim());
  const none: PackSize = { unit: UNIT_NONE, amount: 0, count: 1, written: 0, family: false };
  if (text === 'al kg' || text === 'a peso') return { ...none, unit: UNIT_WEIGHED };
  const multi = new RegExp(`^(\\d+)\\s*x\\s*(${NUMBER})\\s*(${UNIT_WORDS})$`).exec(text);
  const single = new RegExp(`^(${NUMBER})\\s*(${UNIT_WORDS})$`).exec(text);
  const found = multi ? { count: Number(multi[1]), amount: multi[2]!, word: multi[3]! } : undefined;
  const measured = found ?? (single ? { count: 1, amount: single[1]!, word: single[2]! } : undefined);
  if (measured) {
    const { unit, factor } = UNITS[measured.word]!;
    const written = toNumber(measured.amount);
    const amount = written * factor;
    const total = amount * measured.count;
    const family = measured.count > 1 || total >= (unit === UNIT_GRAMS ? 1000 : 1500);
    return { unit, amount, count: measured.count, written, family };
  }
  const pieces = PACK_PIECES.exec(text);
  if (pieces) {
    const amount = Number(pieces[1]);
    return { unit: UNIT_PIECES, amount, count: 1, written: amount, family: amount >= 10 };
  }
  return none;
}

/** The query without its sizes, and what they ask; `isWord` keeps a bare integer the catalogue has as a word. */
export function extractSizes(
  query: string,
  isWord: (folded: string) => boolean,
): { rest: string; size?: SizeQuery } {
  let text = query.toLowerCase();
  const size: SizeQuery = {};
  const take = (pattern: RegExp, read: (match: RegExpExecArray) => boolean) => {
    text = text.replace(pattern, (...args: unknown[]) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      return read(match) ? ' ' : match[0];
    });
  };
  take(MULTIPACK, (m) => {
    size.count ??= Number(m[1]);
    const { unit, factor } = UNITS[m[3]!]!;
    size.measure ??= { unit, amount: toNumber(m[2]!) * factor };
    return true;
  });
  take(MEASURE, (m) => {
    const { unit, factor } = UNITS[m[2]!]!;
    size.measure ??= { unit, amount: toNumber(m[1]!) * factor };
    return true;
  });
  take(PIECES, (m) => ((size.pieces ??= Number(m[1])), true));
  take(COUNT, (m) => ((size.count ??= Number(m[1] ?? m[2])), true));
  take(FAMILY, () => ((size.family = true), true));
  take(BARE, (m) => {
    const written = m[1]!;
    if (!/[.,]/.test(written) && isWord(written)) return false;
    size.bare ??= toNumber(written);
    return true;
  });
  if (Object.keys(size).length === 0) return { rest: query };
  return { rest: text.replace(/\s+/g, ' ').trim(), size };
}

const near = (value: number, wanted: number): boolean =>
  wanted > 0 && Math.abs(value - wanted) <= wanted * SIZE_TOLERANCE;

/**
 * Whether a pack is of the size the query asks for. A product sold by weight can be bought in any weight:
 * it fits a weight when `withWeighed` (the query names a product too; "500 g" alone lists packs).
 */
export function packMatches(pack: PackSize, size: SizeQuery, withWeighed = true): boolean {
  const total = pack.amount * pack.count;
  const weighed = pack.unit === UNIT_WEIGHED;
  if (size.count !== undefined && pack.count !== size.count) return false;
  if (size.measure) {
    const { unit, amount } = size.measure;
    const fits = weighed
      ? withWeighed && unit === UNIT_GRAMS
      : pack.unit === unit && (near(pack.amount, amount) || near(total, amount));
    if (!fits) return false;
  }
  if (size.pieces !== undefined) {
    const fits = pack.count === size.pieces || (pack.unit === UNIT_PIECES && near(total, size.pieces));
    if (!fits) return false;
  }
  if (size.bare !== undefined) {
    const fits =
      !weighed &&
      (near(pack.written, size.bare) ||
        near(pack.amount, size.bare) ||
        near(total, size.bare) ||
        (pack.count > 1 && pack.count === size.bare));
    if (!fits) return false;
  }
  if (size.family && !pack.family) return false;
  return true;
}

/** The packs of a catalogue index, by slot. */
export interface PackSizes {
  unit: Uint8Array;
  amount: Float64Array;
  count: Int32Array;
  written: Float64Array;
  family: Uint8Array;
}

export function createPackSizes(size: number): PackSizes {
  return {
    unit: new Uint8Array(size),
    amount: new Float64Array(size),
    count: new Int32Array(size).fill(1),
    written: new Float64Array(size),
    family: new Uint8Array(size),
  };
}

export function setPackSize(packs: PackSizes, slot: number, pack: PackSize): void {
  packs.unit[slot] = pack.unit;
  packs.amount[slot] = pack.amount;
  packs.count[slot] = pack.count;
  packs.written[slot] = pack.written;
  packs.family[slot] = pack.family ? 1 : 0;
}

/** Those of `slots` whose pack is of the size the query asks for, in the same order (see packMatches). */
export function slotsOfSize(
  packs: PackSizes,
  slots: Int32Array,
  size: SizeQuery,
  withWeighed: boolean,
): Int32Array {
  const kept = new Int32Array(slots.length);
  const pack: PackSize = { unit: UNIT_NONE, amount: 0, count: 1, written: 0, family: false };
  let n = 0;
  for (const slot of slots) {
    pack.unit = packs.unit[slot] as PackUnit;
    pack.amount = packs.amount[slot]!;
    pack.count = packs.count[slot]!;
    pack.written = packs.written[slot]!;
    pack.family = packs.family[slot] === 1;
    if (packMatches(pack, size, withWeighed)) kept[n++] = slot;
  }
  return kept.subarray(0, n);
}
