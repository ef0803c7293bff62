import { describe, expect, it } from 'vitest';
import { isValidEan13 } from './ean13.js';
import { generateBenchCatalogue } from './generate-bench-catalogue.js';
import { generateCatalogue } from './generate-catalogue.js';

const MILANO = { city: 'Milano', province: 'MI', postalCode: '20121', latitude: 45.4642, longitude: 9.19 };

describe('generateBenchCatalogue', () => {
  const bench = generateBenchCatalogue('castoro', MILANO, 5_000);

  it('has exactly the asked number of products, the demo catalogue first', () => {
    expect(bench.products).toHaveLength(5_000);
    const demo = generateCatalogue('castoro', MILANO);
    expect(bench.products.slice(0, demo.products.length)).toEqual(demo.products);
    expect(bench.categories).toEqual(demo.categories);
  });

  it('is the same every time', () => {
    expect(generateBenchCatalogue('castoro', MILANO, 5_000)).toEqual(bench);
  });

  it('keeps codes, slugs and barcodes unique and every variant in a known category', () => {
    const { products, categories } = bench;
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
    const leaves = new Set(categories.filter((c) => c.level === 3).map((c) => c.slug));
    for (const product of products) {
      expect(isValidEan13(product.barcode)).toBe(true);
      expect(leaves.has(product.categorySlug)).toBe(true);
      if (product.standardPriceCents !== null)
        expect(product.standardPriceCents).toBeGreaterThan(product.priceCents);
    }
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThan(200);
  });
});
