import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

interface AppProps {
  config: TenantPublicConfig;
  queryClient: QueryClient;
  i18n: I18n;
}

export function App({ config, queryClient, i18n }: AppProps) {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders config={config} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
