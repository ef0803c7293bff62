import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein } from './damerau-levenshtein.js';

describe('boundedDamerauLevenshtein', () => {
  it.each([
    ['parmiggiano', 'parmigiano', 1],
    ['mozarela', 'mozzarella', 2],
    ['biscoti', 'biscotti', 1],
    ['yogrut', 'yogurt', 1],
    ['latte', 'latte', 0],
    ['caffe', 'cafe', 1],
  ])('%s is %i edits from %s', (typed, word, distance) => {
    expect(boundedDamerauLevenshtein(typed, word, 3)).toBe(distance);
  });

  it('stops at the bound and answers bound + 1 beyond it', () => {
    expect(boundedDamerauLevenshtein('pane', 'formaggio', 2)).toBe(3);
    expect(boundedDamerauLevenshtein('mozarela', 'mozzarella', 1)).toBe(2);
  });

  it('measures against the closest beginning of the word as a prefix', () => {
    expect(boundedDamerauLevenshtein('mozarel', 'mozzarella', 2, true)).toBe(1);
    expect(boundedDamerauLevenshtein('parmig', 'parmigiano', 2, true)).toBe(0);
    expect(boundedDamerauLevenshtein('prmig', 'parmigiano', 2, true)).toBe(1);
  });
});
