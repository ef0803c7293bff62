import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsClient } from '../hooks/use-is-client';
import { createStore, useStore } from '../lib/create-store';
import { answeredMatchMedia, type ServerMatchMedia } from '../lib/media-answers';
import { recordingMatchMedia } from '../lib/server-viewport';
import { createTenantTheme } from '../lib/theme';
import { buildTenantConfig } from '../testing/build-tenant-config';

const counter = createStore({ pending: 0 });

/** What differs between a server and a browser: the screen, the browser's own knowledge, a store's state. */
function Probe() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const isClient = useIsClient();
  const pending = useStore(counter, (state) => state.pending);
  return (
    <p>
      {isWide ? 'wide' : 'narrow'} {isClient ? 'browser' : 'server'} {pending}
    </p>
  );
}

const page = (ssrMatchMedia: ServerMatchMedia) => (
  <ThemeProvider theme={createTenantTheme(buildTenantConfig().theme, ssrMatchMedia)}>
    <Probe />
  </ThemeProvider>
);

describe('a server-rendered page hydrates (ARCHITECTURE §7)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    counter.set({ pending: 0 });
  });

  it('from the answers it was drawn with, then takes the browser’s own without a mismatch', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // Drawn for a phone while the store was busy; the browser is wide (the test window) and the store idle.
    counter.set({ pending: 2 });
    const server = recordingMatchMedia('phone');
    container.innerHTML = renderToString(page(server.matchMedia));
    expect(container.textContent).toBe('narrow server 0');
    expect(window.matchMedia('(min-width:960px)').matches).toBe(true);

    const errors: unknown[] = [];
    counter.set({ pending: 1 });
    await act(async () => {
      hydrateRoot(container, page(answeredMatchMedia(server.answers)), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('wide browser 1');
  });
});
