import { describe, expect, it } from 'vitest';

import { ean13, ean13CheckDigit, isValidEan13 } from './ean13.js';

describe('ean13', () => {
  it('computes the GS1 check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('800050031042')).toBe(7);
    expect(ean13('978020137962')).toBe('9780201379624');
  });

  it('rejects a wrong check digit, wrong length and letters', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(() => ean13('12345')).toThrow();
  });
});
