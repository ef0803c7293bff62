/** The shopper's gender as far as the profile knows it; unknown gets the neutral form. */
export type Gender = 'f' | 'm' | undefined;

// Omocodia: a digit of the codice fiscale may be replaced by one of these letters (L is 0, … V is 9).
const OMOCODIA = 'LMNPQRSTUV';

/**
 * The gender a codice fiscale records (its day of birth, plus 40 for women), the one place the profile
 * keeps it; undefined when there is no code or it is not well formed.
 */
export function genderOfFiscalCode(code: string | null | undefined): Gender {
  const normalized = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(normalized))
    return undefined;
  const digit = (c: string) => (OMOCODIA.includes(c) ? OMOCODIA.indexOf(c) : Number(c));
  const day = digit(normalized[9]!) * 10 + digit(normalized[10]!);
  if (day >= 41 && day <= 71) return 'f';
  if (day >= 1 && day <= 31) return 'm';
  return undefined;
}

/** The word that agrees with the shopper: masculine, feminine, or the neutral phrasing. */
export function byGender(gender: Gender, forms: { m: string; f: string; neutral: string }): string {
  return gender ? forms[gender] : forms.neutral;
}

/** 'Caro Mario,' / 'Cara Giulia,' when the gender and the name are known, else 'Gentile cliente,'. */
export function salutation(firstName: string | undefined, gender: Gender): string {
  const name = firstName?.trim();
  if (!name || !gender) return 'Gentile cliente,';
  return `${byGender(gender, { m: 'Caro', f: 'Cara', neutral: 'Gentile' })} ${name},`;
}
