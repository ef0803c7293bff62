import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes euro amounts the Italian way, with the sign after the amount', () => {
    expect(formatMoney(1.99).replace(/\s/g, ' ')).toBe('1,99 €');
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €');
  });
});
