import { formatSender, type Mailer } from './mailer.js';

/** The part of nodemailer's API this adapter uses (nodemailer 10: `createTransport(url)`, `sendMail`). */
export interface SmtpTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
  close(): void;
}
export interface NodemailerApi {
  createTransport(url: string): SmtpTransport;
}

// A specifier the compiler does not resolve: nodemailer is an optional dependency, loaded only when SMTP_URL
// is set, so the server builds and runs on the outbox without it.
const NODEMAILER = 'nodemailer';

export async function loadNodemailer(): Promise<NodemailerApi> {
  let loaded: { default?: NodemailerApi } & Partial<NodemailerApi>;
  try {
    loaded = (await import(NODEMAILER)) as typeof loaded;
  } catch (error) {
    throw new Error(
      'SMTP_URL is set but nodemailer is not installed: npm install nodemailer@~10.6.1 -w @spesa/server',
      {
        cause: error,
      },
    );
  }
  const api = loaded.createTransport ? (loaded as NodemailerApi) : loaded.default;
  if (!api?.createTransport) throw new Error('nodemailer does not export createTransport');
  return api;
}

/** ARCHITECTURE §6: SMTP through nodemailer when SMTP_URL is configured. */
export async function createSmtpMailer(options: {
  url: string;
  fromAddress: string;
  nodemailer?: NodemailerApi;
}): Promise<Mailer> {
  const api = options.nodemailer ?? (await loadNodemailer());
  const transport = api.createTransport(options.url);
  return {
    transport: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: formatSender(message.fromName, options.fromAddress),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
