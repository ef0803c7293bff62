import { describe, expect, it } from 'vitest';
import { unitPrice, unitRatio } from './weight-units';

describe('weight units (spec §5)', () => {
  it('knows every unit ratio relative to kg or l', () => {
    expect(unitRatio('g')).toBe(1000);
    expect(unitRatio('gr')).toBe(1000);
    expect(unitRatio('kg')).toBe(1);
    expect(unitRatio('hg')).toBe(10);
    expect(unitRatio('dag')).toBe(100);
    expect(unitRatio('ml')).toBe(1000);
    expect(unitRatio('cl')).toBe(100);
    expect(unitRatio('lt')).toBe(1);
    expect(unitRatio('l')).toBe(1);
    expect(unitRatio('oz')).toBeUndefined();
  });

  it('a 500 g pack at 1,99 € costs 3,98 €/kg', () => {
    expect(unitPrice(199, 500, 'GR')).toEqual({ cents: 398, unit: 'kg' });
  });

  it('a 1,5 l bottle at 0,45 € costs 0,30 €/l', () => {
    expect(unitPrice(45, 1.5, 'LT')).toEqual({ cents: 30, unit: 'l' });
  });

  it('a 75 cl bottle at 6,00 € costs 8,00 €/l', () => {
    expect(unitPrice(600, 75, 'CL')).toEqual({ cents: 800, unit: 'l' });
  });

  it('2 hg at 3,00 € costs 15,00 €/kg', () => {
    expect(unitPrice(300, 2, 'HG')).toEqual({ cents: 1500, unit: 'kg' });
  });

  it('a pack of 6 pieces at 2,40 € costs 0,40 €/pz', () => {
    expect(unitPrice(240, 6, 'PZ')).toEqual({ cents: 40, unit: 'pz' });
  });

  it('rounds half up to the cent', () => {
    expect(unitPrice(100, 3, 'KG')).toEqual({ cents: 33, unit: 'kg' });
    expect(unitPrice(5, 2, 'KG')).toEqual({ cents: 3, unit: 'kg' });
  });

  it('gives no unit price for an unknown unit or a zero weight', () => {
    expect(unitPrice(100, 0, 'KG')).toBeUndefined();
    expect(unitPrice(100, 1, 'XX')).toBeUndefined();
  });
});
