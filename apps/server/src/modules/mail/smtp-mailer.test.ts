import { describe, expect, it } from 'vitest';
import { formatSender } from './mailer.js';
import { createSmtpMailer, loadNodemailer, type NodemailerApi } from './smtp-mailer.js';

describe('SMTP mailer', () => {
  it('hands each message to nodemailer with the chain as the sender name', async () => {
    const sent: unknown[] = [];
    const urls: string[] = [];
    let closed = false;
    const fake: NodemailerApi = {
      createTransport(url) {
        urls.push(url);
        return {
          sendMail: async (message) => {
            sent.push(message);
            return {};
          },
          close: () => {
            closed = true;
          },
        };
      },
    };
    const mailer = await createSmtpMailer({
      url: 'smtps://utente:segreto@smtp.example:465',
      fromAddress: 'no-reply@spesa.example',
      nodemailer: fake,
    });
    expect(mailer.transport).toBe('smtp');
    await mailer.send({
      tenantId: 'castoro',
      to: 'mario.rossi@example.com',
      fromName: 'Castoro Supermercati',
      kind: 'password-reset',
      subject: 'Oggetto',
      text: 'Testo',
      html: '<p>Testo</p>',
    });
    await mailer.close();
    expect(urls).toEqual(['smtps://utente:segreto@smtp.example:465']);
    expect(sent).toEqual([
      {
        from: '"Castoro Supermercati" <no-reply@spesa.example>',
        to: 'mario.rossi@example.com',
        subject: 'Oggetto',
        text: 'Testo',
        html: '<p>Testo</p>',
      },
    ]);
    expect(closed).toBe(true);
  });

  it('loads nodemailer when installed, and otherwise says how to install it', async () => {
    try {
      const api = await loadNodemailer();
      expect(typeof api.createTransport).toBe('function');
    } catch (error) {
      expect((error as Error).message).toContain('npm install nodemailer');
    }
  });

  it('keeps header-breaking characters out of the sender name', () => {
    expect(formatSender('Ca"storo\r\nBcc: x <y>', 'a@b.it')).toBe('"CastoroBcc: x y" <a@b.it>');
    expect(formatSender('', 'a@b.it')).toBe('a@b.it');
  });
});
