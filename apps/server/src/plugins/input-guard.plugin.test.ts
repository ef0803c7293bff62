import { describe, expect, it } from 'vitest';
import { containsNul } from './input-guard.plugin.js';

describe('a NUL byte in parsed input', () => {
  it('is found in strings, array items, object values and object keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul(['a', ['b', '\u0000']])).toBe(true);
    expect(containsNul({ items: [{ name: 'lista\u0000' }] })).toBe(true);
    expect(containsNul({ 'chiave\u0000': 1 })).toBe(true);
  });

  it('is not found in ordinary input, numbers, booleans or nothing', () => {
    expect(containsNul({ login: 'mario.rossi@example.com', quantity: 2, remember: true, x: null })).toBe(
      false,
    );
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul('%00 written out is not a NUL byte')).toBe(false);
  });

  it('is found at any depth and in any length without overflowing the call stack', () => {
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = i % 2 ? [deep] : { livello: deep };
    expect(containsNul(deep)).toBe(true);
    expect(containsNul([...Array.from({ length: 500_000 }, () => 1), '\u0000'])).toBe(true);
  });
});
