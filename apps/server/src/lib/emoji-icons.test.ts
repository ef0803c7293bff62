import { describe, expect, it } from 'vitest';

import { loadEmojiIcon } from './emoji-icons.js';

describe('loadEmojiIcon', () => {
  it('returns the SVG body of an icon of the set', () => {
    const body = loadEmojiIcon('red-apple');
    expect(body).toMatch(/^<g[\s>]/);
    expect(body).toContain('<path');
  });

  it('resolves an alias to its parent with the alias flip applied', () => {
    const parent = loadEmojiIcon('backhand-index-pointing-left');
    const alias = loadEmojiIcon('backhand-index-pointing-right');
    expect(parent).toBeDefined();
    expect(alias).toBe(`<g transform="translate(32 0) scale(-1 1)">${parent}</g>`);
  });

  it('answers undefined for an unknown name', () => {
    expect(loadEmojiIcon('not-an-icon')).toBeUndefined();
  });
});
