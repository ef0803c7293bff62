import { z } from 'zod';
import {
  date,
  email,
  fiscalCode,
  lettersOnly,
  loyaltyCard,
  password,
  phone,
  required,
} from '../validation/validators';
import { looseText, ruledField } from './account-fields.contract';
import { disclaimerChoicesSchema } from './disclaimer.contract';

/** spec §2 `/registration-user` and §5: the registration form, with the chain's fidelity card prefix. */
export function registrationFormSchema(fidelityCardPrefix: string) {
  return z.object({
    email: ruledField([required, email]),
    password: ruledField([required, password], { trim: false }),
    firstName: ruledField([required, lettersOnly]),
    lastName: ruledField([required, lettersOnly]),
    phone: ruledField([required, phone]),
    fiscalCode: ruledField([fiscalCode]),
    birthDate: ruledField([date]),
    fidelityCard: ruledField([loyaltyCard(fidelityCardPrefix)]),
    registrationDisclaimers: disclaimerChoicesSchema.default([]),
  });
}
export type RegistrationForm = z.input<ReturnType<typeof registrationFormSchema>>;

/** The body of POST /registration/register_user: its shape; the rules above are checked by the server too. */
export const registerUserBodySchema = z.object({
  email: looseText(),
  password: looseText(),
  firstName: looseText(),
  lastName: looseText(),
  phone: looseText(),
  fiscalCode: looseText(),
  birthDate: looseText(),
  fidelityCard: looseText(),
  registrationDisclaimers: disclaimerChoicesSchema.optional(),
  registration_module_type_id: z.coerce.number().int().min(0).max(1_000).optional(),
  store_id: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
export type RegisterUserBody = z.input<typeof registerUserBodySchema>;

export const registrationConfirmQuerySchema = z.object({
  e_mail: looseText(),
  reg_control_code: looseText(200),
});
export type RegistrationConfirmQuery = z.input<typeof registrationConfirmQuerySchema>;

export const registrationResendQuerySchema = z.object({ e_mail: looseText() });

/** Set when the chain registers shoppers elsewhere (spec §1): the client opens it in a new tab. */
export const registrationRefusedDataSchema = z.object({ registrationUrl: z.string().optional() });

/** How long the link of the confirmation e-mail works. */
export const REGISTRATION_LINK_TTL_HOURS = 48;

// The same answer whether or not the address already has an account: nobody learns who is registered.
export const REGISTRATION_SENT_MESSAGE =
  "Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare la registrazione.";
export const REGISTRATION_RESENT_MESSAGE =
  "Se c'è una registrazione da confermare per questo indirizzo, ti abbiamo inviato di nuovo l'e-mail di conferma.";
export const REGISTRATION_CONFIRMED_MESSAGE =
  'Registrazione confermata: ora puoi accedere con la tua e-mail e la tua password.';
export const REGISTRATION_LINK_INVALID_MESSAGE =
  'Il link di conferma non è valido o è scaduto: registrati di nuovo per riceverne uno nuovo.';
export const REGISTRATION_DISABLED_MESSAGE = 'La registrazione online non è disponibile su questo sito.';
