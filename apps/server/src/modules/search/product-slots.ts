/*
 * The packed record of one product of a catalogue index ("slot"): what filtering, facet counting and ranking read
 * for every match, kept in SLOT_FIELDS consecutive int32 so that a match costs one memory line, not one per column
 * (a 100 000-product search touches thousands of scattered products).
 */

export const SLOT_FIELDS = 4;
/** Index in the index's nameWords of the product's first name word. */
export const SLOT_NAME_START = 0;
/**
 * Bits 0–7: name word count; 8–15: name words that count for length; 16–19: selling type; 20–23: flags; 24–31: the
 * product's attributes (packages/shared product-attributes.ts).
 */
export const SLOT_INFO = 1;
export const SLOT_BRAND = 2;
export const SLOT_CATEGORY = 3;

export const FLAG_PROMO = 1;
export const FLAG_NEW = 2;
export const FLAG_AVAILABLE = 4;

export function packInfo(
  nameLength: number,
  nameWeight: number,
  sellingType: number,
  flags: number,
  attributes = 0,
): number {
  return (
    (Math.min(255, nameLength) |
      (Math.min(255, nameWeight) << 8) |
      ((sellingType & 15) << 16) |
      ((flags & 15) << 20) |
      ((attributes & 255) << 24)) >>>
    0
  );
}

export const nameLengthOf = (info: number): number => info & 255;
export const nameWeightOf = (info: number): number => (info >>> 8) & 255;
export const sellingTypeOf = (info: number): number => (info >>> 16) & 15;
export const flagsOf = (info: number): number => (info >>> 20) & 15;
export const attributesOf = (info: number): number => (info >>> 24) & 255;
