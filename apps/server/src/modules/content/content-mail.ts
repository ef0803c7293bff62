import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { chainMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';

export interface SubmittedAnswer {
  id: number;
  key: string;
  label: string;
  /** As shown in the e-mail: text, or the attachments' names. */
  text: string;
}

export interface SubmittedAttachment {
  name: string;
  type: string;
  sizeBytes: number;
  reference: string;
}

const message = chainMail;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
    : `${Math.ceil(bytes / 1024)} kB`;
}

/** spec §7 form submit: the request as customer service receives it (every answer, attachments by name). */
export function customerServiceMail(
  tenant: TenantDefinition,
  form: { title: string; mailTo: string; mailSubject: string },
  submissionId: number,
  answers: readonly SubmittedAnswer[],
  attachments: readonly SubmittedAttachment[],
): MailMessage {
  return message(tenant, form.mailTo, 'content-form', {
    subject: `${form.mailSubject} n. ${submissionId}`,
    greeting: `Nuova richiesta n. ${submissionId} dal modulo "${form.title}" del sito ${tenant.texts.brandName}.`,
    paragraphs: [
      ...answers.filter((a) => a.text !== '').map((a) => `${a.label}: ${a.text}`),
      ...(attachments.length > 0
        ? [
            `Allegati conservati nell'archivio del servizio clienti: ${attachments
              .map((f) => `${f.name} (${f.type}, ${sizeText(f.sizeBytes)}, rif. ${f.reference})`)
              .join('; ')}.`,
          ]
        : []),
      'Per rispondere, scrivi all’indirizzo e-mail indicato dal cliente.',
    ],
  });
}

/** The acknowledgement to the shopper: what was received and when to expect an answer. */
export function acknowledgementMail(
  tenant: TenantDefinition,
  to: string,
  submissionId: number,
  firstName: string | undefined,
  answers: readonly SubmittedAnswer[],
): MailMessage {
  const shown = answers.filter((a) => ['topic', 'order_number', 'message'].includes(a.key) && a.text !== '');
  return message(tenant, to, 'content-form-ack', {
    subject: `Abbiamo ricevuto la tua richiesta n. ${submissionId}`,
    greeting: firstName ? `Ciao ${firstName},` : 'Ciao,',
    paragraphs: [
      `grazie per averci scritto. La tua richiesta n. ${submissionId} è arrivata al servizio clienti ${tenant.texts.brandName}: ti rispondiamo a questo indirizzo entro due giorni lavorativi.`,
      ...shown.map((a) => `${a.label}: ${a.text}`),
      `Se ti serve aiuto subito: ${tenant.texts.contactLine}`,
    ],
  });
}
