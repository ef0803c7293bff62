import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../../testing/build-product';
import { productUnitPrice } from './product-unit-price';

describe('unit price of a product (spec §5)', () => {
  it.each([
    [
      '500 g at 1,99 €',
      { WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'GR', WEIGHT_UNIT_BASE: 'KG' },
      1.99,
      3.98,
      'kg',
    ],
    [
      '500 ml at 0,90 €',
      { WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'ML', WEIGHT_UNIT_BASE: 'LT' },
      0.9,
      1.8,
      'l',
    ],
    [
      '1,5 kg at 3,49 €',
      { WEIGHT_SELLING: '1.5', WEIGHT_UNIT_SELLING: 'KG', WEIGHT_UNIT_BASE: 'KG' },
      3.49,
      2.33,
      'kg',
    ],
    ['3 × 200 ml at 2,39 €', { WEIGHT_SELLING: '600', WEIGHT_UNIT_SELLING: 'ML' }, 2.39, 3.98, 'l'],
    ['4 pieces at 2,99 €', { WEIGHT_SELLING: '4', WEIGHT_UNIT_SELLING: 'PZ' }, 2.99, 0.75, 'pz'],
  ] as const)('%s', (_label, infos, priceDisplay, priceEuro, unit) => {
    const product = buildProduct({ priceDisplay, productInfos: { TIPOLOGIA: 'Pezzo', ...infos } });
    expect(productUnitPrice(product)).toEqual({ priceEuro, unit });
  });

  it('is not shown for a weighed item, whose price already is per kg', () => {
    const apples = buildProduct({ productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5' } });
    expect(productUnitPrice(apples)).toBeNull();
  });

  it("falls back on the server's figure when the pack does not say its weight", () => {
    const product = buildProduct({ priceUmDisplay: 4.2, weightUnitDisplay: 'kg' });
    expect(productUnitPrice(product)).toEqual({ priceEuro: 4.2, unit: 'kg' });
  });
});
