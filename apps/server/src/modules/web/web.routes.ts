import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import { ANONYMOUS, errorStatus } from '../../lib/envelope.js';
import { renderIndexHtml } from './index-html.js';

const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--spesa:head--></head>' +
  '<body><main><h1>Spesa</h1><p>La vetrina web non è ancora stata compilata: esegui <code>npm run build</code>.</p></main><!--spesa:config--></body></html>';

export const webRoutes: FastifyPluginAsync<{ webDistDir: string; version: string }> = async (app, opts) => {
  const indexFile = path.join(opts.webDistDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;

  if (fs.existsSync(opts.webDistDir)) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      serve: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
      allowedPath: (pathName) =>
        !pathName.endsWith('index.html') && !pathName.endsWith('.br') && !pathName.endsWith('.gz'),
    });
  }

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const tenant = request.tenant;
    const origin = `${request.protocol}://${request.host}`;
    const page = tenant.texts.pages.home;
    const html = renderIndexHtml(
      template,
      tenant,
      {
        title: page.title,
        description: page.description,
        canonicalUrl: `${origin}${request.url.split('?')[0]}`,
      },
      opts.version,
    );
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/', { schema: { hide: true } }, sendIndex);

  app.get('/logo.svg', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .type('image/svg+xml')
      .send(request.tenant.theme.logoSvg),
  );

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(`${API_PREFIX}/`) &&
      !request.url.startsWith('/p/') &&
      !/\.[a-z0-9]{1,5}(\?|$)/i.test(request.url);
    if (isPage) return sendIndex(request, reply);
    return reply.status(404).send({
      response: errorStatus('Risorsa non trovata.', 'NOT_FOUND', 404),
      user: request.sessionUser ?? ANONYMOUS,
      data: {},
    });
  });
};
