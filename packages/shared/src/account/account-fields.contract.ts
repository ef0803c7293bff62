import { z } from 'zod';
import { validate, type Validator } from '../validation/validators';

/** Query and form values arrive as text; JSON clients may send a boolean. */
export const formFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** A free-text parameter of a route: its shape only, the rules are checked by the service in Italian. */
export const looseText = (maxLength = 300) => z.string().max(maxLength).nullish();

/**
 * A form field checked by the shared rules of spec §5. A missing value counts as empty, so `required` answers
 * 'Campo obbligatorio' instead of a type error; the output is trimmed text, '' when empty.
 */
export function ruledField(rules: readonly Validator[], options: { trim?: boolean } = {}) {
  const trim = options.trim ?? true;
  return z
    .string()
    .nullish()
    .superRefine((value, context) => {
      const result = validate(value, rules);
      if (result !== true) context.addIssue({ code: 'custom', message: result });
    })
    .transform((value) => (trim ? (value ?? '').trim() : (value ?? '')));
}

/** Italian names of the account form fields, to say which field a server-side refusal is about. */
export const ACCOUNT_FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mail',
  newEmail: 'Nuova e-mail',
  password: 'Password',
  oldPassword: 'Password attuale',
  newPassword: 'Nuova password',
  firstName: 'Nome',
  lastName: 'Cognome',
  phone: 'Telefono',
  homePhone: 'Telefono fisso',
  fiscalCode: 'Codice fiscale',
  birthDate: 'Data di nascita',
  fidelityCard: 'Carta fedeltà',
  username: 'Nome utente',
  companyName: 'Intestatario',
  vatNumber: 'Partita IVA',
  address1: 'Indirizzo',
  addressNumber: 'Numero civico',
  postalCode: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  sdiCode: 'Codice destinatario',
  pec: 'PEC',
};

export const emptyDataSchema = z.object({});
