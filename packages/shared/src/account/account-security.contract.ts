import { z } from 'zod';
import { email, password, required, type Validator } from '../validation/validators';
import { looseText, ruledField } from './account-fields.contract';

export const updateEmailRequestSchema = z.object({ new_email: looseText() });
export const emailChangeFormSchema = z.object({ newEmail: ruledField([required, email]) });

export const updateEmailSchema = z.object({ token: looseText(200) });

export const updatePasswordSchema = z.object({ old_password: looseText(), new_password: looseText() });
export const passwordChangeFormSchema = z.object({
  oldPassword: ruledField([required], { trim: false }),
  newPassword: ruledField([required, password], { trim: false }),
});

export const USERNAME_MESSAGE =
  'Il nome utente ha da 3 a 30 caratteri tra lettere, numeri, punto, trattino e trattino basso.';
export const username: Validator = (value) =>
  typeof value !== 'string' || value.trim() === '' || /^[A-Za-z0-9._-]{3,30}$/.test(value.trim())
    ? true
    : USERNAME_MESSAGE;

export const updateUsernameSchema = z.object({ username: looseText() });
export const usernameFormSchema = z.object({ username: ruledField([required, username]) });

export const anonymizeTokenCheckSchema = z.object({ login: looseText(), token: looseText(200) });
export const userAnonymizeSchema = anonymizeTokenCheckSchema;

/** Links mailed for a change of e-mail and for the deletion of the account work once, for this long. */
export const ACCOUNT_TOKEN_TTL_MINUTES = 30;

export const EMAIL_CHANGE_SENT_MESSAGE =
  "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link che contiene per confermare il cambio.";
export const EMAIL_CHANGE_SAME_MESSAGE = 'Il nuovo indirizzo e-mail è uguale a quello attuale.';
export const EMAIL_CHANGED_MESSAGE = 'Indirizzo e-mail aggiornato: usalo da ora per accedere.';
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE =
  'Il link per confermare il nuovo indirizzo non è valido o è scaduto: richiedine uno nuovo dal profilo.';
export const EMAIL_CHANGE_FAILED_MESSAGE =
  'Non è stato possibile aggiornare l’indirizzo e-mail: richiedi di nuovo il cambio dal profilo.';
export const PASSWORD_CHANGED_MESSAGE = 'Password aggiornata.';
export const WRONG_PASSWORD_MESSAGE = 'La password attuale non è corretta.';
export const USERNAME_SAVED_MESSAGE = 'Nome utente aggiornato.';
export const USERNAME_TAKEN_MESSAGE = 'Questo nome utente non è disponibile: scegline un altro.';
export const ANONYMIZE_SENT_MESSAGE =
  "Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare l'eliminazione dell'account.";
export const ANONYMIZE_LINK_INVALID_MESSAGE =
  "Il link per eliminare l'account non è valido o è scaduto: richiedine uno nuovo dal profilo.";
export const ANONYMIZE_DONE_MESSAGE =
  'Il tuo account è stato eliminato. Grazie per aver fatto la spesa con noi.';
/** spec §6: account deletion only when no order is being delivered. */
export const ANONYMIZE_ORDER_IN_DELIVERY_MESSAGE =
  "Non è possibile eliminare l'account mentre un tuo ordine è in consegna: riprova quando l'avrai ricevuto.";
