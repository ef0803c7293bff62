import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useIsClient } from './use-is-client';

/** The value each render of the probe saw, in order. */
let seen: boolean[] = [];

function Probe() {
  const isClient = useIsClient();
  seen.push(isClient);
  return <p>{isClient ? 'browser' : 'server'}</p>;
}

/** React's `act` waits for the renders it starts only where the environment says it is a test's. */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('useIsClient (UX.md "Speed")', () => {
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    seen = [];
  });

  it('is true from the first render of a page the browser draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });

  it('hydrates as the server drew, and switches in a deferred render, not in the one React forces after', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Probe />);
    expect(seen).toEqual([false]);
    seen = [];

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The hydration, the render forced once it is committed (which redraws nothing), then the deferred one.
    expect(seen).toEqual([false, false, true]);
    expect(container.textContent).toBe('browser');
  });
});
