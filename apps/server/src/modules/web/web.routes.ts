import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@spesa/shared/common/envelope.contract';
import type { ErrorCode } from '@spesa/shared/common/error-codes';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { toPublicConfig } from '@spesa/tenants/tenants';
import type { AppConfig } from '../../config.js';
import { chainOrigin } from '../../lib/chain-origin.js';
import { ANONYMOUS, errorStatus } from '../../lib/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContentService } from '../content/content.service.js';
import { renderIndexHtml } from './index-html.js';
import { pageMetaFor } from './page-meta.js';
import { loadPageStart } from './page-start.js';
import { loadServerRenderer, type ServerRender } from './server-render.js';
import { sitemapXml } from './sitemap.js';

const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--spesa:head--></head>' +
  '<body><main><h1>Spesa</h1><p>La vetrina web non è ancora stata compilata: esegui <code>npm run build</code>.</p></main><!--spesa:config--></body></html>';

const gzipAsync = promisify(gzip);

const PRIVATE_PATHS = /^\/(profile|checkout|payment|cart|reset-password|registration)/;

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /ebsn/',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /payment',
    'Disallow: /cart/',
    // spec §2 /search: a plain query's page is indexed (page-meta.ts); its refinements are not crawled.
    'Disallow: /search?*&',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const webRoutes: FastifyPluginAsync<{
  webDistDir: string;
  /** The web app's server build: anonymous storefront pages come with their first HTML (ARCHITECTURE §7). */
  ssrDir?: string | undefined;
  version: string;
  catalogue: CatalogueService;
  /** The built-in content store: the static pages' search metadata (spec §2 /page/:pageName). */
  content?: ContentService;
  /** Chains reading a real WordPress (CONTENT_URLS), told to the web app in its config. */
  /** spec §9: each chain's own site hosts, the domain whitelist of links inside content. */
  siteHosts?: ReadonlyMap<string, readonly string[]>;
  contentUrls?: ReadonlyMap<string, string>;
  /** spec §2 "Add/edit address": a place-suggestion service (maps key) is configured, told in the config. */
  placeSearch?: boolean;
  /** Canonical links, the sitemap and robots.txt name the chain's own host, never the request's Host. */
  linkConfig: Pick<AppConfig, 'tenantHosts' | 'publicUrl'>;
}> = async (app, opts) => {
  const indexFile = path.join(opts.webDistDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;

  const pageStart = loadPageStart(opts.webDistDir);
  const renderedPages = new WeakMap<ServerRender, { html: Buffer; gzip: Buffer }>();
  const renderer =
    opts.ssrDir && template !== FALLBACK_TEMPLATE ? await loadServerRenderer(app, opts.ssrDir) : null;

  /** The catalogue and content a page shows, when this process knows them: a rendered page is kept per both. */
  async function pageVersions(tenantCode: string): Promise<string | undefined> {
    const catalogueStamp = opts.catalogue.knownStamp(tenantCode);
    if (catalogueStamp === undefined) return undefined;
    const contentVersion = opts.content ? (await opts.content.snapshot(tenantCode)).version : 'remote';
    return `${catalogueStamp}|${contentVersion}`;
  }

  async function serverRender(request: FastifyRequest, url: URL, config: TenantPublicConfig) {
    if (!renderer) return null;
    try {
      return await renderer.render(request, url, config, () => pageVersions(request.tenant.code));
    } catch (error) {
      // The browser renders the page itself: the shopper sees it a moment later, never an error.
      request.log.warn({ err: error }, 'server render failed');
      return null;
    }
  }

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

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const tenant = request.tenant;
    const origin = chainOrigin(request, opts.linkConfig);
    const url = new URL(request.url, origin);
    // A chain reading a real WordPress has no pages in the built-in store.
    const content = opts.contentUrls?.has(tenant.code) ? undefined : opts.content;
    const meta = await pageMetaFor(url.pathname, url.searchParams, origin, tenant, opts.catalogue, content);
    if (PRIVATE_PATHS.test(url.pathname))
      meta.extraHead = `${meta.extraHead ?? ''}<meta name="robots" content="noindex, nofollow">`;
    const config = toPublicConfig(
      tenant,
      opts.version,
      opts.contentUrls?.get(tenant.code),
      opts.siteHosts?.get(tenant.code),
      opts.placeSearch,
    );
    const rendered = meta.status === 200 ? await serverRender(request, url, config) : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    reply
      .status(rendered?.status ?? meta.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Host, Cookie, User-Agent, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!rendered) return reply.send(renderIndexHtml(template, tenant, meta, config));
    // A first HTML carries its page and data (some hundred kilobytes): sent compressed, once per kept page.
    let page = renderedPages.get(rendered);
    if (!page) {
      const start = { head: pageStart.head(rendered.screens ?? [], rendered.prefetch) };
      const html = Buffer.from(renderIndexHtml(template, tenant, meta, config, rendered, start));
      page = { html, gzip: await gzipAsync(html, { level: 6 }) };
      renderedPages.set(rendered, page);
    }
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = chainOrigin(request, opts.linkConfig);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin));
  });

  const sitemapRoute =
    (what: 'all' | 'categories') => async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = chainOrigin(request, opts.linkConfig);
      const body = await sitemapXml(origin, request.tenant.code, opts.catalogue, what);
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Host')
        .type('application/xml; charset=utf-8')
        .send(body);
    };
  app.get('/sitemap.xml', { schema: { hide: true } }, sitemapRoute('all'));
  // API-COMPAT "Learned from clients": the categories alone, where the original platform's clients read them.
  app.get('/sitemap/category.xml', { schema: { hide: true } }, sitemapRoute('categories'));
  app.get(`${API_PREFIX}/sitemap/category.xml`, { schema: { hide: true } }, sitemapRoute('categories'));

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
      response: errorStatus('Risorsa non trovata.', 'NOT_FOUND' satisfies ErrorCode, 404),
      user: request.sessionUser ?? ANONYMOUS,
      data: {},
    });
  });
};
