import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TenantConfigProvider } from '../lib/tenant-config-context';
import type { ServerViewport } from '../lib/server-viewport';
import { createTenantTheme } from '../lib/theme';
import { ToastHost } from './toast-host';

interface AppProvidersProps {
  config: TenantPublicConfig;
  queryClient: QueryClient;
  i18n: I18n;
  /** The screen a server render was drawn for (absent when the page was not rendered on the server). */
  serverViewport?: ServerViewport | undefined;
  children: ReactNode;
}

export function AppProviders({ config, queryClient, i18n, serverViewport, children }: AppProvidersProps) {
  const theme = useMemo(
    () => createTenantTheme(config.theme, serverViewport),
    [config.theme, serverViewport],
  );
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
