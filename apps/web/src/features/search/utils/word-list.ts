import { addWord } from '@spesa/shared/rules/searched-words';

/** Words are separated by commas (or new lines): "latte, pane, uova". */
const SEPARATOR = /[,;\n]/;

export function hasSeveralWords(text: string): boolean {
  return parseWordList(text).length > 1;
}

/** The quick-search list from `q`; repeated words (whatever their case) appear once. */
export function parseWordList(text: string | null | undefined): string[] {
  return (text ?? '').split(SEPARATOR).reduce<string[]>((list, word) => addWord(list, word), []);
}
