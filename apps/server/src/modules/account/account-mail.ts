import { PASSWORD_RESET_TTL_MINUTES } from '@spesa/shared/account/password-reset.contract';
import { REGISTRATION_LINK_TTL_HOURS } from '@spesa/shared/account/registration.contract';
import { ACCOUNT_TOKEN_TTL_MINUTES } from '@spesa/shared/account/account-security.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { chainMail, type MailContent } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { byGender, genderOfFiscalCode, salutation, type Gender } from '../mail/salutation.js';

export type AccountMailKind =
  | 'registration-confirm'
  | 'registration-existing'
  | 'password-reset'
  | 'password-changed'
  | 'email-change-confirm'
  | 'email-changed'
  | 'account-deletion-confirm'
  | 'account-deleted';

function greeting(firstName: string | undefined): string {
  return firstName ? `Ciao ${firstName},` : 'Ciao,';
}

const message = (tenant: TenantDefinition, to: string, kind: AccountMailKind, content: MailContent) =>
  chainMail(tenant, to, kind, content);

function link(origin: string, path: string, params: Record<string, string>): string {
  return `${origin}${path}?${new URLSearchParams(params).toString()}`;
}

const IGNORE_IF_NOT_YOU = 'Se non sei stato tu, ignora questo messaggio: il tuo indirizzo resta al sicuro.';

function ignoreIfNotYou(gender: Gender): string {
  const who = byGender(gender, {
    m: 'Se non sei stato tu',
    f: 'Se non sei stata tu',
    neutral: 'Se la richiesta non è partita da te',
  });
  return `${who}, ignora questo messaggio: il tuo indirizzo resta al sicuro.`;
}

/**
 * Follows the gender the registration's codice fiscale records, when one was given; otherwise the neutral
 * form ('Gentile cliente', 'grazie per la tua registrazione').
 */
export function registrationConfirmMail(
  tenant: TenantDefinition,
  origin: string,
  to: string,
  firstName: string,
  code: string,
  fiscalCode?: string | null,
): MailMessage {
  const gender = genderOfFiscalCode(fiscalCode);
  const thanks = byGender(gender, {
    m: 'grazie per esserti registrato',
    f: 'grazie per esserti registrata',
    neutral: 'grazie per la tua registrazione',
  });
  return message(tenant, to, 'registration-confirm', {
    subject: `Conferma la tua registrazione a ${tenant.texts.brandName}`,
    greeting: salutation(firstName, gender),
    paragraphs: [
      `${thanks} a ${tenant.texts.brandName}. Per attivare il tuo account conferma il tuo indirizzo e-mail entro ${REGISTRATION_LINK_TTL_HOURS} ore.`,
    ],
    action: {
      label: 'Conferma la registrazione',
      url: link(origin, '/registration/confirm', { e_mail: to, reg_control_code: code }),
    },
    afterAction: [`Codice di conferma: ${code}`, ignoreIfNotYou(gender)],
  });
}

/** Greets nobody by name: the name was typed by whoever tried to register, not by the account's owner. */
export function registrationExistingMail(tenant: TenantDefinition, origin: string, to: string): MailMessage {
  return message(tenant, to, 'registration-existing', {
    subject: `Hai già un account ${tenant.texts.brandName}`,
    greeting: greeting(undefined),
    paragraphs: [
      `qualcuno, forse tu, ha chiesto di registrarsi a ${tenant.texts.brandName} con questo indirizzo e-mail, che ha già un account. Non abbiamo creato un nuovo account.`,
      'Se non ricordi la password, puoi sceglierne una nuova.',
    ],
    action: { label: 'Reimposta la password', url: link(origin, '/reset-password-request', { e_mail: to }) },
    afterAction: [IGNORE_IF_NOT_YOU],
  });
}

export function passwordResetMail(
  tenant: TenantDefinition,
  origin: string,
  to: string,
  firstName: string,
  token: string,
): MailMessage {
  return message(tenant, to, 'password-reset', {
    subject: `Reimposta la password del tuo account ${tenant.texts.brandName}`,
    greeting: greeting(firstName),
    paragraphs: [
      `abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link vale ${PASSWORD_RESET_TTL_MINUTES} minuti e si può usare una sola volta.`,
    ],
    action: {
      label: 'Scegli una nuova password',
      url: link(origin, '/reset-password', { e_mail: to, reset_token: token }),
    },
    afterAction: [
      'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
    ],
  });
}

export function passwordChangedMail(
  tenant: TenantDefinition,
  origin: string,
  to: string,
  firstName: string,
): MailMessage {
  return message(tenant, to, 'password-changed', {
    subject: `La password del tuo account ${tenant.texts.brandName} è cambiata`,
    greeting: greeting(firstName),
    paragraphs: [
      'la password del tuo account è stata appena cambiata e gli accessi aperti sugli altri dispositivi sono stati chiusi.',
      'Se non sei stato tu, reimposta subito la password e contatta il servizio clienti.',
    ],
    action: { label: 'Reimposta la password', url: link(origin, '/reset-password-request', { e_mail: to }) },
  });
}

export function emailChangeConfirmMail(
  tenant: TenantDefinition,
  origin: string,
  to: string,
  firstName: string,
  token: string,
): MailMessage {
  return message(tenant, to, 'email-change-confirm', {
    subject: `Conferma il nuovo indirizzo e-mail del tuo account ${tenant.texts.brandName}`,
    greeting: greeting(firstName),
    paragraphs: [
      `hai chiesto di usare questo indirizzo per il tuo account ${tenant.texts.brandName}. Confermalo entro ${ACCOUNT_TOKEN_TTL_MINUTES} minuti: da quel momento accederai con questo indirizzo.`,
    ],
    action: { label: 'Conferma il nuovo indirizzo', url: link(origin, '/email-confirmed', { token }) },
    afterAction: [IGNORE_IF_NOT_YOU],
  });
}

export function emailChangedMail(
  tenant: TenantDefinition,
  to: string,
  firstName: string,
  newEmail: string,
): MailMessage {
  return message(tenant, to, 'email-changed', {
    subject: `L'indirizzo e-mail del tuo account ${tenant.texts.brandName} è cambiato`,
    greeting: greeting(firstName),
    paragraphs: [
      `da ora accedi al tuo account con l'indirizzo ${newEmail}; a questo indirizzo non arriveranno più i nostri messaggi.`,
      'Se non sei stato tu, contatta subito il servizio clienti.',
    ],
  });
}

export function accountDeletionConfirmMail(
  tenant: TenantDefinition,
  origin: string,
  to: string,
  firstName: string,
  token: string,
): MailMessage {
  return message(tenant, to, 'account-deletion-confirm', {
    subject: `Conferma l'eliminazione del tuo account ${tenant.texts.brandName}`,
    greeting: greeting(firstName),
    paragraphs: [
      `hai chiesto di eliminare il tuo account ${tenant.texts.brandName}. Eliminandolo perderai le liste, i punti fedeltà e i codici sconto; gli ordini già fatti restano registrati senza i tuoi dati personali.`,
      `Il link vale ${ACCOUNT_TOKEN_TTL_MINUTES} minuti e si può usare una sola volta.`,
    ],
    action: {
      label: "Conferma l'eliminazione",
      url: link(origin, '/profile/profile-update', { login: to, anonymize_token: token }),
    },
    afterAction: ['Se non hai chiesto tu di eliminare il tuo account, ignora questo messaggio.'],
  });
}

export function accountDeletedMail(tenant: TenantDefinition, to: string, firstName: string): MailMessage {
  return message(tenant, to, 'account-deleted', {
    subject: `Il tuo account ${tenant.texts.brandName} è stato eliminato`,
    greeting: greeting(firstName),
    paragraphs: [
      'come richiesto, abbiamo eliminato il tuo account e i tuoi dati personali. Grazie per aver fatto la spesa con noi.',
    ],
  });
}
