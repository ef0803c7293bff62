import { describe, expect, it } from 'vitest';

import type { SeedProductImage } from '../../db/seed/catalogue/seed-catalogue.types.js';
import { loadEmojiIcon } from '../../lib/emoji-icons.js';
import { renderProductImage } from './product-image.js';

const PACKS: SeedProductImage['pack'][] = ['none', 'box', 'bottle', 'jar', 'bag', 'tray', 'can', 'carton'];

/** Balanced tags, quoted attributes and no stray markup: enough to catch broken string building. */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const match of svg.matchAll(tag)) {
    expect(svg.slice(consumed, match.index)).not.toMatch(/[<>]/);
    consumed = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(svg.slice(consumed)).toBe('');
  expect(stack).toEqual([]);
}

describe('renderProductImage', () => {
  const apple = loadEmojiIcon('red-apple') ?? '';

  it.each(PACKS)('draws a standalone 400 x 400 SVG for the %s pack', (pack) => {
    const svg = renderProductImage({ icon: 'red-apple', background: '#E6F4E1', pack }, apple, 'Mele Golden');
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"',
      ),
    ).toBe(true);
    expect(svg).toContain('fill="#E6F4E1"');
    expect(svg).toContain('scale(');
    expect(svg).toContain(apple);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href=["'](?!#)/);
    expectWellFormed(svg);
  });

  it('draws a different shape for every pack', () => {
    const shapes = PACKS.map((pack) =>
      renderProductImage({ icon: 'red-apple', background: '#E6F4E1', pack }, apple),
    );
    expect(new Set(shapes).size).toBe(PACKS.length);
  });

  it('escapes the label into the title', () => {
    const svg = renderProductImage(
      { icon: 'x', background: '#FFFFFF', pack: 'box' },
      apple,
      'Sale & pepe <"fino">',
    );
    expect(svg).toContain('<title>Sale &amp; pepe &lt;&quot;fino&quot;&gt;</title>');
    expectWellFormed(svg);
  });

  it('leaves out an icon body that could run script or fetch', () => {
    const hostile = '<script>alert(1)</script><image href="https://example.com/x.png"/>';
    const svg = renderProductImage({ icon: 'x', background: '#FFFFFF', pack: 'jar' }, hostile);
    expect(svg).not.toMatch(/<script|https:/);
    expectWellFormed(svg);
  });

  it('falls back to a neutral background when the colour is not a hex value', () => {
    const svg = renderProductImage({ icon: 'x', background: 'url(javascript:1)', pack: 'none' }, apple);
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('fill="#F2F2F2"');
  });
});
