import { productInfosSchema, selectOptionSchema } from '@spesa/shared/catalogue/product.contract';
import { describe, expect, it } from 'vitest';

import { loadEmojiIcon } from '../../../lib/emoji-icons.js';
import { isValidEan13 } from './ean13.js';
import { generateCatalogue, PRODUCT_TEMPLATES } from './generate-catalogue.js';
import { PIECE_WEIGHTS_KG } from './piece-weights.js';
import { PROMO_REFERENCE_DATE } from './roll-promo.js';
import type { SeedProduct } from './seed-catalogue.types.js';

const MILANO = { city: 'Milano', province: 'MI', postalCode: '20121', latitude: 45.4642, longitude: 9.19 };
const TORINO = { city: 'Torino', province: 'TO', postalCode: '10121', latitude: 45.0703, longitude: 7.6869 };

const catalogue = generateCatalogue('spesa-nord', MILANO);
const { categories, products, stores } = catalogue;
const leafSlugs = new Set(categories.filter((c) => c.level === 3).map((c) => c.slug));
const byType = (type: string): SeedProduct[] => products.filter((p) => p.productInfos.TIPOLOGIA === type);
const NON_FOOD = ['cura-della-casa/', 'cura-della-persona/'];

describe('generateCatalogue determinism', () => {
  it('gives an identical catalogue for the same tenant and region', () => {
    expect(generateCatalogue('spesa-nord', MILANO)).toEqual(catalogue);
    expect(JSON.stringify(generateCatalogue('spesa-nord', MILANO))).toBe(JSON.stringify(catalogue));
  });

  it('shares the tree and the assortment between chains but not the prices and promotions', () => {
    const other = generateCatalogue('spesa-sud', TORINO);
    expect(other.categories).toEqual(categories);
    expect(other.products.map((p) => p.code)).toEqual(products.map((p) => p.code));
    const samePrice = other.products.filter((p, i) => p.priceCents === products[i]?.priceCents).length;
    expect(samePrice / products.length).toBeLessThan(0.5);
    const samePromo = other.products.filter((p, i) => (p.promo === null) === (products[i]?.promo === null));
    expect(samePromo.length).toBeLessThan(products.length);
    // The chain's own stores: in the city's centre, two towns around it, the warehouse in the city.
    expect(other.stores.map((s) => s.city)).toEqual(['Torino', 'Moncalieri', 'Collegno', 'Torino']);
  });
});

describe('category tree', () => {
  it('has three levels and at least 60 sottocategorie', () => {
    expect(leafSlugs.size).toBeGreaterThanOrEqual(60);
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
  });

  it('nests every node under a parent one level up with a hierarchical slug', () => {
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    for (const category of categories) {
      if (category.level === 1) {
        expect(category.parentSlug).toBeNull();
        continue;
      }
      const parent = bySlug.get(category.parentSlug ?? '');
      expect(parent?.level).toBe(category.level - 1);
      expect(category.slug.startsWith(`${category.parentSlug}/`)).toBe(true);
      expect(category.slug.split('/')).toHaveLength(category.level);
    }
  });

  it('gives every reparto 2 to 4 categorie and every categoria 2 to 4 sottocategorie', () => {
    const menuRoots = categories.filter((c) => c.level === 1 && !c.hideInMenu);
    expect(menuRoots.length).toBeGreaterThanOrEqual(10);
    for (const parent of categories.filter((c) => c.level < 3 && !c.hideInMenu)) {
      const children = categories.filter((c) => c.parentSlug === parent.slug);
      expect(children.length, parent.slug).toBeGreaterThanOrEqual(2);
      expect(children.length, parent.slug).toBeLessThanOrEqual(4);
    }
  });

  it('adds the hidden home and timeslot-selector roots without children', () => {
    for (const slug of ['home', 'timeslot-selector']) {
      const root = categories.find((c) => c.slug === slug);
      expect(root).toMatchObject({ level: 1, parentSlug: null, hideInMenu: true });
      expect(categories.some((c) => c.parentSlug === slug)).toBe(false);
    }
    expect(categories.find((c) => c.slug === 'home')?.name).toBe('Home');
  });

  it('fills name, title, description and icon of every node', () => {
    for (const category of categories) {
      expect(category.name.length).toBeGreaterThan(1);
      expect(category.title.length).toBeGreaterThan(1);
      expect(category.description).toMatch(/\.$/);
      expect(category.slug).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    }
  });
});

describe('products', () => {
  it('counts at least 650, at least 6 in every sottocategoria, only in sottocategorie', () => {
    expect(products.length).toBeGreaterThanOrEqual(650);
    for (const product of products)
      expect(leafSlugs.has(product.categorySlug), product.categorySlug).toBe(true);
    for (const slug of leafSlugs) {
      expect(products.filter((p) => p.categorySlug === slug).length, slug).toBeGreaterThanOrEqual(6);
    }
  });

  it('has a template for every sottocategoria and none for unknown ones', () => {
    expect(new Set(PRODUCT_TEMPLATES.map((t) => t.slug))).toEqual(leafSlugs);
  });

  it('keeps codes, slugs and barcodes unique, and barcodes valid EAN-13', () => {
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
    for (const product of products) {
      expect(isValidEan13(product.barcode), product.barcode).toBe(true);
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.slug.endsWith(`-${product.code}`)).toBe(true);
    }
  });

  it('sends every productInfos value as a string that the shared contract accepts', () => {
    for (const product of products) {
      for (const value of Object.values(product.productInfos)) expect(typeof value).toBe('string');
      expect(productInfosSchema.safeParse(product.productInfos).success).toBe(true);
      expect(['GR', 'KG', 'ML', 'CL', 'LT', 'L', 'PZ', 'HG']).toContain(
        product.productInfos.WEIGHT_UNIT_SELLING,
      );
    }
  });

  it('sells at least 60 products by weight, priced per kg, with first add and step', () => {
    const weighed = byType('Sfuso');
    expect(weighed.length).toBeGreaterThanOrEqual(60);
    for (const product of weighed) {
      expect(product.packFormat).toBe('al kg');
      expect(product.productInfos).toMatchObject({
        WEIGHT_UNIT_SELLING: 'KG',
        WEIGHT_UNIT_BASE: 'KG',
        WEIGHT_VARIABLE: 'true',
      });
      expect(Number(product.productInfos.WEIGHT_SELLING)).toBeGreaterThan(0);
      expect(Number(product.productInfos.STEP_SELLING)).toBeGreaterThan(0);
      expect(product.productInfos.QTY_MULT).toBeUndefined();
    }
  });

  it('gives fruit, vegetables, meat and fish sold by weight their average piece, truthful and by weight only', () => {
    const names = new Set(products.map((p) => p.name));
    for (const name of Object.keys(PIECE_WEIGHTS_KG)) expect(names, name).toContain(name);
    const byPiece = byType('Sfuso').filter((p) => p.productInfos.WEIGHT_SELLING_SINGLE_UNIT !== undefined);
    expect(byPiece.length).toBeGreaterThanOrEqual(30);
    for (const product of byPiece) {
      expect(Number(product.productInfos.WEIGHT_SELLING_SINGLE_UNIT)).toBe(PIECE_WEIGHTS_KG[product.name]);
    }
    const golden = products.find((p) => p.name.startsWith('Mele Golden') && p.packFormat === 'al kg');
    expect(golden?.productInfos.WEIGHT_SELLING_SINGLE_UNIT).toBe('0.2');
    const packed = products.find((p) => p.name.startsWith('Mele Golden') && p.packFormat !== 'al kg');
    expect(packed?.productInfos.TIPOLOGIA).not.toBe('Sfuso');
  });

  it('sells at least 40 multi-packs with their number of pieces', () => {
    const multipacks = byType('Confezione');
    expect(multipacks.length).toBeGreaterThanOrEqual(40);
    for (const product of multipacks) {
      const count = Number(product.productInfos.LOGISTIC_PACKAGING_ITEMS);
      expect(product.packFormat.startsWith(`${count} x `)).toBe(true);
      expect(Number(product.productInfos.WEIGHT_SELLING)).toBeCloseTo(
        count * Number(product.productInfos.WEIGHT_SELLING_SINGLE_UNIT),
      );
    }
  });

  it('sells most products by the piece, some with multiples, locks, minimum and maximum', () => {
    const pieces = byType('Pezzo');
    expect(pieces.length).toBeGreaterThan(products.length / 2);
    expect(products.find((p) => p.packFormat === '1,5 l')?.productInfos).toMatchObject({
      WEIGHT_SELLING: '1.5',
      WEIGHT_UNIT_SELLING: 'LT',
    });
    expect(products.find((p) => p.packFormat === '500 g')?.productInfos).toMatchObject({
      WEIGHT_SELLING: '500',
      WEIGHT_UNIT_SELLING: 'GR',
    });
    expect(pieces.some((p) => p.productInfos.QTY_MULT === '2')).toBe(true);
    expect(pieces.some((p) => p.productInfos.QTY_MULT === '6' && p.productInfos.QTY_LOCKED === 'true')).toBe(
      true,
    );
    expect(pieces.some((p) => p.productInfos.MINACQ === '2')).toBe(true);
    expect(pieces.some((p) => p.productInfos.MAXACQ !== undefined)).toBe(true);
    for (const product of products) {
      const { QTY_MULT, MAXACQ, MINACQ } = product.productInfos;
      if (QTY_MULT !== undefined && MAXACQ !== undefined) expect(Number(MAXACQ) % Number(QTY_MULT)).toBe(0);
      if (MINACQ !== undefined && MAXACQ !== undefined)
        expect(Number(MINACQ)).toBeLessThanOrEqual(Number(MAXACQ));
    }
  });

  it('offers about ten products with valid radio or select options', () => {
    const withOptions = products.filter((p) => p.selectOptions.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(8);
    expect(withOptions.length).toBeLessThanOrEqual(20);
    const types = new Set(withOptions.flatMap((p) => p.selectOptions.map((o) => o.type)));
    expect(types).toEqual(new Set(['radio', 'select']));
    for (const option of withOptions.flatMap((p) => p.selectOptions)) {
      expect(selectOptionSchema.safeParse(option).success).toBe(true);
      expect(option.parameterName).toMatch(/^[a-z0-9]+([_-][a-z0-9]+)*$/);
      expect(option.options.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts about 15 % in promotion with a crossed-out price above the price paid', () => {
    const promos = products.filter((p) => p.promo !== null);
    expect(promos.length / products.length).toBeGreaterThan(0.1);
    expect(promos.length / products.length).toBeLessThan(0.22);
    const crossedOut = products.filter((p) => p.standardPriceCents !== null);
    expect(crossedOut.length / products.length).toBeGreaterThan(0.1);
    for (const product of crossedOut) {
      expect(product.standardPriceCents).toBeGreaterThan(product.priceCents);
      expect(product.promo).not.toBeNull();
    }
    for (const product of promos) {
      const promo = product.promo!;
      if (promo.promoType === 'multibuy') {
        expect(product.standardPriceCents).toBeNull();
        expect(promo.discountCents).toBe(0);
      } else {
        expect(product.standardPriceCents! - product.priceCents).toBe(promo.discountCents);
      }
      expect(promo.validityDate <= PROMO_REFERENCE_DATE).toBe(true);
      expect(promo.expireDate > PROMO_REFERENCE_DATE).toBe(true);
      expect(promo.view.header.length).toBeGreaterThan(0);
      expect(promo.view.cssClass).toMatch(/^promo-/);
    }
    const selectable = promos.filter((p) => p.promo?.selectable);
    expect(selectable.length).toBeGreaterThan(0);
    for (const product of selectable) expect(product.promo?.view.selectablePromoText).toBeTruthy();
    expect(new Set(promos.map((p) => p.promo?.promoType))).toEqual(
      new Set(['sconto', 'prezzo-speciale', 'taglio-prezzo', 'multibuy']),
    );
  });

  it('marks about 8 % as new and about 2 % as not available', () => {
    const fresh = products.filter((p) => p.isNew).length / products.length;
    const unavailable = products.filter((p) => !p.available).length / products.length;
    expect(fresh).toBeGreaterThan(0.04);
    expect(fresh).toBeLessThan(0.13);
    expect(unavailable).toBeGreaterThan(0);
    expect(unavailable).toBeLessThan(0.05);
  });

  it('prices in whole cents and applies 4, 10 and 22 % VAT, 22 % on non-food', () => {
    for (const product of products) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.priceCents).toBeGreaterThan(0);
      if (NON_FOOD.some((prefix) => product.categorySlug.startsWith(prefix))) expect(product.vatPct).toBe(22);
    }
    expect(new Set(products.map((p) => p.vatPct))).toEqual(new Set([4, 10, 22]));
  });

  it('describes food with ingredients, allergens, storage and a per-100 nutrition table', () => {
    for (const product of products) {
      expect(product.description.long.length).toBeGreaterThan(60);
      expect(product.description.storage).toBeTruthy();
      if (NON_FOOD.some((prefix) => product.categorySlug.startsWith(prefix))) continue;
      expect(product.description.ingredients, product.name).toBeTruthy();
      expect(product.description.allergens, product.name).toBeTruthy();
      expect(product.description.nutrition).toMatch(
        /^<table[^>]*>.*Energia.*kJ.*kcal.*Grassi.*Carboidrati.*Proteine.*Sale.*<\/table>$/,
      );
    }
  });

  it('draws every product and category with an icon of the Fluent Emoji Flat set', () => {
    const icons = new Set([...products.map((p) => p.image.icon), ...categories.map((c) => c.icon)]);
    const missing = [...icons].filter((icon) => loadEmojiIcon(icon) === undefined);
    expect(missing).toEqual([]);
    for (const product of products) expect(product.image.background).toMatch(/^#[0-9A-F]{6}$/i);
    expect(products.find((p) => p.name.startsWith('Mele'))?.image.pack).toBe('none');
    expect(products.find((p) => p.name === 'Spaghetti n.5')?.image.pack).toBe('bag');
  });
});

describe('stores', () => {
  it('opens at least two pick-up shops, one also delivering, and one home-delivery warehouse near the city', () => {
    expect(stores.length).toBeGreaterThanOrEqual(3);
    const shops = stores.filter((s) => !s.isWarehouse && s.deliveryServiceIds.includes(1));
    expect(shops.length).toBeGreaterThanOrEqual(2);
    expect(shops.some((s) => s.deliveryServiceIds.includes(2))).toBe(true);
    const warehouses = stores.filter((s) => s.isWarehouse);
    expect(warehouses).toHaveLength(1);
    expect(warehouses[0]?.deliveryServiceIds).toEqual([2]);
    expect(new Set(stores.map((s) => s.code)).size).toBe(stores.length);
    for (const store of stores) {
      expect(Math.abs(store.latitude - MILANO.latitude)).toBeLessThan(0.1);
      expect(Math.abs(store.longitude - MILANO.longitude)).toBeLessThan(0.1);
      expect(store.openingHours).toMatch(/lunedì/i);
      expect(store.phone).toMatch(/^02 \d{7}$/);
    }
  });
});
