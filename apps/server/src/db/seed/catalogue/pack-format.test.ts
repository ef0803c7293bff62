import { describe, expect, it } from 'vitest';

import { formatAmount, parsePackFormat } from './pack-format.js';

describe('parsePackFormat', () => {
  it('reads weighed, single and multi-pack formats', () => {
    expect(parsePackFormat('al kg')).toEqual({ kind: 'weighed' });
    expect(parsePackFormat('500 g')).toEqual({ kind: 'single', amount: 500, unit: 'GR', baseUnit: 'KG' });
    expect(parsePackFormat('1,5 l')).toEqual({ kind: 'single', amount: 1.5, unit: 'LT', baseUnit: 'LT' });
    expect(parsePackFormat('75 cl')).toEqual({ kind: 'single', amount: 75, unit: 'CL', baseUnit: 'LT' });
    expect(parsePackFormat('6 uova')).toEqual({ kind: 'single', amount: 6, unit: 'PZ', baseUnit: 'PZ' });
    expect(parsePackFormat('6 x 1,5 l')).toEqual({
      kind: 'multipack',
      count: 6,
      amount: 1.5,
      unit: 'LT',
      baseUnit: 'LT',
    });
    expect(parsePackFormat('4 x 125 g')).toEqual({
      kind: 'multipack',
      count: 4,
      amount: 125,
      unit: 'GR',
      baseUnit: 'KG',
    });
  });

  it('refuses a format it does not know', () => {
    expect(() => parsePackFormat('una cassa')).toThrow(/Unknown pack format/);
    expect(() => parsePackFormat('3 bottiglie')).toThrow(/Unknown pack format/);
  });

  it('prints amounts with a dot and without float noise', () => {
    expect(formatAmount(6 * 1.5)).toBe('9');
    expect(formatAmount(3 * 0.15)).toBe('0.45');
    expect(formatAmount(0.1 + 0.2)).toBe('0.3');
  });
});
