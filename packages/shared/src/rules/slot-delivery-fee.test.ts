import { describe, expect, it } from 'vitest';
import { slotFeeCents, slotPricesDiffer } from './slot-delivery-fee';

describe('slot delivery fee', () => {
  it('takes the slot’s own fee, or the zone’s when it has none', () => {
    expect(slotFeeCents(390, null)).toBe(390);
    expect(slotFeeCents(390, 590)).toBe(590);
    expect(slotFeeCents(390, 0)).toBe(0);
  });

  it('says the prices differ only when two known prices are not the same', () => {
    expect(slotPricesDiffer([3.9, 3.9, 3.9])).toBe(false);
    expect(slotPricesDiffer([3.9, 5.9])).toBe(true);
    expect(slotPricesDiffer([3.9, undefined])).toBe(false);
    expect(slotPricesDiffer([])).toBe(false);
  });
});
