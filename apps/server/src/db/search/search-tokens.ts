/*
 * The words of a text as both full-text indexes see them: the FTS5 tokenizer (unicode61, diacritics removed) and
 * spesa_search_fold() of the product-search migration. Lower case, accents removed, runs of a–z and 0–9; any other
 * character separates words. Change one of the three only together with the others.
 */

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^a-z0-9]+/;
const SURFACE_SEPARATORS = /[^\p{L}\p{N}]+/u;

export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

export function searchTokens(text: string): string[] {
  return foldSearchText(text)
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
}

export interface SearchWord {
  /** As the indexes see it, e.g. `caffe`. */
  folded: string;
  /** As written, in lower case, e.g. `caffè`. */
  surface: string;
}

/** The words of a catalogue text with the way each is written, for the vocabulary's display forms. */
export function searchWords(text: string): SearchWord[] {
  const words: SearchWord[] = [];
  for (const surface of text.toLowerCase().split(SURFACE_SEPARATORS)) {
    if (!surface) continue;
    const parts = searchTokens(surface);
    if (parts.length === 1) words.push({ folded: parts[0]!, surface });
    else for (const part of parts) words.push({ folded: part, surface: part });
  }
  return words;
}
