import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('e-mail configuration', () => {
  it('defaults to the outbox, its page never in production and on elsewhere, links to this server', () => {
    const production = loadConfig({});
    expect(production.smtpUrl).toBeUndefined();
    expect(production.mailFrom).toBe('no-reply@spesa.localhost');
    expect(production.mailOutboxPage).toBe(false);
    expect(production.publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ NODE_ENV: 'development' }).mailOutboxPage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', MAIL_OUTBOX_PAGE: 'false' }).mailOutboxPage).toBe(false);
    expect(loadConfig({ MAIL_OUTBOX_PAGE: 'true' }).mailOutboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', MAIL_OUTBOX_PAGE: 'true' }).mailOutboxPage).toBe(true);
  });

  it('reveals the links and tokens of the outbox only with MAIL_OUTBOX_REVEAL, and never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mailOutboxReveal).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', MAIL_OUTBOX_REVEAL: 'true' }).mailOutboxReveal).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', MAIL_OUTBOX_REVEAL: '1' }).mailOutboxReveal).toBe(true);
    expect(loadConfig({ MAIL_OUTBOX_PAGE: 'true', MAIL_OUTBOX_REVEAL: 'true' }).mailOutboxReveal).toBe(false);
  });

  it('reads SMTP, sender and public address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://utente:segreto@smtp.example:465',
      MAIL_FROM: 'spesa@example.it',
      PUBLIC_URL: 'https://spesa.example.it',
    });
    expect(config.smtpUrl).toBe('smtps://utente:segreto@smtp.example:465');
    expect(config.mailFrom).toBe('spesa@example.it');
    expect(config.publicUrl).toBe('https://spesa.example.it');
  });

  it('lists every bad e-mail key', () => {
    let error: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://smtp',
        MAIL_FROM: 'nessuno',
        PUBLIC_URL: 'https://x.it/percorso',
        MAIL_OUTBOX_PAGE: 'si',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const key of ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL', 'MAIL_OUTBOX_PAGE'])
      expect(issues).toContain(key);
  });
});
