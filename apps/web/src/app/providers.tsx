import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TenantConfigProvider } from '../lib/tenant-config-context';
import { createTenantTheme } from '../lib/theme';
import { ToastHost } from './toast-host';

interface AppProvidersProps {
  config: TenantPublicConfig;
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ config, queryClient, i18n, children }: AppProvidersProps) {
  const theme = useMemo(() => createTenantTheme(config.theme), [config.theme]);
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
