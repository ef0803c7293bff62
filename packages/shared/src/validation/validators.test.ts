import { describe, expect, it } from 'vitest';

import {
  date,
  email,
  fiscalCode,
  fiscalCodeCheckCharacter,
  fiscalCodeOrVat,
  fixedLength,
  isEmptyValue,
  isValidPartitaIvaChecksum,
  lettersOnly,
  loginEmailRules,
  loginFormSchema,
  loginPasswordRules,
  loyaltyCard,
  loyaltyCheckDigit,
  numbersOnly,
  password,
  phone,
  required,
  validate,
  vatNumber,
  type Validator,
} from './validators';

const PREFIX = '2400';
const card = (body: string) => `${body}${loyaltyCheckDigit(body)}`;

describe('required (spec §5)', () => {
  it.each([
    ['an empty string is empty', '', 'Campo obbligatorio'],
    ['a string of blanks is empty', '   ', 'Campo obbligatorio'],
    ['null is empty', null, 'Campo obbligatorio'],
    ['undefined is empty', undefined, 'Campo obbligatorio'],
    ['an empty array is empty', [], 'Campo obbligatorio'],
    ['an invalid date is empty', new Date('not a date'), 'Campo obbligatorio'],
    ['false counts as filled', false, true],
    ['zero counts as filled', 0, true],
    ['text is filled', 'Mario', true],
    ['an array with an item is filled', ['a'], true],
    ['a valid date is filled', new Date(2025, 0, 1), true],
  ] as const)('%s', (_behaviour, value, expected) => {
    expect(required(value)).toBe(expected);
    expect(isEmptyValue(value)).toBe(expected !== true);
  });
});

const everyOptionalValidator: [string, Validator][] = [
  ['phone', phone],
  ['password', password],
  ['email', email],
  ['fiscalCode', fiscalCode],
  ['fiscalCodeOrVat', fiscalCodeOrVat],
  ['vatNumber', vatNumber],
  ['date', date],
  ['lettersOnly', lettersOnly],
  ['numbersOnly', numbersOnly],
  ['fixedLength', fixedLength(5)],
  ['loyaltyCard', loyaltyCard(PREFIX)],
];

describe('every validator but required passes on empty values (spec §5)', () => {
  it.each(
    everyOptionalValidator.flatMap(([name, rule]) => ['', null, undefined].map((v) => [name, rule, v])),
  )('%s passes on %j', (_name, rule, value) => {
    expect((rule as Validator)(value)).toBe(true);
  });
});

type Row = [behaviour: string, value: unknown, expected: true | string];

describe('phone (spec §5)', () => {
  const message = 'Digitare un numero di telefono valido';
  it.each<Row>([
    ['a mobile number passes', '3331234567', true],
    ['a mobile number with spaces passes', '333 123 4567', true],
    ['a mobile number with +39 passes', '+39 333 1234567', true],
    ['a mobile number with 0039 passes', '00393331234567', true],
    ['a Milan landline passes', '02 1234 5678', true],
    ['a Rome landline with dashes passes', '06-1234567', true],
    ['a short landline passes', '0331 12', true],
    ['a landline with +39 passes', '+39 0612345678', true],
    ['a number starting with neither 0 nor 3 fails', '5551234567', message],
    ['a mobile number that is too short fails', '33312345', message],
    ['a mobile number that is too long fails', '33312345678', message],
    ['a foreign country code fails', '+44 7700 900123', message],
    ['a + without country code fails', '+3331234567', message],
    ['letters fail', '333 ABC 4567', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(phone(value)).toBe(expected);
  });
});

describe('password (spec §5)', () => {
  const message = 'La password deve essere lunga 6 caratteri';
  it.each<Row>([
    ['six characters pass', 'abc123', true],
    ['more than six characters pass', 'una password lunga', true],
    ['five characters fail', 'abc12', message],
    ['one character fails', 'a', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(password(value)).toBe(expected);
  });
});

describe('e-mail (spec §5)', () => {
  const message = 'Digitare una e-mail valida';
  it.each<Row>([
    ['a plain address passes', 'mario.rossi@example.it', true],
    ['a plus tag passes', 'mario+spesa@example.com', true],
    ['a subdomain passes', 'mario@posta.example.co.uk', true],
    ['an eleven-letter top-level part passes', 'mario@example.photography', true],
    ['a one-letter top-level part fails', 'mario@example.i', message],
    ['a twelve-letter top-level part fails', 'mario@example.abcdefghijkl', message],
    ['a numeric top-level part fails', 'mario@example.123', message],
    ['a missing at sign fails', 'mario.example.it', message],
    ['a missing domain fails', 'mario@', message],
    ['a space inside fails', 'mario rossi@example.it', message],
    ['two dots in a row fail', 'mario..rossi@example.it', message],
    ['two at signs fail', 'mario@@example.it', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(email(value)).toBe(expected);
  });
});

describe('fiscal code (spec §5)', () => {
  const message = 'Formato non corretto';
  it.each<Row>([
    ['a valid code passes', 'RSSMRA85T10A562S', true],
    ['a valid code in lower case passes', 'rssmra85t10a562s', true],
    ['another valid code passes', 'MRTMTT25D09F205Z', true],
    ["a woman's code with day plus 40 passes", 'BNCGVN80A41H501N', true],
    ['an omocodic code passes', 'RSSMRA85T10A56NH', true],
    ['a fully omocodic code passes', 'RSSMRAURTMLARSNL', true],
    ['29 February passes', 'VRDLGU90B29F205R', true],
    ['a wrong check letter fails', 'RSSMRA85T10A562T', message],
    ['an omocodic code with the plain check letter fails', 'RSSMRA85T10A56NS', message],
    ['a letter that is not a month fails', 'RSSMRA85F10A562S', message],
    ['30 February fails', 'VRDLGU90B30F205Y', message],
    ['day 00 fails', 'RSSMRA85T00A562S', message],
    ['a letter that is not an omocodia letter fails', 'RSSMRA8AT10A562S', message],
    ['fifteen characters fail', 'RSSMRA85T10A562', message],
    ['an eleven-digit VAT number fails', '12345678903', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(fiscalCode(value)).toBe(expected);
  });

  it.each([
    ['RSSMRA85T10A562', 'S'],
    ['MRTMTT25D09F205', 'Z'],
    ['BNCGVN80A01H501', 'J'],
    ['RSSMRA85T10A56N', 'H'],
  ])('the check letter of %s is %s', (first15, expected) => {
    expect(fiscalCodeCheckCharacter(first15)).toBe(expected);
  });
});

describe('fiscal code or VAT, VAT only (spec §5)', () => {
  const message = 'P.Iva e C.F. devono avere 11 cifre';
  it.each<[string, Validator, unknown, true | string]>([
    ['either: a valid fiscal code passes', fiscalCodeOrVat, 'RSSMRA85T10A562S', true],
    ['either: eleven digits pass', fiscalCodeOrVat, '12345678903', true],
    ['either: eleven digits pass even with a wrong check digit', fiscalCodeOrVat, '12345678901', true],
    ['either: ten digits fail', fiscalCodeOrVat, '1234567890', message],
    ['either: an invalid fiscal code fails', fiscalCodeOrVat, 'RSSMRA85T10A562T', message],
    ['VAT only: eleven digits pass', vatNumber, '00743110157', true],
    ['VAT only: twelve digits fail', vatNumber, '123456789012', message],
    ['VAT only: a fiscal code fails', vatNumber, 'RSSMRA85T10A562S', message],
    ['VAT only: letters mixed in fail', vatNumber, 'IT123456789', message],
  ])('%s', (_behaviour, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each([
    ['a valid partita IVA has a matching check digit', '00743110157', true],
    ['another valid partita IVA has a matching check digit', '12345678903', true],
    ['a wrong check digit fails the checksum', '00743110158', false],
    ['ten digits fail the checksum', '0074311015', false],
    ['letters fail the checksum', '0074311015A', false],
  ])('%s', (_behaviour, value, expected) => {
    expect(isValidPartitaIvaChecksum(value)).toBe(expected);
  });
});

describe('date gg/mm/aaaa (spec §5)', () => {
  const message = 'Formato della data gg/mm/aaaa';
  it.each<Row>([
    ['a real date passes', '27/11/2025', true],
    ['29 February of a leap year passes', '29/02/2024', true],
    ['29 February of 2000 passes', '29/02/2000', true],
    ['29 February of a common year fails', '29/02/2025', message],
    ['29 February of 1900 fails', '29/02/1900', message],
    ['31 April fails', '31/04/2025', message],
    ['month 13 fails', '01/13/2025', message],
    ['day 00 fails', '00/01/2025', message],
    ['one-digit day and month fail', '1/2/2025', message],
    ['the ISO format fails', '2025-11-27', message],
    ['a two-digit year fails', '27/11/25', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(date(value)).toBe(expected);
  });
});

describe('letters only (spec §5)', () => {
  const message = "Accetta solo caratteri dell'alfabeto";
  it.each<Row>([
    ['plain letters pass', 'Mario', true],
    ['a name with a space passes', 'Maria Grazia', true],
    ['an apostrophe passes', "D'Annunzio", true],
    ['a typographic apostrophe passes', 'D’Annunzio', true],
    ['Italian accented letters pass', 'Niccolò Forlì Così Perché', true],
    ['capital accented letters pass', 'ÈÀÙ', true],
    ['digits fail', 'Mario2', message],
    ['punctuation fails', 'Mario!', message],
    ['a hyphen fails', 'Rossi-Bianchi', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(lettersOnly(value)).toBe(expected);
  });
});

describe('numbers only (spec §5)', () => {
  const message = 'Accetta solo numeri';
  it.each<Row>([
    ['digits pass', '0123', true],
    ['a number value passes', 42, true],
    ['a decimal point fails', '1.5', message],
    ['a minus sign fails', '-3', message],
    ['letters fail', '12a', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(numbersOnly(value)).toBe(expected);
  });
});

describe('fixed length (spec §5)', () => {
  it.each<[string, number, unknown, true | string]>([
    ['the exact length passes', 5, '20121', true],
    ['a shorter value fails naming the length', 5, '2012', 'Il campo deve essere lungo 5 caratteri'],
    ['a longer value fails naming the length', 5, '201211', 'Il campo deve essere lungo 5 caratteri'],
    ['another length is named in the message', 16, 'abc', 'Il campo deve essere lungo 16 caratteri'],
  ])('%s', (_behaviour, length, value, expected) => {
    expect(fixedLength(length)(value)).toBe(expected);
  });
});

describe('loyalty card (spec §5)', () => {
  const message = 'Numero di carta fedeltà non valido';
  const rule = loyaltyCard(PREFIX);
  it.each<Row>([
    ['a card with the prefix and the right check digit passes', '2400123456780', true],
    ['a card built with loyaltyCheckDigit passes', card('24009876543'), true],
    ['spaces inside a card are ignored', '2400 1234 5678 0', true],
    ['a wrong check digit fails', '2400123456781', message],
    ['another tenant prefix fails', '4006381333931', message],
    ['letters fail', '2400ABC', message],
    ['the pre-filled prefix alone is not checked', '2400', true],
    ['part of the pre-filled prefix is not checked', '24', true],
    ['a short value that is not the prefix fails', '99', message],
  ])('%s', (_behaviour, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each([
    ['the EAN-13 body 400638133393 gets check digit 1', '400638133393', 1],
    ['the body 240012345678 gets check digit 0', '240012345678', 0],
    ['the body 800000000000 gets check digit 2', '800000000000', 2],
    ['the body 24001 gets check digit 7', '24001', 7],
  ])('%s', (_behaviour, body, expected) => {
    expect(loyaltyCheckDigit(body)).toBe(expected);
  });
});

describe('login rules (spec §5)', () => {
  it.each<[string, readonly Validator[], unknown, true | string]>([
    ['a missing e-mail asks for it', loginEmailRules, '', "Digitare l'e-mail"],
    ['a malformed e-mail asks for a valid one', loginEmailRules, 'mario@', 'Digitare una e-mail valida'],
    ['a valid e-mail passes', loginEmailRules, 'mario@example.it', true],
    ['a missing password asks for it', loginPasswordRules, '', 'Digitare la password'],
    ['any typed password passes', loginPasswordRules, 'x', true],
  ])('%s', (_behaviour, rules, value, expected) => {
    expect(validate(value, rules)).toBe(expected);
  });

  it.each([
    {
      behaviour: 'a filled form parses with remember-me on by default',
      input: { login: 'mario@example.it', password: 'segreta' },
      issues: [],
    },
    {
      behaviour: 'an empty form reports both required messages',
      input: { login: '', password: '' },
      issues: [
        { path: ['login'], message: "Digitare l'e-mail" },
        { path: ['password'], message: 'Digitare la password' },
      ],
    },
    {
      behaviour: 'a malformed e-mail reports the format message only',
      input: { login: 'mario', password: 'segreta' },
      issues: [{ path: ['login'], message: 'Digitare una e-mail valida' }],
    },
  ])('loginFormSchema: $behaviour', ({ input, issues }) => {
    const result = loginFormSchema.safeParse(input);
    if (issues.length === 0) {
      expect(result.success && result.data).toEqual({ ...input, rememberMe: true });
    } else {
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual(issues);
    }
  });
});
