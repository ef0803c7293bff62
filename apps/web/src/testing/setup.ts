import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pendingRequestsStore } from '../lib/pending-requests';
import { uiStore } from '../lib/ui-store';

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  uiStore.set({ openDrawer: null, isLoginDialogOpen: false });
  pendingRequestsStore.set({ count: 0 });
});
