import { beforeEach, describe, expect, it } from 'vitest';
import { readSearchedWords, recordSearchedWord } from './word-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('searched words in local storage (spec §4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('count a word again whatever its case and keep the most searched first', () => {
    recordSearchedWord('latte', 1_000);
    recordSearchedWord('Pasta', 2_000);
    recordSearchedWord('pasta', 3_000);

    expect(readSearchedWords(4_000)).toEqual([
      { name: 'Pasta', counter: 2, timestampMs: 3_000 },
      { name: 'latte', counter: 1, timestampMs: 1_000 },
    ]);
  });

  it('drop the words not searched for 30 days', () => {
    recordSearchedWord('panettone', 0);
    recordSearchedWord('latte', 20 * DAY_MS);
    expect(readSearchedWords(31 * DAY_MS).map((word) => word.name)).toEqual(['latte']);
  });

  it('survive what another version left in the storage', () => {
    window.localStorage.setItem('spesa.searchedWords', '[{"name":1},"x"]');
    expect(readSearchedWords()).toEqual([]);
    window.localStorage.setItem('spesa.searchedWords', 'no');
    expect(recordSearchedWord('uova', 5)).toEqual([{ name: 'uova', counter: 1, timestampMs: 5 }]);
  });
});
