import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ProductInfos } from '../catalogue/product.contract';
import {
  DAILY_MAX_EXCEEDED_MESSAGE,
  MAX_ACQ_MESSAGE,
  MIN_ACQ_MESSAGE,
  decrement,
  displayQuantity,
  estimatedPriceCents,
  increment,
  manualEntry,
  packageConversion,
  quantityRule,
  type QuantityProduct,
} from './quantity';

const piece = (infos: Partial<ProductInfos> = {}, extra: Omit<QuantityProduct, 'productInfos'> = {}) =>
  quantityRule({ productInfos: { TIPOLOGIA: 'Pezzo', ...infos }, ...extra });
const pack = (infos: Partial<ProductInfos> = {}) =>
  quantityRule({ productInfos: { TIPOLOGIA: 'Confezione', ...infos } });
const weighed = (infos: Partial<ProductInfos> = {}) =>
  quantityRule({
    productInfos: {
      TIPOLOGIA: 'Sfuso',
      WEIGHT_SELLING: '0.5',
      STEP_SELLING: '0.1',
      WEIGHT_UNIT_SELLING: 'KG',
      WEIGHT_UNIT_BASE: 'KG',
      ...infos,
    },
  });

describe('limit messages (spec §8)', () => {
  it.each([
    ['the per-product maximum', MAX_ACQ_MESSAGE, 'Puoi acquistare al massimo {count} pz'],
    [
      'the daily maximum',
      DAILY_MAX_EXCEEDED_MESSAGE,
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    ],
    [
      'the minimum quantity',
      MIN_ACQ_MESSAGE,
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    ],
  ])('%s message is the spec text', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('quantityRule reads the string productInfos', () => {
  it.each([
    { behaviour: 'a missing QTY_MULT steps by 1', rule: piece(), key: 'multiple', expected: 1 },
    { behaviour: 'a zero QTY_MULT steps by 1', rule: piece({ QTY_MULT: '0' }), key: 'multiple', expected: 1 },
    { behaviour: 'QTY_MULT "6" steps by 6', rule: piece({ QTY_MULT: '6' }), key: 'multiple', expected: 6 },
    {
      behaviour: 'QTY_LOCKED "true" locks',
      rule: piece({ QTY_LOCKED: 'true' }),
      key: 'isLocked',
      expected: true,
    },
    {
      behaviour: 'QTY_LOCKED "false" does not lock',
      rule: piece({ QTY_LOCKED: 'false' }),
      key: 'isLocked',
      expected: false,
    },
    { behaviour: 'MINACQ "2" is the minimum', rule: piece({ MINACQ: '2' }), key: 'minAcq', expected: 2 },
    {
      behaviour: 'the product minAcq number is the minimum when MINACQ is absent',
      rule: piece({}, { minAcq: 3 }),
      key: 'minAcq',
      expected: 3,
    },
    {
      behaviour: 'a null product minAcq means no minimum',
      rule: piece({}, { minAcq: null }),
      key: 'minAcq',
      expected: undefined,
    },
    { behaviour: 'MAXACQ "10" is the maximum', rule: piece({ MAXACQ: '10' }), key: 'maxAcq', expected: 10 },
    {
      behaviour: 'a Sfuso WEIGHT_SELLING in grams is kept in kg',
      rule: weighed({ WEIGHT_SELLING: '500', STEP_SELLING: '100', WEIGHT_UNIT_SELLING: 'GR' }),
      key: 'firstWeight',
      expected: 0.5,
    },
    {
      behaviour: 'a Sfuso STEP_SELLING with a decimal comma is read',
      rule: weighed({ STEP_SELLING: '0,25' }),
      key: 'stepWeight',
      expected: 0.25,
    },
    {
      behaviour: 'a Sfuso without STEP_SELLING steps by WEIGHT_SELLING',
      rule: weighed({ STEP_SELLING: undefined }),
      key: 'stepWeight',
      expected: 0.5,
    },
    {
      behaviour: 'a Sfuso priced per hg costs ten times its price per kg',
      rule: weighed({ WEIGHT_UNIT_BASE: 'HG' }),
      key: 'priceRatio',
      expected: 10,
    },
    {
      behaviour: 'a Pezzo reads LOGISTIC_PACKAGING_ITEMS',
      rule: piece({ LOGISTIC_PACKAGING_ITEMS: '6' }),
      key: 'packagingItems',
      expected: 6,
    },
    {
      behaviour: 'a Confezione is already a package',
      rule: pack({ LOGISTIC_PACKAGING_ITEMS: '6' }),
      key: 'packagingItems',
      expected: undefined,
    },
  ] as const)('$behaviour', ({ rule, key, expected }) => {
    expect(rule[key]).toBe(expected);
  });
});

describe('increment (spec §5)', () => {
  it.each([
    {
      behaviour: 'plus on a Pezzo not in the cart adds one',
      rule: piece(),
      current: 0,
      expected: { quantity: 1 },
    },
    { behaviour: 'plus on a Pezzo adds one', rule: piece(), current: 3, expected: { quantity: 4 } },
    { behaviour: 'plus on a Confezione adds one', rule: pack(), current: 1, expected: { quantity: 2 } },
    {
      behaviour: 'plus with QTY_MULT 6 adds a multiple',
      rule: piece({ QTY_MULT: '6' }),
      current: 6,
      expected: { quantity: 12 },
    },
    {
      behaviour: 'plus from an odd quantity rounds up to the next multiple',
      rule: piece({ QTY_MULT: '6' }),
      current: 4,
      expected: { quantity: 6 },
    },
    {
      behaviour: 'the first plus gives minAcq when it is above the step',
      rule: piece({ MINACQ: '2' }),
      current: 0,
      expected: { quantity: 2 },
    },
    {
      behaviour: 'the first plus gives the product minAcq',
      rule: piece({}, { minAcq: 3 }),
      current: 0,
      expected: { quantity: 3 },
    },
    {
      behaviour: 'plus above minAcq steps normally',
      rule: piece({ MINACQ: '2' }),
      current: 2,
      expected: { quantity: 3 },
    },
    {
      behaviour: 'the first plus on a locked item gives minAcq rounded up to the multiple',
      rule: piece({ QTY_MULT: '2', QTY_LOCKED: 'true', MINACQ: '3' }),
      current: 0,
      expected: { quantity: 4 },
    },
    {
      behaviour: 'plus up to MAXACQ is allowed',
      rule: piece({ MAXACQ: '10' }),
      current: 9,
      expected: { quantity: 10 },
    },
    {
      behaviour: 'plus at MAXACQ stays there and tells the maximum',
      rule: piece({ MAXACQ: '10' }),
      current: 10,
      expected: { quantity: 10, event: 'max-acq', message: 'Puoi acquistare al massimo 10 pz' },
    },
    {
      behaviour: 'plus past MAXACQ with a multiple is capped and tells the maximum',
      rule: piece({ QTY_MULT: '6', MAXACQ: '12' }),
      current: 12,
      expected: { quantity: 12, event: 'max-acq', message: 'Puoi acquistare al massimo 12 pz' },
    },
    {
      behaviour: 'plus on a line already above MAXACQ brings it down to the cap',
      rule: piece({ MAXACQ: '5' }),
      current: 7,
      expected: { quantity: 5, event: 'max-acq', message: 'Puoi acquistare al massimo 5 pz' },
    },
    {
      behaviour: 'the first plus on a Sfuso gives WEIGHT_SELLING',
      rule: weighed(),
      current: 0,
      expected: { quantity: 0.5 },
    },
    {
      behaviour: 'plus on a Sfuso adds STEP_SELLING',
      rule: weighed(),
      current: 0.5,
      expected: { quantity: 0.6 },
    },
    {
      behaviour: 'plus on a Sfuso rounds to 3 decimals',
      rule: weighed(),
      current: 0.7,
      expected: { quantity: 0.8 },
    },
    {
      behaviour: 'plus on a Sfuso below WEIGHT_SELLING gives WEIGHT_SELLING',
      rule: weighed(),
      current: 0.3,
      expected: { quantity: 0.5 },
    },
    {
      behaviour: 'the first plus on a Sfuso sold in grams gives the weight in kg',
      rule: weighed({ WEIGHT_SELLING: '300', STEP_SELLING: '50', WEIGHT_UNIT_SELLING: 'GR' }),
      current: 0,
      expected: { quantity: 0.3 },
    },
    {
      behaviour: 'plus on a Sfuso sold in grams adds the step in kg',
      rule: weighed({ WEIGHT_SELLING: '300', STEP_SELLING: '50', WEIGHT_UNIT_SELLING: 'GR' }),
      current: 0.3,
      expected: { quantity: 0.35 },
    },
    {
      behaviour: 'a Sfuso is not capped by MAXACQ, a count of pieces',
      rule: weighed({ MAXACQ: '1' }),
      current: 1,
      expected: { quantity: 1.1 },
    },
  ])('$behaviour', ({ rule, current, expected }) => {
    expect(increment(rule, current)).toEqual(expected);
  });
});

describe('decrement (spec §4 and §5)', () => {
  it.each([
    { behaviour: 'minus on a Pezzo removes one', rule: piece(), current: 3, expected: { quantity: 2 } },
    {
      behaviour: 'minus to 0 asks for removal confirmation',
      rule: piece(),
      current: 1,
      expected: { quantity: 0, event: 'confirm-removal' },
    },
    {
      behaviour: 'minus on a product not in the cart does nothing',
      rule: piece(),
      current: 0,
      expected: { quantity: 0 },
    },
    {
      behaviour: 'minus with QTY_MULT 6 removes a multiple',
      rule: piece({ QTY_MULT: '6' }),
      current: 12,
      expected: { quantity: 6 },
    },
    {
      behaviour: 'minus from an odd quantity rounds down to the previous multiple',
      rule: piece({ QTY_MULT: '6' }),
      current: 7,
      expected: { quantity: 6 },
    },
    {
      behaviour: 'minus from the only multiple asks for removal confirmation',
      rule: pack({ QTY_MULT: '6' }),
      current: 6,
      expected: { quantity: 0, event: 'confirm-removal' },
    },
    {
      behaviour: 'minus above minAcq steps normally',
      rule: piece({ MINACQ: '2' }),
      current: 3,
      expected: { quantity: 2 },
    },
    {
      behaviour: 'minus from minAcq asks for removal confirmation',
      rule: piece({ MINACQ: '2' }),
      current: 2,
      expected: { quantity: 0, event: 'confirm-removal' },
    },
    {
      behaviour: 'minus below minAcq emits the minimum-purchase error and stops at minAcq',
      rule: piece({ QTY_MULT: '2', MINACQ: '3' }),
      current: 4,
      expected: { quantity: 3, event: 'min-acq', message: MIN_ACQ_MESSAGE },
    },
    {
      behaviour: 'minus on a line already below minAcq asks for removal confirmation',
      rule: piece({ MINACQ: '3' }),
      current: 2,
      expected: { quantity: 0, event: 'confirm-removal' },
    },
    {
      behaviour: 'minus on a line above MAXACQ brings it down to the cap',
      rule: piece({ MAXACQ: '10' }),
      current: 15,
      expected: { quantity: 10 },
    },
    {
      behaviour: 'minus on a Sfuso subtracts STEP_SELLING',
      rule: weighed(),
      current: 0.8,
      expected: { quantity: 0.7 },
    },
    {
      behaviour: 'minus on a Sfuso may reach WEIGHT_SELLING',
      rule: weighed(),
      current: 0.6,
      expected: { quantity: 0.5 },
    },
    {
      behaviour: 'minus on a Sfuso below WEIGHT_SELLING falls to 0 and asks for removal',
      rule: weighed(),
      current: 0.5,
      expected: { quantity: 0, event: 'confirm-removal' },
    },
    {
      behaviour: 'minus on a Sfuso between two steps falls to 0 when below WEIGHT_SELLING',
      rule: weighed(),
      current: 0.55,
      expected: { quantity: 0, event: 'confirm-removal' },
    },
    {
      behaviour: 'minus on a Sfuso rounds to 3 decimals',
      rule: weighed({ STEP_SELLING: '0.15' }),
      current: 1.05,
      expected: { quantity: 0.9 },
    },
  ])('$behaviour', ({ rule, current, expected }) => {
    expect(decrement(rule, current)).toEqual(expected);
  });
});

describe('manualEntry (spec §4)', () => {
  it.each([
    {
      behaviour: 'a Sfuso refuses manual entry',
      rule: weighed(),
      typed: '2',
      expected: { event: 'refused', reason: 'weighed-item' },
    },
    {
      behaviour: 'text that is not a whole number is refused',
      rule: piece(),
      typed: 'due',
      expected: { event: 'refused', reason: 'not-a-quantity' },
    },
    {
      behaviour: 'a decimal count of pieces is refused',
      rule: piece(),
      typed: '2,5',
      expected: { event: 'refused', reason: 'not-a-quantity' },
    },
    {
      behaviour: 'a negative count is refused',
      rule: piece(),
      typed: '-1',
      expected: { event: 'refused', reason: 'not-a-quantity' },
    },
    { behaviour: 'typing 0 removes the item', rule: piece(), typed: '0', expected: { quantity: 0 } },
    {
      behaviour: 'a typed count on a Pezzo is taken',
      rule: piece(),
      typed: ' 4 ',
      expected: { quantity: 4 },
    },
    {
      behaviour: 'a typed count on a Confezione is taken',
      rule: pack(),
      typed: 3,
      expected: { quantity: 3 },
    },
    {
      behaviour: 'an unlocked multiple is not rounded',
      rule: piece({ QTY_MULT: '6' }),
      typed: '4',
      expected: { quantity: 4 },
    },
    {
      behaviour: 'a locked multiple rounds up to the multiple',
      rule: piece({ QTY_MULT: '6', QTY_LOCKED: 'true' }),
      typed: '4',
      expected: { quantity: 6 },
    },
    {
      behaviour: 'a locked multiple rounds 7 up to 12',
      rule: piece({ QTY_MULT: '6', QTY_LOCKED: 'true' }),
      typed: '7',
      expected: { quantity: 12 },
    },
    {
      behaviour: 'a locked multiple keeps an exact multiple',
      rule: piece({ QTY_MULT: '6', QTY_LOCKED: 'true' }),
      typed: '18',
      expected: { quantity: 18 },
    },
    {
      behaviour: 'a count above MAXACQ is capped and tells the maximum',
      rule: piece({ MAXACQ: '10' }),
      typed: '25',
      expected: { quantity: 10, event: 'max-acq', message: 'Puoi acquistare al massimo 10 pz' },
    },
    {
      behaviour: 'a locked count above MAXACQ is capped to the highest multiple',
      rule: piece({ QTY_MULT: '6', QTY_LOCKED: 'true', MAXACQ: '20' }),
      typed: '19',
      expected: { quantity: 18, event: 'max-acq', message: 'Puoi acquistare al massimo 20 pz' },
    },
    {
      behaviour: 'a count below minAcq is raised to it with the minimum-purchase error',
      rule: piece({ MINACQ: '2' }),
      typed: '1',
      expected: { quantity: 2, event: 'min-acq', message: MIN_ACQ_MESSAGE },
    },
  ])('$behaviour', ({ rule, typed, expected }) => {
    expect(manualEntry(rule, typed)).toEqual(expected);
  });
});

describe('packageConversion (spec §4)', () => {
  it.each([
    {
      behaviour: 'below the multiple every unit stays loose',
      rule: piece({ LOGISTIC_PACKAGING_ITEMS: '6' }),
      quantity: 5,
      expected: { packages: 0, looseUnits: 5 },
    },
    {
      behaviour: 'reaching the multiple converts the units into a package',
      rule: piece({ LOGISTIC_PACKAGING_ITEMS: '6' }),
      quantity: 6,
      expected: { packages: 1, looseUnits: 0 },
    },
    {
      behaviour: 'past the multiple the rest stays loose',
      rule: piece({ LOGISTIC_PACKAGING_ITEMS: '6' }),
      quantity: 14,
      expected: { packages: 2, looseUnits: 2 },
    },
    {
      behaviour: 'the product logisticPackagingItems number counts too',
      rule: piece({}, { logisticPackagingItems: 4 }),
      quantity: 8,
      expected: { packages: 2, looseUnits: 0 },
    },
    {
      behaviour: 'an item without packaging never converts',
      rule: piece(),
      quantity: 24,
      expected: { packages: 0, looseUnits: 24 },
    },
    {
      behaviour: 'a Confezione never converts',
      rule: pack({ LOGISTIC_PACKAGING_ITEMS: '6' }),
      quantity: 12,
      expected: { packages: 0, looseUnits: 12 },
    },
  ])('$behaviour', ({ rule, quantity, expected }) => {
    expect(packageConversion(rule, quantity)).toEqual(expected);
  });
});

describe('displayQuantity', () => {
  it.each([
    { behaviour: 'a Sfuso shows kg with 3 decimals', rule: weighed(), quantity: 0.5, expected: '0,500 kg' },
    {
      behaviour: 'a Sfuso over a kilo keeps 3 decimals',
      rule: weighed(),
      quantity: 1.25,
      expected: '1,250 kg',
    },
    {
      behaviour: 'a Sfuso sold by volume shows litres',
      rule: weighed({ WEIGHT_UNIT_SELLING: 'LT', WEIGHT_UNIT_BASE: 'LT' }),
      quantity: 0.75,
      expected: '0,750 l',
    },
    { behaviour: 'a Pezzo shows pieces', rule: piece(), quantity: 3, expected: '3 pz' },
    { behaviour: 'a Confezione shows pieces', rule: pack(), quantity: 12, expected: '12 pz' },
  ])('$behaviour', ({ rule, quantity, expected }) => {
    expect(displayQuantity(rule, quantity)).toBe(expected);
  });
});

describe('estimatedPriceCents', () => {
  it.each([
    {
      behaviour: 'pieces cost price times count',
      priceCents: 199,
      rule: piece(),
      quantity: 3,
      expected: 597,
    },
    {
      behaviour: 'half a kilo costs half the price per kg',
      priceCents: 1290,
      rule: weighed(),
      quantity: 0.5,
      expected: 645,
    },
    {
      behaviour: 'a weighed total rounds to the nearest cent',
      priceCents: 999,
      rule: weighed(),
      quantity: 0.333,
      expected: 333,
    },
    { behaviour: 'half a cent rounds up', priceCents: 101, rule: weighed(), quantity: 0.5, expected: 51 },
    {
      behaviour: 'a price per hg is scaled to the weight in kg',
      priceCents: 250,
      rule: weighed({ WEIGHT_UNIT_BASE: 'HG' }),
      quantity: 0.3,
      expected: 750,
    },
    { behaviour: 'nothing costs nothing', priceCents: 1290, rule: weighed(), quantity: 0, expected: 0 },
  ])('$behaviour', ({ priceCents, rule, quantity, expected }) => {
    expect(estimatedPriceCents(priceCents, rule, quantity)).toBe(expected);
  });
});

describe('quantity invariants', () => {
  const rules = fc.record({
    multiple: fc.integer({ min: 1, max: 12 }),
    min: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    max: fc.option(fc.integer({ min: 20, max: 60 }), { nil: undefined }),
    locked: fc.boolean(),
  });

  it('plus on a piece never exceeds MAXACQ and always moves up or tells why not', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 60 }), ({ multiple, min, max, locked }, current) => {
        const rule = piece({
          QTY_MULT: String(multiple),
          QTY_LOCKED: String(locked),
          MINACQ: min === undefined ? undefined : String(min),
          MAXACQ: max === undefined ? undefined : String(max),
        });
        const change = increment(rule, current);
        if (max !== undefined) expect(change.quantity).toBeLessThanOrEqual(max);
        expect(change.quantity > current || change.event === 'max-acq').toBe(true);
      }),
    );
  });

  it('minus on a piece never lands between 0 and minAcq', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 60 }), ({ multiple, min, locked }, current) => {
        const rule = piece({
          QTY_MULT: String(multiple),
          QTY_LOCKED: String(locked),
          MINACQ: min === undefined ? undefined : String(min),
        });
        const { quantity } = decrement(rule, current);
        expect(quantity === 0 || min === undefined || quantity >= min).toBe(true);
      }),
    );
  });

  it('plus then minus on a Sfuso keeps 3 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 20 }),
        (first, step, presses) => {
          const rule = weighed({ WEIGHT_SELLING: String(first / 1000), STEP_SELLING: String(step / 1000) });
          let quantity = 0;
          for (let i = 0; i < presses; i += 1) quantity = increment(rule, quantity).quantity;
          expect(Math.round(quantity * 1000) / 1000).toBe(quantity);
          const back = decrement(rule, quantity).quantity;
          expect(Math.round(back * 1000) / 1000).toBe(back);
        },
      ),
    );
  });
});
