import { describe, expect, it } from 'vitest';
import { isInsideWindow, pricedAt, promotionPeriod } from './promotion-window.js';

const record = {
  id: 1,
  priceCents: 80,
  standardPriceCents: 100,
  promo: '{"promoType":"sconto"}',
  promoStartsAt: 1_000,
  promoEndsAt: 2_000,
};

describe('promotion window', () => {
  it('applies from its start, inclusive, to its end, exclusive', () => {
    expect(isInsideWindow(record, 999)).toBe(false);
    expect(isInsideWindow(record, 1_000)).toBe(true);
    expect(isInsideWindow(record, 1_999)).toBe(true);
    expect(isInsideWindow(record, 2_000)).toBe(false);
    expect(isInsideWindow({ promoStartsAt: null, promoEndsAt: null }, 0)).toBe(true);
  });

  it('sells at the list price, without the promotion, outside the window', () => {
    expect(pricedAt(record, 1_500)).toBe(record);
    expect(pricedAt(record, 2_000)).toEqual({
      ...record,
      promo: null,
      priceCents: 100,
      standardPriceCents: null,
    });
    const noPromo = { ...record, promo: null, standardPriceCents: 120 };
    expect(pricedAt(noPromo, 5_000)).toBe(noPromo);
  });

  it('tells the period in which no promotion starts or stops', () => {
    const windows = [record, { promoStartsAt: 1_500, promoEndsAt: null }];
    expect(promotionPeriod(windows, 500)).toEqual({ from: null, until: 1_000 });
    expect(promotionPeriod(windows, 1_200)).toEqual({ from: 1_000, until: 1_500 });
    expect(promotionPeriod(windows, 1_500)).toEqual({ from: 1_500, until: 2_000 });
    expect(promotionPeriod(windows, 3_000)).toEqual({ from: 2_000, until: null });
  });
});
