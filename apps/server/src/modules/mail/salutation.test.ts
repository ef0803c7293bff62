import { describe, expect, it } from 'vitest';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { byGender, genderOfFiscalCode, salutation } from './salutation.js';

const code = (body: string) => `${body}${fiscalCodeCheckCharacter(body)}`;

describe('the shopper addressed by the gender the profile knows, else neutrally', () => {
  it('reads the gender of a codice fiscale: the day of birth, plus 40 for women, omocodia included', () => {
    expect(genderOfFiscalCode(code('RSSMRA80A01L378'))).toBe('m');
    expect(genderOfFiscalCode(code('BNCGLI85E55L378'))).toBe('f');
    expect(genderOfFiscalCode(code('BNCGLI85E5RL378'))).toBe('f'); // 5R: R stands for 5
    expect(genderOfFiscalCode(code('rssmra80a01l378'))).toBe('m');
    for (const unknown of [
      null,
      undefined,
      '',
      'RSSMRA80A01',
      code('RSSMRA80A00L378'),
      code('RSSMRA80A35L378'),
    ]) {
      expect(genderOfFiscalCode(unknown)).toBeUndefined();
    }
  });

  it('greets by name with the agreeing word, or as "Gentile cliente" when the gender is not known', () => {
    expect(salutation('Mario', 'm')).toBe('Caro Mario,');
    expect(salutation('Giulia', 'f')).toBe('Cara Giulia,');
    expect(salutation('Andrea', undefined)).toBe('Gentile cliente,');
    expect(salutation('', 'f')).toBe('Gentile cliente,');
    const forms = { m: 'aggiornato', f: 'aggiornata', neutral: 'aggiornati sull’ordine' };
    expect([byGender('m', forms), byGender('f', forms), byGender(undefined, forms)]).toEqual([
      'aggiornato',
      'aggiornata',
      'aggiornati sull’ordine',
    ]);
  });
});
