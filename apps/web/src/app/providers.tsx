import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries its CSS-variables provider (colour schemes), which the chain's theme does
// not use (lib/theme.ts): for such a theme it renders the system's provider, this one, which leaves that provider
// out of the first load (UX.md "Speed").
import { ThemeProvider } from '@mui/system';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TenantConfigProvider } from '../lib/tenant-config-context';
import type { ServerMatchMedia } from '../lib/media-answers';
import { createTenantTheme } from '../lib/theme';
import { ToastHost } from './toast-host';

interface AppProvidersProps {
  config: TenantPublicConfig;
  queryClient: QueryClient;
  i18n: I18n;
  /** How media queries answered when the page was server-rendered (absent when it was not). */
  ssrMatchMedia?: ServerMatchMedia | undefined;
  children: ReactNode;
}

export function AppProviders({ config, queryClient, i18n, ssrMatchMedia, children }: AppProvidersProps) {
  const theme = useMemo(() => createTenantTheme(config.theme, ssrMatchMedia), [config.theme, ssrMatchMedia]);
  return (
    <TenantConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
            <ToastHost />
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </TenantConfigProvider>
  );
}
