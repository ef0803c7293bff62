import { z } from 'zod';

/** A form rule: `true` when the value passes, otherwise the Italian message to show under the field. */
export type Validator = (value: unknown) => true | string;

export const REQUIRED_MESSAGE = 'Campo obbligatorio';
export const PHONE_MESSAGE = 'Digitare un numero di telefono valido';
export const PASSWORD_MESSAGE = 'La password deve essere lunga 6 caratteri';
export const EMAIL_MESSAGE = 'Digitare una e-mail valida';
export const FISCAL_CODE_MESSAGE = 'Formato non corretto';
export const FISCAL_CODE_OR_VAT_MESSAGE = 'P.Iva e C.F. devono avere 11 cifre';
export const DATE_MESSAGE = 'Formato della data gg/mm/aaaa';
export const LETTERS_ONLY_MESSAGE = "Accetta solo caratteri dell'alfabeto";
export const NUMBERS_ONLY_MESSAGE = 'Accetta solo numeri';
export const FIXED_LENGTH_MESSAGE = 'Il campo deve essere lungo N caratteri';
export const LOYALTY_CARD_MESSAGE = 'Numero di carta fedeltà non valido';
export const LOGIN_EMAIL_REQUIRED_MESSAGE = "Digitare l'e-mail";
export const LOGIN_PASSWORD_REQUIRED_MESSAGE = 'Digitare la password';

export const PASSWORD_MIN_LENGTH = 6;
export const VAT_NUMBER_LENGTH = 11;

/** spec §5: empty array, empty string, null, undefined and an invalid date are empty; false is filled. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  // A field of blanks is as empty as a blank field.
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return false;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** spec §5: every validator but required passes on an empty value. */
function textRule(message: string, test: (text: string) => boolean): Validator {
  return (value) => {
    if (isEmptyValue(value)) return true;
    const text = textOf(value);
    return text !== undefined && test(text) ? true : message;
  };
}

export function requiredWith(message: string): Validator {
  return (value) => (isEmptyValue(value) ? message : true);
}

export const required: Validator = requiredWith(REQUIRED_MESSAGE);

const PHONE_SEPARATORS = /[\s\-./()]/g;
// Mobile numbers start with 3 and have 9 or 10 digits; landlines start with 0 and have 6 to 11 digits.
const ITALIAN_PHONE = /^(?:(?:\+|00)39)?(?:3\d{8,9}|0\d{5,10})$/;

export const phone: Validator = textRule(PHONE_MESSAGE, (text) =>
  ITALIAN_PHONE.test(text.replace(PHONE_SEPARATORS, '')),
);

export const password: Validator = (value) => {
  if (isEmptyValue(value)) return true;
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH ? true : PASSWORD_MESSAGE;
};

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,11}$/;

export const email: Validator = textRule(EMAIL_MESSAGE, (text) => EMAIL.test(text));

// Omocodia: a digit of the code may be replaced by the letter at its index.
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const MONTH_LETTERS = 'ABCDEHLMPRST';
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const FISCAL_CODE_SHAPE = /^[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/;
// Values of the characters in odd positions (1st, 3rd, …), indexed by digit or by letter.
const ODD_DIGIT_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
const ODD_LETTER_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
const CHAR_CODE_A = 65;
const CHAR_CODE_0 = 48;

function isLetter(character: string): boolean {
  return character >= 'A' && character <= 'Z';
}

function fiscalCharValue(character: string, isOddPosition: boolean): number {
  const code = character.charCodeAt(0);
  if (isLetter(character)) {
    return isOddPosition ? (ODD_LETTER_VALUES[code - CHAR_CODE_A] ?? 0) : code - CHAR_CODE_A;
  }
  return isOddPosition ? (ODD_DIGIT_VALUES[code - CHAR_CODE_0] ?? 0) : code - CHAR_CODE_0;
}

/** The check letter of the first 15 characters of an Italian codice fiscale. */
export function fiscalCodeCheckCharacter(first15: string): string {
  const upper = first15.toUpperCase();
  let sum = 0;
  for (let index = 0; index < upper.length; index += 1) {
    sum += fiscalCharValue(upper.charAt(index), index % 2 === 0);
  }
  return String.fromCharCode(CHAR_CODE_A + (sum % 26));
}

function omocodiaDigits(text: string): string {
  return text.replace(/[LMNPQRSTUV]/g, (letter) => String(OMOCODIA_LETTERS.indexOf(letter)));
}

/** A 16-character codice fiscale, case-insensitive, with omocodia letters and its check letter. */
export function isValidFiscalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!FISCAL_CODE_SHAPE.test(code)) return false;
  const month = MONTH_LETTERS.indexOf(code.charAt(8));
  const dayField = Number(omocodiaDigits(code.slice(9, 11)));
  // Women's codes add 40 to the day of birth.
  const day = dayField > 40 ? dayField - 40 : dayField;
  if (day < 1 || day > (DAYS_IN_MONTH[month] ?? 0)) return false;
  return fiscalCodeCheckCharacter(code.slice(0, 15)) === code.charAt(15);
}

const ELEVEN_DIGITS = /^\d{11}$/;

/** The Italian partita IVA check digit (Luhn-like); the spec only asks for 11 digits, see `vatNumber`. */
export function isValidPartitaIvaChecksum(value: string): boolean {
  const digits = value.trim();
  if (!ELEVEN_DIGITS.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(digits.charAt(index));
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === Number(digits.charAt(10));
}

export const fiscalCode: Validator = textRule(FISCAL_CODE_MESSAGE, isValidFiscalCode);

export const fiscalCodeOrVat: Validator = textRule(
  FISCAL_CODE_OR_VAT_MESSAGE,
  (text) => isValidFiscalCode(text) || ELEVEN_DIGITS.test(text),
);

export const vatNumber: Validator = textRule(FISCAL_CODE_OR_VAT_MESSAGE, (text) => ELEVEN_DIGITS.test(text));

const DATE_SHAPE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** "gg/mm/aaaa" naming a real calendar day. */
export function isValidItalianDate(text: string): boolean {
  const match = DATE_SHAPE.exec(text.trim());
  if (!match) return false;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && !isLeapYear(year) ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= lastDay;
}

export const date: Validator = textRule(DATE_MESSAGE, isValidItalianDate);

// Latin letters with their accents (Italian and the names of other Latin-script languages), spaces and
// apostrophes, straight or typographic.
const LETTERS = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž' ’]+$/;

export const lettersOnly: Validator = textRule(LETTERS_ONLY_MESSAGE, (text) => LETTERS.test(text));

export const numbersOnly: Validator = textRule(NUMBERS_ONLY_MESSAGE, (text) => /^\d+$/.test(text));

export function fixedLength(length: number): Validator {
  return textRule(FIXED_LENGTH_MESSAGE.replace('N', String(length)), (text) => text.length === length);
}

/** The digit that makes `body` + digit pass the 1/3 weighting (the EAN-13 check digit for 12 digits). */
export function loyaltyCheckDigit(body: string): number {
  if (!/^\d*$/.test(body)) throw new RangeError('A loyalty card body has digits only');
  let sum = 0;
  // The check digit will sit at the right with weight 1, so the body's rightmost digit weighs 3.
  for (let fromRight = 0; fromRight < body.length; fromRight += 1) {
    const digit = Number(body.charAt(body.length - 1 - fromRight));
    sum += digit * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidLoyaltyCard(card: string, prefix: string): boolean {
  if (!/^\d+$/.test(card) || card.length <= prefix.length || !card.startsWith(prefix)) return false;
  return loyaltyCheckDigit(card.slice(0, -1)) === Number(card.slice(-1));
}

/**
 * spec §5: a card must start with the tenant prefix and its check digit must match. Only values longer
 * than the prefix are checked: a field still holding (part of) the pre-filled prefix has no card yet.
 */
export function loyaltyCard(prefix: string): Validator {
  return textRule(LOYALTY_CARD_MESSAGE, (text) => {
    const card = text.replace(/\s/g, '');
    if (card.length <= prefix.length) return prefix.startsWith(card);
    return isValidLoyaltyCard(card, prefix);
  });
}

/** The first message of the rules that fail, or `true`. */
export function validate(value: unknown, rules: readonly Validator[]): true | string {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return true;
}

export const loginEmailRules: readonly Validator[] = [requiredWith(LOGIN_EMAIL_REQUIRED_MESSAGE), email];
export const loginPasswordRules: readonly Validator[] = [requiredWith(LOGIN_PASSWORD_REQUIRED_MESSAGE)];

/** A zod string checked by form rules, so a react-hook-form resolver shows the same Italian messages. */
export function ruledString(rules: readonly Validator[]) {
  return z.string().superRefine((value, context) => {
    const result = validate(value, rules);
    if (result !== true) context.addIssue({ code: 'custom', message: result });
  });
}

/** spec §5 "Login": the login dialog's form. */
export const loginFormSchema = z.object({
  login: ruledString(loginEmailRules),
  password: ruledString(loginPasswordRules),
  rememberMe: z.boolean().default(true),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
