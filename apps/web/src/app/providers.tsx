import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TenantConfigProvider } from '../lib/tenant-config-context';
import type { ServerViewport } from '../lib/server-viewport';
import { createTenantTheme } from '../lib/theme';
import { ToastContent } from './toast-content';
import { useToastRoot } from './use-toast-root';

/** spec §8/§9: toasts last 3 s, bottom centre, at most 5 stacked. */
const TOAST_DURATION_MS = 3000;
const MAX_TOASTS = 5;
const toastComponents = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

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
  const toastRoot = useToastRoot();
  return (
    <TenantConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <SnackbarProvider
              maxSnack={MAX_TOASTS}
              autoHideDuration={TOAST_DURATION_MS}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
              Components={toastComponents}
              domRoot={toastRoot}
            >
              {children}
            </SnackbarProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </TenantConfigProvider>
  );
}
