import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/router';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { buildTenantConfig } from './build-tenant-config';

function setUp(config: TenantPublicConfig) {
  return { config, i18n: initI18n(config), queryClient: createQueryClient() };
}

/** The whole app (shell and route table) in a memory router at `path`. */
export function renderApp(path: string, config: TenantPublicConfig = buildTenantConfig()) {
  const { i18n, queryClient } = setUp(config);
  const router = createMemoryRouter(
    createAppRoutes(
      queryClient,
      (to) => {
        void router.navigate(to);
      },
      config,
    ),
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders config={config} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** One component with every provider and a router around it. */
export function renderWithProviders(ui: ReactNode, config: TenantPublicConfig = buildTenantConfig()) {
  const { i18n, queryClient } = setUp(config);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <AppProviders config={config} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
