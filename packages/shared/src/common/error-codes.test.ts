import { describe, expect, it } from 'vitest';

import { ERROR_CODE, ERROR_CODES, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('name each code by itself, once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(ERROR_CODE[code]).toBe(code);
  });

  it('recognise only codes of the list', () => {
    expect(isErrorCode('ADDRESS_REQUIRED')).toBe(true);
    expect(isErrorCode('address_required')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
