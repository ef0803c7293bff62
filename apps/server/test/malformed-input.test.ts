import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, loginDemo, type TestApp } from './build-test-app.js';
import { DIALECTS } from './test-db.js';

interface RouteUnderTest {
  method: 'GET' | 'POST';
  url: string;
}

const junkString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '%',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    'ä'.repeat(400),
  ),
);
const junkQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'page',
      'page_size',
      'parent_category_id',
      'slug',
      'q',
      'sort',
      'promo',
      'brand',
      'categoryId',
      'depth',
      'filtered',
      'operation',
    ),
    fc.string({ maxLength: 10 }),
  ),
  fc.oneof(junkString, fc.array(junkString, { maxLength: 3 })),
  { maxKeys: 5 },
);
const junkBody = fc.oneof(
  fc.constant(undefined),
  fc.json().map((json) => ({ type: 'application/json', payload: json })),
  junkString.map((s) => ({ type: 'application/json', payload: s })),
  fc.dictionary(fc.constantFrom('login', 'password', 'remember_me', 'x'), junkString).map((d) => ({
    type: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(d).toString(),
  })),
  junkString.map((s) => ({
    type: fc.sample(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/octet-stream',
        'bogus',
      ),
      1,
    )[0]!,
    payload: s,
  })),
);

function toQuery(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe.each(DIALECTS)('malformed input on %s never causes a 5xx', (dialect) => {
  let t: TestApp;
  let token: string;
  let routes: RouteUnderTest[];

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    token = await loginDemo(t.app, 'castoro');
    const doc = (await t.app.inject({ url: '/ebsn/api/docs' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'get' || m === 'post')
        .map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', url })),
    );
    routes.push(
      { method: 'GET', url: '/media/product/{file}' },
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/category/{x}' },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every documented route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
  });

  it('a path the router refuses (a parameter too long, a broken escape) gets the Italian envelope', async () => {
    for (const [url, status] of [
      [`/ebsn/api/products/${encodeURIComponent('ä'.repeat(400))}`, 414],
      ['/ebsn/api/products/%E0%A4%A', 400],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro') } });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().response.errors[0].error, url).toMatch(/[a-zà-ù]/i);
    }
  });

  it('every route answers below 500 whatever it is sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000 }),
        junkQuery,
        junkBody,
        fc.boolean(),
        junkString,
        async (routeIndex, query, body, withSession, pathJunk) => {
          const route = routes[routeIndex % routes.length]!;
          const url = route.url.replace(/\{[^}]+\}/g, encodeURIComponent(pathJunk) || 'x') + toQuery(query);
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: {
              host: hostOf('castoro'),
              ...(body ? { 'content-type': body.type } : {}),
              ...(withSession ? { 'x-ebsn-session': token } : { 'x-ebsn-session': pathJunk }),
            },
            ...(body ? { payload: body.payload } : {}),
          });
          expect(res.statusCode, `${route.method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (url.startsWith('/ebsn/api/') && res.statusCode >= 400) {
            expect(res.json().response.errors[0].error).toMatch(/[a-zà-ù]/i);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
