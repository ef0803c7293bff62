import { z } from 'zod';
import { password, required } from '../validation/validators';
import { looseText, ruledField } from './account-fields.contract';

export const passwordResetTokenRequestSchema = z.object({
  e_mail: looseText(),
  fiscal_code: looseText(),
  login: looseText(),
});
export type PasswordResetTokenRequest = z.input<typeof passwordResetTokenRequestSchema>;

export const passwordResetTokenCheckSchema = z.object({
  e_mail: looseText(),
  reset_token: looseText(200),
  login: looseText(),
});
export type PasswordResetTokenCheck = z.input<typeof passwordResetTokenCheckSchema>;

export const passwordResetSchema = passwordResetTokenCheckSchema.extend({ password: looseText() });
export type PasswordReset = z.input<typeof passwordResetSchema>;

/** spec §2 `/reset-password`: the new password form. */
export const newPasswordFormSchema = z.object({
  password: ruledField([required, password], { trim: false }),
});

/** The reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

// The same answer whether or not the address has an account: nobody learns who is registered.
export const PASSWORD_RESET_SENT_MESSAGE =
  "Se l'indirizzo corrisponde a un account, riceverai a breve un'e-mail con il link per reimpostare la password.";
export const PASSWORD_RESET_LINK_INVALID_MESSAGE =
  'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Password aggiornata: accedi con la nuova password.';
export const PASSWORD_RESET_DISABLED_MESSAGE =
  'Il recupero della password non è disponibile su questo sito: rivolgiti al servizio clienti.';
