import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCategoryRoot } from '../../testing/build-category';
import { buildEnvelope } from '../../testing/build-envelope';
import { renderApp } from '../../testing/render-app';
import { stubFetch } from '../../testing/stub-fetch';
import { VISITOR_PREFETCH } from './shell-overlays';

const visitor = { userId: -1 };

function stubVisitorApi() {
  return stubFetch({
    'GET /ebsn/api/auth/test': { body: buildEnvelope(null, { user: visitor }) },
    'GET /ebsn/api/category': { body: buildEnvelope(buildCategoryRoot([]), { user: visitor }) },
  });
}

/** The idle tasks the page asks for, as `requestIdleCallback` receives them. */
function recordIdleTasks() {
  const requestIdleCallback = vi.fn<(task: IdleRequestCallback) => number>(() => 1);
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return requestIdleCallback;
}

/**
 * The home as a visitor sees it, once its parts that load apart are in place: a suite that ended while one still
 * loaded would leave its import to a torn-down environment (the web suites share one module graph).
 */
async function renderVisitorHome() {
  renderApp('/');
  await screen.findByRole('button', { name: 'Accedi' });
  await screen.findByRole('heading', { name: 'Consegniamo da te?' });
}

describe('the login dialog\'s code for a visitor (UX.md "Speed")', () => {
  afterEach(() => {
    // Unmounted while the recorded idle functions are still in place: the app cancels what it asked for.
    cleanup();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  });

  it('names modules of the web app, which the server lists for the browser to prefetch', () => {
    const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    for (const module of VISITOR_PREFETCH) expect(fs.existsSync(path.join(webRoot, module))).toBe(true);
  });

  it('is loaded once the page is idle when the page was drawn in the browser', async () => {
    stubVisitorApi();
    const idleTasks = recordIdleTasks();
    await renderVisitorHome();
    await waitFor(() => expect(idleTasks).toHaveBeenCalledOnce());
  });

  it("is not loaded while the page starts when the server's first HTML had the browser prefetch it", async () => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = '/assets/login-dialog.js';
    document.head.append(link);
    stubVisitorApi();
    const idleTasks = recordIdleTasks();
    await renderVisitorHome();
    expect(idleTasks).not.toHaveBeenCalled();
  });
});
