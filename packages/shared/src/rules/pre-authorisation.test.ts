import { describe, expect, it } from 'vitest';

import {
  DEFAULT_PRE_AUTHORISATION_HEADROOM_PCT,
  headroomPctInText,
  headroomPctOf,
  preAuthorisedCents,
} from './pre-authorisation';

describe('preAuthorisedCents (spec §9)', () => {
  it.each([
    ['a cart without weighed goods pre-authorises its total', 5000, 0, 20, 5000],
    ['20 % of the weighed part is added', 5000, 1000, 20, 5200],
    ['30 % of the weighed part is added', 5000, 1000, 30, 5300],
    ['a fraction of a cent rounds up', 5000, 999, 20, 5200],
    ['a tiny weighed part still adds a cent', 100, 1, 20, 101],
    ['a binary rounding error does not add a cent', 0, 3000, 1.1, 33],
    ['a fractional headroom is honoured', 1000, 1000, 12.5, 1125],
    ['no headroom pre-authorises the total', 5000, 1000, 0, 5000],
  ])('%s', (_behaviour, goodsCents, variableWeightCents, headroomPct, expected) => {
    expect(preAuthorisedCents(goodsCents, variableWeightCents, headroomPct)).toBe(expected);
  });

  it.each([
    ['a negative total', -1, 0, 20],
    ['a negative weighed part', 100, -1, 20],
    ['a negative headroom', 100, 10, -5],
    ['a headroom that is not a number', 100, 10, Number.NaN],
  ])('%s is refused', (_behaviour, goodsCents, variableWeightCents, headroomPct) => {
    expect(() => preAuthorisedCents(goodsCents, variableWeightCents, headroomPct)).toThrow(RangeError);
  });
});

describe('headroomPctOf', () => {
  it('reads the tenant setting', () => {
    expect(headroomPctOf({ preAuthorisationHeadroomPct: 30 })).toBe(30);
  });
  it('falls back to the default only when the setting is absent', () => {
    expect(headroomPctOf({})).toBe(DEFAULT_PRE_AUTHORISATION_HEADROOM_PCT);
  });
  it('finds the percentage a tooltip names', () => {
    expect(headroomPctInText('il totale più il 30% della parte a peso')).toBe(30);
    expect(headroomPctInText('nessuna percentuale')).toBeUndefined();
  });
});
