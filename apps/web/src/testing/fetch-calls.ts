import type { stubFetch } from './stub-fetch';

export interface SentRequest {
  url: URL;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/** The requests a `stubFetch` mock received for `path` (without the query string), in order. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, path: string): SentRequest[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (url.pathname !== path) return [];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return [{ url, body }];
  });
}
