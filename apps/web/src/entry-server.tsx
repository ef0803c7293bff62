import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRoutes, loadServerRenderedScreens, SERVER_RENDERED_SCREENS } from './app/router';
import { VISITOR_PREFETCH } from './app/shell/shell-overlays';
import { userQueryOptions } from './features/auth/api/get-user';
import { categoryTreeQueryOptions } from './features/catalogue/api/get-category-tree';
export { setApiTransport, type ApiTransport } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { setServerDomWindow, type DomWindow } from './lib/dom-window';
import { pageStyleTags } from './lib/emotion-page-styles';
import { RenderedLazyParts } from './lib/lazy-part';
import { ServerOriginContext } from './lib/page-origin';
import { ServerGlobalCss } from './lib/use-global-css';
import { createServerQueryClient } from './lib/query-client';
import { recordingMatchMedia, type ServerViewport } from './lib/server-viewport';
import { EMOTION_CACHE_KEY, ServerConsentAsked, type ServerRenderState } from './lib/server-render-state';

/**
 * What the server asks for: the page, the chain and the screen guessed. The app's API calls go through the
 * transport the server set once (`setApiTransport`), which answers them for the request being rendered.
 */
export interface ServerRenderRequest {
  url: string;
  config: TenantPublicConfig;
  viewport: ServerViewport;
  /** No cookie choice is in force for this visitor: the page shows the cookie banner (spec §1). */
  consentAsked: boolean;
}

export type ServerRenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      styles: string;
      state: ServerRenderState;
      /** The lazily loaded screens drawn, as Vite's manifest names their modules (SERVER_RENDERED_SCREENS). */
      screens: string[];
      /** The code a visitor opens next, for the browser to prefetch (VISITOR_PREFETCH). */
      prefetch: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * The screens a first HTML may show that load lazily in the browser, loaded once before any request; and the
 * DOM that HTML coming as data is parsed in (content pages, nutrition tables; DOMPurify needs one: jsdom's).
 */
export async function preloadScreens(): Promise<void> {
  const [{ JSDOM }] = await Promise.all([
    import('jsdom'),
    loadServerRenderedScreens(),
    import('./app/routes/not-found'),
    import('./app/shell/privacy-host'),
    import('./features/consent/components/cookie-banner'),
  ]);
  setServerDomWindow(new JSDOM('').window as unknown as DomWindow);
}

/**
 * Renders the whole tree, lazy parts included, into one string: React's static render waits for every part,
 * so the HTML needs no inline script to put late parts in place (the CSP allows none), and it is kept whole.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(element, {
    // Large parts are not moved out of place to be put back by a script: the page comes in one piece.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails is not shipped half-drawn: the server sends the page without a first render.
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure instanceof Error) throw failure;
  if (failure !== null) throw new Error('The server render failed');
  return html;
}

/**
 * The queries a render asked for that nothing fetched yet (the footer's menu, a row's products): on the
 * server `useQuery` does not fetch, so they are fetched here and the page is rendered again with them.
 */
async function fetchAskedQueries(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .findAll({ type: 'all', predicate: (query) => query.state.status === 'pending' })
    .filter((query) => {
      const { enabled, queryFn } = query.options as {
        enabled?: boolean | ((q: typeof query) => boolean);
        queryFn?: unknown;
      };
      if (typeof queryFn !== 'function') return false;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/** The data every storefront page's shell shows, fetched before the render so the first HTML has it. */
async function prefetchShell(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(userQueryOptions()),
    queryClient.prefetchQuery(categoryTreeQueryOptions()),
  ]);
}

/**
 * Server-renders a storefront page for an anonymous visitor: the route's loaders run against the API
 * in-process, the tree is rendered with its emotion styles extracted, and the query cache and loader data go
 * with the page so the browser hydrates without fetching the same data again.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const queryClient = createServerQueryClient();
  const i18n = initI18n(request.config);
  const routes = createAppRoutes(queryClient, () => undefined, request.config);
  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([handler.query(new Request(request.url)), prefetchShell(queryClient)]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.errors) throw new Error('A route failed to load on the server');

  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotionServer = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const media = recordingMatchMedia(request.viewport);
  const globalCss = new Map<string, string>();
  const lazyParts = new Set<string>();
  const renderTree = () =>
    renderToHtml(
      <CacheProvider value={cache}>
        <AppProviders
          config={request.config}
          queryClient={queryClient}
          i18n={i18n}
          ssrMatchMedia={media.matchMedia}
        >
          <ServerOriginContext value={new URL(request.url).origin}>
            <ServerGlobalCss value={globalCss}>
              <ServerConsentAsked value={request.consentAsked}>
                <RenderedLazyParts value={lazyParts}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </RenderedLazyParts>
              </ServerConsentAsked>
            </ServerGlobalCss>
          </ServerOriginContext>
        </AppProviders>
      </CacheProvider>,
    );
  let html = await renderTree();
  if (await fetchAskedQueries(queryClient)) html = await renderTree();
  const styles =
    [...globalCss].map(([id, css]) => `<style data-spesa="${id}">${css}</style>`).join('') +
    pageStyleTags(cache, emotionServer, html);
  const state: ServerRenderState = {
    mediaAnswers: media.answers,
    queries: dehydrate(queryClient),
    loaderData: context.loaderData,
    consentAsked: request.consentAsked,
    lazyParts: [...lazyParts],
  };
  queryClient.clear();
  const screenModules: Readonly<Record<string, string>> = SERVER_RENDERED_SCREENS;
  const screens = context.matches.flatMap(({ route }) =>
    Object.hasOwn(screenModules, route.id) ? [screenModules[route.id]!] : [],
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    styles,
    state,
    screens,
    prefetch: [...VISITOR_PREFETCH],
  };
}
