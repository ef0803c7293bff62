import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasConsentCookie } from '@spesa/shared/consent/consent-record';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { LRUCache } from 'lru-cache';
import { presentedToken } from '../../plugins/session.plugin.js';

/** What the web app's server entry (apps/web/src/entry-server.tsx) answers; its types are kept apart. */
type ServerViewport = 'phone' | 'desktop';
type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      styles: string;
      state: unknown;
      screens?: string[];
      /** Modules a visitor is likely to open next, fetched while the browser is idle (page-start.ts). */
      prefetch?: string[];
    }
  | { kind: 'redirect'; status: number; location: string };
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
interface ServerEntry {
  setApiTransport(transport: ApiTransport): void;
  preloadScreens(): Promise<void>;
  renderPage(request: {
    url: string;
    config: TenantPublicConfig;
    viewport: ServerViewport;
    consentAsked: boolean;
  }): Promise<RenderResult>;
}

export type ServerRender = RenderResult;

/**
 * The storefront pages an anonymous visitor gets server-rendered (ARCHITECTURE §7 landing screens, the
 * search and the content pages): the address alone decides what they show.
 */
const RENDERED_PATHS = /^\/(?:$|category\/.+|product\/[^/]+$|search$|page\/[^/]+$)/;

/** A phone's browser says so in its client hints or its user agent. */
export function viewportOf(request: FastifyRequest): ServerViewport {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return 'phone';
  return /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}

export interface ServerRenderer {
  /**
   * The first HTML of `url` for this request, or null when the page is not one rendered on the server (a
   * logged-in shopper's, a private one): the browser then renders it. `versions` names the catalogue and
   * content the page would show; a page rendered from them is kept and served again until either changes.
   */
  render(
    request: FastifyRequest,
    url: URL,
    config: TenantPublicConfig,
    versions: () => Promise<string | undefined>,
  ): Promise<RenderResult | null>;
}

/** The headers the app reads of an answer (its type, a content list's totals), not those of the transfer. */
function answerHeaders(headers: Record<string, unknown>): Headers {
  const kept = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (/^(content-length|transfer-encoding|connection|set-cookie)$/i.test(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') kept.set(name, String(value));
  }
  return kept;
}

/** How many rendered pages a process keeps (each a few tens of kilobytes). */
const MAX_CACHED_PAGES = 500;

/**
 * Loads the web app's server build (`apps/web/dist-ssr`, made by `npm run build`); without it every page is
 * rendered by the browser. The app's API calls are answered in-process (`app.inject`), for the chain of the
 * request being rendered, as an anonymous visitor.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  ssrDir: string,
): Promise<ServerRenderer | null> {
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const hosts = new AsyncLocalStorage<string>();
  entry.setApiTransport(async (url, init) => {
    const host = hosts.getStore();
    if (host === undefined) throw new Error('An API call outside a server render');
    // A chain's real WordPress (CONTENT_URLS) is another site: asked over the network, as the browser would.
    if (/^https?:/i.test(url)) return fetch(url, { ...init, credentials: 'omit' });
    const answer = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), host },
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: answerHeaders(answer.headers),
    });
  });
  await entry.preloadScreens();

  const pages = new LRUCache<string, RenderResult>({ max: MAX_CACHED_PAGES });
  return {
    async render(request, url, config, versions) {
      if (presentedToken(request) !== undefined || !RENDERED_PATHS.test(url.pathname)) return null;
      const viewport = viewportOf(request);
      // spec §1: a visitor whose browser holds no cookie choice gets the banner in the first HTML.
      const consentAsked = !hasConsentCookie(request.cookies);
      const shown = await versions();
      const key =
        shown &&
        `${config.code}|${shown}|${viewport}|${consentAsked ? 'ask' : 'chosen'}|${url.pathname}${url.search}`;
      const kept = key ? pages.get(key) : undefined;
      if (kept) return kept;
      const host = request.headers.host ?? url.host;
      const result = await hosts.run(host, () =>
        entry.renderPage({ url: url.href, config, viewport, consentAsked }),
      );
      if (key) pages.set(key, result);
      return result;
    },
  };
}
