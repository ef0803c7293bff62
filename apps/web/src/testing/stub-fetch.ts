import { vi } from 'vitest';

export interface StubResponse {
  status?: number;
  body?: unknown;
}

type Handler = StubResponse | ((request: { url: URL; init: RequestInit | undefined }) => StubResponse);

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers (path without the query string). An unknown
 * call fails the test loudly with a 500.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return new Response(JSON.stringify({ unexpected: key }), { status: 500 });
    const { status = 200, body } = typeof handler === 'function' ? handler({ url, init }) : handler;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
