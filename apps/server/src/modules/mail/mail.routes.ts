import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { NotFoundError } from '../../lib/domain-error.js';
import { escapeHtml } from './mail-layout.js';
import type { OutboxMessage, OutboxService } from './mail.service.js';

const PAGE_STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}' +
  'td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}' +
  '.mail{border:1px solid #ccc;margin-top:16px}';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`
  );
}

function when(ms: number): string {
  return new Date(ms).toLocaleString('it-IT', { timeZone: 'Europe/Rome' });
}

const HIDDEN_NOTE =
  '<p>Collegamenti e codici dei messaggi sono nascosti: per vederli avvia il server con ' +
  '<code>MAIL_OUTBOX_REVEAL=true</code> (mai in produzione).</p>';

/** A message's envelope; its text, links and HTML body (which carry the tokens) only when revealed. */
function toJson(m: OutboxMessage, reveal: boolean) {
  return {
    id: m.id,
    to: m.recipient,
    from: m.sender,
    kind: m.kind,
    subject: m.subject,
    ...(reveal ? { text: m.text, links: m.links } : {}),
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

/**
 * ARCHITECTURE §6: the outbox, readable in development. App.ts registers it only when MAIL_OUTBOX_PAGE is on,
 * which configuration never allows in production. Each chain sees its own messages, and only their envelope
 * (date, addresses, kind, subject): the bodies carry the links and tokens that take over an account, shown only
 * when a developer sets MAIL_OUTBOX_REVEAL.
 */
export const mailRoutes: FastifyPluginAsync<{
  outbox: OutboxService;
  env: AppConfig['env'];
  reveal: boolean;
}> = async (app, { outbox, env, reveal }) => {
  // Defence in depth beside the configuration: in production the page does not exist.
  if (env === 'production') return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listQuery = z.object({ to: z.string().max(300).optional() });

  r.get('/dev/outbox', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const messages = await outbox.list(request.tenant.code, request.query.to);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(when(m.createdAt))}</td><td>${escapeHtml(m.recipient)}</td>` +
          `<td>${escapeHtml(m.kind)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    const body =
      `<h1>Posta in uscita – ${escapeHtml(request.tenant.texts.brandName)}</h1>` +
      `<p>Solo per lo sviluppo: i messaggi non vengono spediti, restano qui.</p>` +
      (reveal ? '' : HIDDEN_NOTE) +
      (rows
        ? `<table><thead><tr><th>Quando</th><th>A</th><th>Tipo</th><th>Oggetto</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>Nessun messaggio.</p>');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page('Posta in uscita', body));
  });

  r.get('/dev/outbox.json', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const messages = await outbox.list(request.tenant.code, request.query.to);
    return reply
      .header('cache-control', 'no-store')
      .send({ messages: messages.map((m) => toJson(m, reveal)) });
  });

  r.get(
    '/dev/outbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) } },
    async (request, reply) => {
      const message = await outbox.find(request.tenant.code, request.params.id);
      if (!message) throw new NotFoundError('Messaggio non trovato.');
      const body =
        `<p><a href="/dev/outbox">← Posta in uscita</a></p>` +
        `<table><tbody><tr><th>Da</th><td>${escapeHtml(message.sender)}</td></tr>` +
        `<tr><th>A</th><td>${escapeHtml(message.recipient)}</td></tr>` +
        `<tr><th>Oggetto</th><td>${escapeHtml(message.subject)}</td></tr>` +
        `<tr><th>Quando</th><td>${escapeHtml(when(message.createdAt))}</td></tr></tbody></table>` +
        (reveal
          ? // The body is the server's own template, whose every interpolated value was escaped when rendered.
            `<div class="mail">${/<body[^>]*>([\s\S]*)<\/body>/.exec(message.html)?.[1] ?? ''}</div>`
          : HIDDEN_NOTE);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(message.subject, body));
    },
  );
};
