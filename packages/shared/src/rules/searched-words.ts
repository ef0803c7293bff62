/** spec §3 "Searched words". */
export interface SearchedWord {
  name: string;
  counter: number;
  timestampMs: number;
}

/** spec §9: dayWordsSaved. */
export const DAY_WORDS_SAVED = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function sameWord(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('it-IT') === b.trim().toLocaleLowerCase('it-IT');
}

/** spec §4: saving an existing word (case-insensitive) increments its counter and refreshes its timestamp. */
export function saveSearchedWord(
  words: readonly SearchedWord[],
  word: string,
  nowMs: number,
): SearchedWord[] {
  const name = word.trim();
  if (name === '') return [...words];
  const existing = words.find((saved) => sameWord(saved.name, name));
  if (!existing) return [...words, { name, counter: 1, timestampMs: nowMs }];
  return words.map((saved) =>
    saved === existing ? { ...saved, counter: saved.counter + 1, timestampMs: nowMs } : saved,
  );
}

/** spec §4: words older than dayWordsSaved days are dropped. */
export function dropOldWords(
  words: readonly SearchedWord[],
  nowMs: number,
  dayWordsSaved: number = DAY_WORDS_SAVED,
): SearchedWord[] {
  return words.filter((word) => nowMs - word.timestampMs <= dayWordsSaved * DAY_MS);
}

/** spec §4: by counter, highest first; among equals the most recent first. */
export function sortedWords(words: readonly SearchedWord[]): SearchedWord[] {
  return [...words].sort((a, b) => b.counter - a.counter || b.timestampMs - a.timestampMs);
}

/** spec §4: the quick-search word list; a word already there (case-insensitive) is not added twice. */
export function addWord(list: readonly string[], word: string): string[] {
  const name = word.trim();
  if (name === '' || list.some((saved) => sameWord(saved, name))) return [...list];
  return [...list, name];
}

export function removeWord(list: readonly string[], word: string): string[] {
  return list.filter((saved) => !sameWord(saved, word));
}

export function clearWords(): string[] {
  return [];
}
