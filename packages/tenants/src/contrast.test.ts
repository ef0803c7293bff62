import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weights green more than red and red more than blue', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
  });

  it('is 1 for the same colour', () => {
    expect(contrastRatio('#1f6b3a', '#1f6b3a')).toBe(1);
  });

  it('gives about 4.48 for #777777 on white, just under the AA threshold', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(4.5);
  });

  it('gives about 4.54 for #767676 on white, the lightest grey that passes AA', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#ffffff', '#c8102e')).toBe(contrastRatio('#c8102e', '#ffffff'));
  });

  it('accepts upper case, shorthand and a missing hash', () => {
    expect(contrastRatio('#FFF', '000')).toBe(21);
    expect(contrastRatio('#AbCdEf', '#abcdef')).toBe(1);
  });

  it('rejects values that are not hex colours', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a hex colour');
    expect(() => contrastRatio('#12345', '#ffffff')).toThrow('Not a hex colour');
  });
});
