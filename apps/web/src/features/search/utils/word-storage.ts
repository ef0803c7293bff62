import {
  dropOldWords,
  saveSearchedWord,
  sortedWords,
  type SearchedWord,
} from '@spesa/shared/rules/searched-words';

/** spec §4: the searched words and the quick-search list persist in local storage. */
const SEARCHED_WORDS_KEY = 'spesa.searchedWords';
const FAST_SEARCH_WORDS_KEY = 'spesa.fastSearchWords';

function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the words are only a convenience.
  }
}

function isSearchedWord(value: unknown): value is SearchedWord {
  if (typeof value !== 'object' || value === null) return false;
  const word = value as Partial<SearchedWord>;
  return (
    typeof word.name === 'string' && typeof word.counter === 'number' && typeof word.timestampMs === 'number'
  );
}

/** spec §4: words older than 30 days are dropped; the rest by counter, highest first. */
export function readSearchedWords(nowMs: number = Date.now()): SearchedWord[] {
  const stored = readJson(SEARCHED_WORDS_KEY);
  const words = Array.isArray(stored) ? stored.filter(isSearchedWord) : [];
  return sortedWords(dropOldWords(words, nowMs));
}

/** spec §4: saving a word already there (whatever its case) raises its counter and refreshes its time. */
export function recordSearchedWord(word: string, nowMs: number = Date.now()): SearchedWord[] {
  const words = sortedWords(saveSearchedWord(readSearchedWords(nowMs), word, nowMs));
  writeJson(SEARCHED_WORDS_KEY, words);
  return words;
}

export function readFastSearchWords(): string[] {
  const stored = readJson(FAST_SEARCH_WORDS_KEY);
  return Array.isArray(stored) ? stored.filter((word): word is string => typeof word === 'string') : [];
}

export function storeFastSearchWords(words: readonly string[]): void {
  writeJson(FAST_SEARCH_WORDS_KEY, words);
}
