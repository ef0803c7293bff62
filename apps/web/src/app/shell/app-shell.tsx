import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { useSessionExpiredHandler } from '../../features/auth/hooks/use-session-expired-handler';
import { AppFooter } from './app-footer';
import { CartBindingProvider } from './cart-binding-provider';
import {
  DelayedScrollRestoration,
  forgetPositionOfOpenedPage,
  SCROLL_STORAGE_KEY,
  scrollPositionKey,
} from './delayed-scroll-restoration';
import { NavigationProgress } from './navigation-progress';
import { PendingOverlay } from './pending-overlay';
import { RouteFocus } from './route-focus';
import { ScrollTopButton } from './scroll-top-button';
import { ShellOverlays } from './shell-overlays';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { lazyPart } from '../../lib/lazy-part';

// UX.md "Speed": the consent banner and the analytics start after the page, outside the home route's bundle
// (the consent record itself is read before the first call, in main.tsx).
const PrivacyHost = lazyPart('privacy-host', () =>
  import('./privacy-host').then((module) => ({ default: module.PrivacyHost })),
);

/** spec §2 "Shell layout". */
export function AppShell() {
  useSessionExpiredHandler();
  const location = useLocation();
  // Once, before ScrollRestoration (a child) reads the saved positions in its layout effect.
  useState(() => forgetPositionOfOpenedPage(location));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <TopBar />
      <NavigationProgress />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 1.5, sm: 2, md: 3 },
          py: { xs: 2, md: 3 },
          boxSizing: 'border-box',
          '&:focus': { outline: 'none' },
        }}
      >
        <CartBindingProvider>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </CartBindingProvider>
      </Box>
      <AppFooter />
      <ScrollTopButton />
      <PendingOverlay />
      <ShellOverlays />
      <Suspense fallback={null}>
        <PrivacyHost />
      </Suspense>
      <ScrollRestoration storageKey={SCROLL_STORAGE_KEY} getKey={scrollPositionKey} />
      <DelayedScrollRestoration />
      <RouteFocus />
    </Box>
  );
}
