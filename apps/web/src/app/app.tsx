import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { ServerMatchMedia } from '../lib/media-answers';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

interface AppProps {
  config: TenantPublicConfig;
  queryClient: QueryClient;
  i18n: I18n;
  /**
   * Made once, outside React: a first render that suspends is thrown away and retried, and a router made
   * during it would stay alive beside the kept one, running loaders and taking navigations of its own.
   */
  router: AppRouter;
  /** How media queries answered when the server drew the page, when it did. */
  ssrMatchMedia?: ServerMatchMedia | undefined;
}

export function App({ config, queryClient, i18n, router, ssrMatchMedia }: AppProps) {
  // A server-rendered page shows its buttons before they work: the page says when they do (after hydration).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <AppProviders config={config} queryClient={queryClient} i18n={i18n} ssrMatchMedia={ssrMatchMedia}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
