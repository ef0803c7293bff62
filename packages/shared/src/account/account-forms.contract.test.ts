import { describe, expect, it } from 'vitest';
import { loyaltyCheckDigit } from '../validation/validators';
import { usernameFormSchema } from './account-security.contract';
import { disclaimerTextVersion } from './disclaimer.contract';
import { registrationFormSchema } from './registration.contract';
import { billingAddressFormSchema } from './user-detail.contract';

const card = (prefix: string, serial: string) => {
  const body = `${prefix}${serial}`;
  return `${body}${loyaltyCheckDigit(body)}`;
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('account form schemas', () => {
  const schema = registrationFormSchema('2401');

  it('a missing field is "Campo obbligatorio", not a type error', () => {
    expect(messages(schema.safeParse({}))).toMatchObject({
      email: 'Campo obbligatorio',
      password: 'Campo obbligatorio',
      firstName: 'Campo obbligatorio',
      lastName: 'Campo obbligatorio',
      phone: 'Campo obbligatorio',
    });
  });

  it('optional fields pass empty and are checked when filled, the card with the chain prefix', () => {
    const base = {
      email: 'a@b.it',
      password: 'segreta',
      firstName: 'Anna',
      lastName: 'Neri',
      phone: '3331234567',
    };
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, fidelityCard: card('2401', '00001234567') }).success).toBe(true);
    expect(messages(schema.safeParse({ ...base, fidelityCard: card('2910', '00001234567') }))).toEqual({
      fidelityCard: 'Numero di carta fedeltà non valido',
    });
  });

  it('trims text but never a password', () => {
    const parsed = schema.parse({
      email: ' a@b.it ',
      password: ' segreta ',
      firstName: ' Anna ',
      lastName: 'Neri',
      phone: '3331234567',
    });
    expect(parsed.email).toBe('a@b.it');
    expect(parsed.firstName).toBe('Anna');
    expect(parsed.password).toBe(' segreta ');
  });

  it('billing data use the VAT, fiscal-or-VAT, numbers and fixed-length rules', () => {
    expect(
      messages(
        billingAddressFormSchema.safeParse({
          companyName: 'Ditta',
          vatNumber: '123',
          fiscalCode: 'X',
          address1: 'Via Roma',
          addressNumber: '1',
          postalCode: '1234',
          city: 'Roma',
          province: 'RMA',
          sdiCode: '123',
        }),
      ),
    ).toEqual({
      vatNumber: 'P.Iva e C.F. devono avere 11 cifre',
      fiscalCode: 'P.Iva e C.F. devono avere 11 cifre',
      postalCode: 'Il campo deve essere lungo 5 caratteri',
      province: 'Il campo deve essere lungo 2 caratteri',
      sdiCode: 'Il campo deve essere lungo 7 caratteri',
    });
  });

  it('a user name has 3 to 30 letters, digits, dots, dashes or underscores', () => {
    expect(usernameFormSchema.safeParse({ username: 'mario.r_1' }).success).toBe(true);
    expect(usernameFormSchema.safeParse({ username: 'mr' }).success).toBe(false);
    expect(usernameFormSchema.safeParse({ username: 'mario rossi' }).success).toBe(false);
  });

  it('a consent text version changes with the wording', () => {
    expect(disclaimerTextVersion('Acconsento')).toBe(disclaimerTextVersion('Acconsento'));
    expect(disclaimerTextVersion('Acconsento')).not.toBe(disclaimerTextVersion('Acconsento.'));
  });
});
