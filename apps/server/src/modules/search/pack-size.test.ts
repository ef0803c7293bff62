import { describe, expect, it } from 'vitest';
import {
  extractSizes,
  packMatches,
  parsePackSize,
  UNIT_GRAMS,
  UNIT_MILLILITRES,
  UNIT_PIECES,
  UNIT_WEIGHED,
} from './pack-size.js';

const noWords = () => false;

describe('sizes in a query (spec §2 Search)', () => {
  it.each([
    ['barilla 500 g', 'barilla', { measure: { unit: UNIT_GRAMS, amount: 500 } }],
    ['barilla 500g', 'barilla', { measure: { unit: UNIT_GRAMS, amount: 500 } }],
    ['acqua 1,5 l', 'acqua', { measure: { unit: UNIT_MILLILITRES, amount: 1500 } }],
    ['acqua 1.5l', 'acqua', { measure: { unit: UNIT_MILLILITRES, amount: 1500 } }],
    ['birra 33cl', 'birra', { measure: { unit: UNIT_MILLILITRES, amount: 330 } }],
    ['acqua x6', 'acqua', { count: 6 }],
    ['acqua 6x', 'acqua', { count: 6 }],
    ['acqua 6x1,5l', 'acqua', { count: 6, measure: { unit: UNIT_MILLILITRES, amount: 1500 } }],
    ['acqua 6 x 1,5 l', 'acqua', { count: 6, measure: { unit: UNIT_MILLILITRES, amount: 1500 } }],
    ['uova 10 pz', 'uova', { pieces: 10 }],
    ['acqua confezione famiglia', 'acqua', { family: true }],
    ['pasta barilla 500', 'pasta barilla', { bare: 500 }],
    ['caffè 1 kg', 'caffè', { measure: { unit: UNIT_GRAMS, amount: 1000 } }],
  ])('"%s" searches "%s" with %o', (query, rest, size) => {
    expect(extractSizes(query, noWords)).toEqual({ rest, size });
  });

  it('leaves a query without sizes as typed, and a number the catalogue has as a word', () => {
    expect(extractSizes('Mozzarella di bufala', noWords)).toEqual({ rest: 'Mozzarella di bufala' });
    expect(extractSizes('spaghetti 5', (w) => w === '5')).toEqual({ rest: 'spaghetti 5' });
    expect(extractSizes('yogurt 0,1', (w) => w === '0')).toEqual({ rest: 'yogurt', size: { bare: 0.1 } });
  });
});

describe('pack formats', () => {
  it('normalises contents to grams, millilitres or pieces', () => {
    expect(parsePackSize('500 g')).toEqual({
      unit: UNIT_GRAMS,
      amount: 500,
      count: 1,
      written: 500,
      family: false,
    });
    expect(parsePackSize('1 kg')).toMatchObject({ unit: UNIT_GRAMS, amount: 1000, written: 1, family: true });
    expect(parsePackSize('6 x 1,5 l')).toMatchObject({
      unit: UNIT_MILLILITRES,
      amount: 1500,
      count: 6,
      family: true,
    });
    expect(parsePackSize('75 cl')).toMatchObject({ unit: UNIT_MILLILITRES, amount: 750, family: false });
    expect(parsePackSize('6 uova')).toMatchObject({ unit: UNIT_PIECES, amount: 6 });
    expect(parsePackSize('al kg')).toMatchObject({ unit: UNIT_WEIGHED });
  });

  it('matches a size within 5 %, on one piece or the whole pack, and a bare number in the pack unit', () => {
    const half = parsePackSize('500 g');
    expect(packMatches(half, { measure: { unit: UNIT_GRAMS, amount: 500 } })).toBe(true);
    expect(packMatches(half, { measure: { unit: UNIT_GRAMS, amount: 520 } })).toBe(true);
    expect(packMatches(half, { measure: { unit: UNIT_GRAMS, amount: 550 } })).toBe(false);
    expect(packMatches(half, { measure: { unit: UNIT_MILLILITRES, amount: 500 } })).toBe(false);
    expect(packMatches(half, { bare: 500 })).toBe(true);
    expect(packMatches(parsePackSize('1 kg'), { bare: 1 })).toBe(true);
    expect(packMatches(parsePackSize('1 kg'), { bare: 1000 })).toBe(true);
    const six = parsePackSize('6 x 1,5 l');
    expect(packMatches(six, { count: 6 })).toBe(true);
    expect(packMatches(six, { measure: { unit: UNIT_MILLILITRES, amount: 9000 } })).toBe(true);
    expect(packMatches(parsePackSize('1,5 l'), { count: 6 })).toBe(false);
    expect(packMatches(parsePackSize('al kg'), { measure: { unit: UNIT_GRAMS, amount: 500 } })).toBe(true);
    expect(packMatches(parsePackSize('al kg'), { measure: { unit: UNIT_GRAMS, amount: 500 } }, false)).toBe(
      false,
    );
  });
});
