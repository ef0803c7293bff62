import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pendingRequestsStore } from '../lib/pending-requests';
import { uiStore } from '../lib/ui-store';

// Whole-app renders in jsdom take seconds on a busy two-core machine, and role queries walk the whole tree:
// with the defaults (1 s to find an element, 5 s a test), and even with 5 s, correct tests failed at random
// there. A real failure still fails, only later.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

// The suites of a worker share one module graph (vitest.config.ts): each starts, as in a fresh browser, with
// nothing stored and no cookie.
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; max-age=0; path=/`;
}

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
// The carousel's autoplay scrolls its track when a test lasts past its interval.
Element.prototype.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  uiStore.set({ openDrawer: null, isLoginDialogOpen: false });
  pendingRequestsStore.set({ count: 0 });
});
