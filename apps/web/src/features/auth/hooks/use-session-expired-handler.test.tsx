import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { closeLoginDialog, uiStore } from '../../../lib/ui-store';
import { buildEnvelope } from '../../../testing/build-envelope';
import { stubFetch } from '../../../testing/stub-fetch';
import { userQueryKey } from '../api/get-user';
import { ANONYMOUS_USER } from '../utils/is-logged-in';
import { useSessionExpiredHandler } from './use-session-expired-handler';

// The toast of the expired session is not what these tests look at.
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

function renderHandler(user: unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useSessionExpiredHandler(), { wrapper });
  return queryClient;
}

async function answer419(): Promise<void> {
  stubFetch({ 'GET /ebsn/api/wishlist/view': { status: 419, body: buildEnvelope(null, { status: 1 }) } });
  await apiClient.get('/wishlist/view').catch(() => undefined);
}

describe('useSessionExpiredHandler (spec §4)', () => {
  afterEach(() => closeLoginDialog(false));

  it('a signed-in shopper whose session expired becomes a visitor and is asked to log in', async () => {
    const queryClient = renderHandler({ userId: 7, login: 'mario.rossi@example.com' });
    await answer419();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ANONYMOUS_USER);
    expect(uiStore.get().isLoginDialogOpen).toBe(true);
  });

  it('a visitor who has just logged out is not asked to log in by a screen refreshed as a visitor', async () => {
    const queryClient = renderHandler(ANONYMOUS_USER);
    await answer419();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ANONYMOUS_USER);
    expect(uiStore.get().isLoginDialogOpen).toBe(false);
  });
});
