import { describe, expect, it } from 'vitest';

import {
  addWord,
  clearWords,
  dropOldWords,
  removeWord,
  saveSearchedWord,
  sortedWords,
  type SearchedWord,
} from './searched-words';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 10, 27, 12);
const word = (name: string, counter: number, daysAgo = 0): SearchedWord => ({
  name,
  counter,
  timestampMs: NOW - daysAgo * DAY,
});

describe('saveSearchedWord (spec §4)', () => {
  it.each([
    {
      behaviour: 'a new word is saved with counter 1 and the current time',
      words: [word('latte', 2, 3)],
      typed: 'pasta',
      expected: [word('latte', 2, 3), word('pasta', 1)],
    },
    {
      behaviour: 'an existing word increments its counter and refreshes its timestamp',
      words: [word('latte', 2, 3)],
      typed: 'latte',
      expected: [word('latte', 3)],
    },
    {
      behaviour: 'an existing word matches whatever its case',
      words: [word('Latte', 2, 3)],
      typed: 'LATTE',
      expected: [word('Latte', 3)],
    },
    {
      behaviour: 'blanks around a word are ignored',
      words: [word('latte', 1, 1)],
      typed: '  latte ',
      expected: [word('latte', 2)],
    },
    {
      behaviour: 'an empty search is not saved',
      words: [word('latte', 1, 1)],
      typed: '   ',
      expected: [word('latte', 1, 1)],
    },
  ])('$behaviour', ({ words, typed, expected }) => {
    const before = words.map((w) => ({ ...w }));
    expect(saveSearchedWord(words, typed, NOW)).toEqual(expected);
    expect(words).toEqual(before);
  });
});

describe('dropOldWords (spec §4)', () => {
  it.each([
    {
      behaviour: 'words older than 30 days are dropped by default',
      words: [word('fresco', 1, 2), word('vecchio', 5, 31)],
      days: undefined,
      expected: ['fresco'],
    },
    {
      behaviour: 'a word exactly 30 days old is kept',
      words: [word('limite', 1, 30)],
      days: undefined,
      expected: ['limite'],
    },
    {
      behaviour: 'another dayWordsSaved is honoured',
      words: [word('fresco', 1, 2), word('settimana', 1, 8)],
      days: 7,
      expected: ['fresco'],
    },
  ])('$behaviour', ({ words, days, expected }) => {
    expect(dropOldWords(words, NOW, days).map((w) => w.name)).toEqual(expected);
  });
});

describe('sortedWords (spec §4)', () => {
  it.each([
    {
      behaviour: 'words are sorted by counter, highest first',
      words: [word('a', 1), word('b', 5), word('c', 3)],
      expected: ['b', 'c', 'a'],
    },
    {
      behaviour: 'among equal counters the most recent comes first',
      words: [word('old', 2, 5), word('new', 2, 1)],
      expected: ['new', 'old'],
    },
  ])('$behaviour', ({ words, expected }) => {
    const before = words.map((w) => w.name);
    expect(sortedWords(words).map((w) => w.name)).toEqual(expected);
    expect(words.map((w) => w.name)).toEqual(before);
  });
});

describe('quick-search word list (spec §4)', () => {
  it.each([
    { behaviour: 'a word is added at the end', list: ['latte'], typed: 'pane', expected: ['latte', 'pane'] },
    {
      behaviour: 'a word already there is not added twice',
      list: ['latte'],
      typed: 'Latte',
      expected: ['latte'],
    },
    { behaviour: 'an empty word is not added', list: ['latte'], typed: ' ', expected: ['latte'] },
    { behaviour: 'a word is added trimmed', list: [], typed: ' uova ', expected: ['uova'] },
  ])('addWord: $behaviour', ({ list, typed, expected }) => {
    const before = [...list];
    expect(addWord(list, typed)).toEqual(expected);
    expect(list).toEqual(before);
  });

  it.each([
    { behaviour: 'a word is removed', list: ['latte', 'pane'], typed: 'latte', expected: ['pane'] },
    {
      behaviour: 'a word is removed whatever its case',
      list: ['latte', 'pane'],
      typed: 'PANE',
      expected: ['latte'],
    },
    {
      behaviour: 'removing a missing word changes nothing',
      list: ['latte'],
      typed: 'uova',
      expected: ['latte'],
    },
  ])('removeWord: $behaviour', ({ list, typed, expected }) => {
    const before = [...list];
    expect(removeWord(list, typed)).toEqual(expected);
    expect(list).toEqual(before);
  });

  it('clearWords empties the list', () => {
    expect(clearWords()).toEqual([]);
  });
});
