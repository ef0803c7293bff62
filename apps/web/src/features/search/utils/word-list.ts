import { addWord } from '@spesa/shared/rules/searched-words';

/**
 * Words are separated by commas (or new lines): "latte, pane, uova". A comma between two digits is the decimal
 * comma of a size ("acqua 1,5 l"), not a separator.
 */
const SEPARATOR = /;|\n|,(?!(?<=\d,)\d)/;

export function hasSeveralWords(text: string): boolean {
  return parseWordList(text).length > 1;
}

/** The quick-search list from `q`; repeated words (whatever their case) appear once. */
export function parseWordList(text: string | null | undefined): string[] {
  return (text ?? '').split(SEPARATOR).reduce<string[]>((list, word) => addWord(list, word), []);
}
