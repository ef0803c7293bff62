/** One e-mail, already rendered in Italian for its chain (ARCHITECTURE §6). */
export interface MailMessage {
  tenantId: string;
  to: string;
  /** The display name, the chain's brand. */
  fromName: string;
  /** What the message is for (registration, password-reset, ...): the outbox page and throttling use it. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** Where e-mail goes: the built-in outbox table, or SMTP when configured. */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** `"Brand" <address>`, with the characters that would break the header taken out of the name. */
export function formatSender(fromName: string, address: string): string {
  const name = fromName.replace(/["\\\r\n<>]/g, '').trim();
  return name ? `"${name}" <${address}>` : address;
}
