import { describe, expect, it } from 'vitest';
import { lineTaxables, spreadDiscount, summariseVat } from './vat-summary.js';

describe('VAT from gross amounts', () => {
  const lines = [
    { vatPct: 4, grossCents: 333 },
    { vatPct: 4, grossCents: 333 },
    { vatPct: 4, grossCents: 334 },
    { vatPct: 10, grossCents: 199 },
    { vatPct: 22, grossCents: 1 },
    { vatPct: 22, grossCents: 1 },
    { vatPct: 22, grossCents: 1 },
  ];

  it('per rate: taxable = round(gross × 100 / (100 + rate)), VAT = gross − taxable', () => {
    expect(summariseVat(lines)).toEqual([
      { vatPct: 22, grossCents: 3, taxableCents: 2, vatCents: 1 },
      { vatPct: 10, grossCents: 199, taxableCents: 181, vatCents: 18 },
      { vatPct: 4, grossCents: 1000, taxableCents: 962, vatCents: 38 },
    ]);
  });

  it("the lines of a rate add up to the rate's taxable amount, though each is rounded on its own", () => {
    const taxables = lineTaxables(lines);
    // Rounded one by one the three 1-cent lines at 22 % would give 3 cents, the 4 % lines 961.
    expect(taxables.slice(4).reduce((a, b) => a + b, 0)).toBe(2);
    expect(taxables.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(962);
    expect(taxables[3]).toBe(181);
  });

  it('spreads a discount over the rates in proportion, to the cent', () => {
    const spread = spreadDiscount(lines, 100);
    expect(spread.reduce((s, d) => s + d.grossCents, 0)).toBe(100);
    expect(spread).toEqual([
      { vatPct: 10, grossCents: 17 },
      { vatPct: 4, grossCents: 83 },
    ]);
  });
});
