import { describe, expect, it } from 'vitest';
import { hasSeveralWords, parseWordList } from './word-list';

describe('word list of the quick search', () => {
  it('splits on commas, semicolons and new lines, each word once', () => {
    expect(parseWordList('latte, pane,uova;Latte\nburro')).toEqual(['latte', 'pane', 'uova', 'burro']);
  });

  it('keeps the decimal comma of a size in its word ("acqua 1,5 l")', () => {
    expect(hasSeveralWords('acqua 1,5 l')).toBe(false);
    expect(parseWordList('acqua 6x1,5l, latte 0,5 l')).toEqual(['acqua 6x1,5l', 'latte 0,5 l']);
    expect(parseWordList('pasta 500,pane')).toEqual(['pasta 500', 'pane']);
    expect(parseWordList('latte,1 kg')).toEqual(['latte', '1 kg']);
  });
});
