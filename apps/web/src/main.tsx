import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initConsent } from './features/consent/utils/consent-store';
import { setShowSectors } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { loadTenantConfig } from './lib/load-tenant-config';
import { createQueryClient } from './lib/query-client';
import { preloadLazyParts } from './lib/lazy-part';
import { answeredMatchMedia } from './lib/media-answers';
import { readServerRenderState, ServerConsentAsked } from './lib/server-render-state';
import { createAppRouter, routerReady } from './app/router';
import { yieldToBrowser } from './lib/yield-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// UX.md "Speed": the app starts in short tasks. Evaluating its code is one; reading the config and the page's
// state, making the router, and each slice of the render run in tasks of their own.
await yieldToBrowser();
const config = await loadTenantConfig();
// spec §7: the first calls (the router's loaders) already carry the client UUID of a stored choice.
initConsent(config.code);
setShowSectors(config.settings.showSectors);
const queryClient = createQueryClient();
const i18n = initI18n(config);
// A server-rendered page brings the answers it was drawn from: the router and the lists start from them.
const serverState = readServerRenderState();
if (serverState) hydrate(queryClient, serverState.queries);
await yieldToBrowser();
const router = createAppRouter(queryClient, config, serverState?.loaderData);
const app = (
  <StrictMode>
    <ServerConsentAsked value={serverState?.consentAsked ?? false}>
      <App
        config={config}
        queryClient={queryClient}
        i18n={i18n}
        router={router}
        ssrMatchMedia={serverState ? answeredMatchMedia(serverState.mediaAnswers) : undefined}
      />
    </ServerConsentAsked>
  </StrictMode>
);
// UX.md "Speed": the first render (or hydration) in a transition yields to the browser, keeping Total Blocking
// Time low.
if (serverState) {
  // The lazily loaded screen of the address, and the parts drawn whose code loads apart, must be in place: a
  // part hydrated later would lose what a shopper typed into it after the page said it was interactive.
  await routerReady(router);
  await preloadLazyParts(serverState.lazyParts);
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
