import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountTestApp, type AccountTestApp } from '../../../test/account-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('dev outbox page on %s', (dialect) => {
  let t: AccountTestApp;
  let hidden: AccountTestApp;
  let closed: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountTestApp(dialect, { config: { MAIL_OUTBOX_REVEAL: 'true' } });
    hidden = await buildAccountTestApp(dialect, { tenants: ['castoro'] });
    closed = await buildAccountTestApp(dialect, {
      tenants: ['castoro'],
      config: { NODE_ENV: 'production', MAIL_OUTBOX_PAGE: 'true', MAIL_OUTBOX_REVEAL: 'true' },
    });
    for (const app of [t, hidden, closed]) {
      await app.call('POST', '/ebsn/api/registration/password_reset_token_request', {
        form: { e_mail: 'mario.rossi@example.com' },
      });
      await app.settle();
    }
  });
  afterAll(async () => {
    await t.close();
    await hidden.close();
    await closed.close();
  });

  const get = (app: AccountTestApp, url: string, host = 'castoro.localhost:8080') =>
    app.app.inject({ url, headers: { host } });

  it("lists the chain's messages, and opens one with its working link", async () => {
    const list = await get(t, '/dev/outbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('Reimposta la password del tuo account Castoro Supermercati');
    const id = /href="\/dev\/outbox\/(\d+)"/.exec(list.body)![1];
    const message = await get(t, `/dev/outbox/${id}`);
    expect(message.body).toMatch(
      /href="http:\/\/castoro\.localhost:8080\/reset-password\?e_mail=[^"]+reset_token=/,
    );
    expect(message.body).not.toContain('<!doctype html><html lang="it"><head><meta charset="utf-8"><title>');
  });

  it("never shows a message to another chain's page", async () => {
    const list = await get(t, '/dev/outbox', 'dem.localhost:8080');
    expect(list.body).toContain('Nessun messaggio.');
    const id = /href="\/dev\/outbox\/(\d+)"/.exec((await get(t, '/dev/outbox')).body)![1];
    expect((await get(t, `/dev/outbox/${id}`, 'dem.localhost:8080')).statusCode).toBe(404);
  });

  it('answers JSON with the links, filtered by recipient, for tests and tools', async () => {
    const res = await get(t, '/dev/outbox.json?to=MARIO.ROSSI%40example.com');
    const { messages } = res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'mario.rossi@example.com', kind: 'password-reset' });
    expect(messages[0].links[0]).toMatch(/^http:\/\/castoro\.localhost:8080\/reset-password\?/);
    expect((await get(t, '/dev/outbox.json?to=nessuno%40example.com')).json().messages).toEqual([]);
  });

  it('without MAIL_OUTBOX_REVEAL lists the messages without their links, codes or bodies', async () => {
    const [mail] = await hidden.mails('castoro', 'mario.rossi@example.com');
    const link = mail!.links[0]!;
    const token = link.searchParams.get('reset_token')!;
    expect(token.length).toBeGreaterThan(10);

    const list = await get(hidden, '/dev/outbox');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Reimposta la password del tuo account Castoro Supermercati');
    expect(list.body).toContain('MAIL_OUTBOX_REVEAL=true');
    const id = /href="\/dev\/outbox\/(\d+)"/.exec(list.body)![1];
    const message = await get(hidden, `/dev/outbox/${id}`);
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('mario.rossi@example.com');
    const json = await get(hidden, '/dev/outbox.json?to=mario.rossi%40example.com');
    const { messages } = json.json<{ messages: Record<string, unknown>[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'mario.rossi@example.com', kind: 'password-reset' });
    expect(messages[0]).not.toHaveProperty('links');
    expect(messages[0]).not.toHaveProperty('text');
    for (const res of [list, message, json]) {
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain('/reset-password?');
    }
  });

  it('never exists in production, even with MAIL_OUTBOX_PAGE and MAIL_OUTBOX_REVEAL set', async () => {
    const [mail] = await closed.mails('castoro', 'mario.rossi@example.com');
    const token = mail!.links[0]!.searchParams.get('reset_token')!;
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/1']) {
      const res = await get(closed, url);
      expect(res.body).not.toContain('Posta in uscita');
      expect(res.body).not.toContain('"messages"');
      expect(res.body).not.toContain(token);
    }
  });
});
