import { describe, expect, it } from 'vitest';

import { createPrng, hashString } from './prng.js';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createPrng(hashString('tenant-a'));
    const b = createPrng(hashString('tenant-a'));
    const c = createPrng(hashString('tenant-b'));
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
  });

  it('keeps numbers in range', () => {
    const prng = createPrng(42);
    for (let i = 0; i < 1000; i++) {
      const value = prng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = prng.int(3, 7);
      expect(int).toBeGreaterThanOrEqual(3);
      expect(int).toBeLessThanOrEqual(7);
    }
    expect(() => prng.pick([])).toThrow();
  });
});
