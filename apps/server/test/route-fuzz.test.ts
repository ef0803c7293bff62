import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, loginDemo, type TestApp } from './build-test-app.js';
import { DIALECTS } from './test-db.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';
const NUL = '\u0000';

interface Route {
  method: string;
  url: string;
}

/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`): nothing to keep in sync
 * by hand, a route added tomorrow is fuzzed tomorrow. HEAD is Fastify's copy of each GET.
 */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*?)([├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]!.length + match[2]!.length) / 4 - 1;
    const path = (stack[depth - 1] ?? '') + match[3]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[4] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
}

/** The query and body field names a route documents, so the NUL byte reaches the fields it reads. */
function documentedFields(doc: OpenApiDoc, route: Route): { query: string[]; body: string[] } {
  const openApiPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
  const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = Object.values(operation?.requestBody?.content ?? {}).flatMap((c) =>
    Object.keys(c.schema?.properties ?? {}),
  );
  return { query, body: [...new Set(body)] };
}

/** Field names read across the API, for the routes without a document (pages, gateway, media, outbox). */
const COMMON_FIELDS = ['q', 'to', 'slug', 'barcode', 'login', 'e_mail', 'token', 'id', 'name', 'list_id'];

/** Host headers no client may send: not a host name, an IP literal or a port. */
const MALFORMED_HOSTS = [
  'exa mple.it',
  '[',
  '[::1',
  'castoro.localhost:',
  'castoro.localhost:99999',
  'castoro.localhost:80a',
  ':8080',
  'utente@castoro.localhost',
  'http://castoro.localhost',
  'castoro.localhost/percorso',
  'castoro.localhost?x=1',
  'castoro.localhost#x',
  '%00',
  'castoro%2elocalhost',
  'cästoro.it',
  '<script>',
  'castoro.localhost:8080:8080',
  `${'a'.repeat(300)}.it`,
];

describe.each(DIALECTS)('every route on %s, fuzzed with NUL bytes and malformed Host', (dialect) => {
  let t: TestApp;
  let token: string;
  let routes: Route[];
  let doc: OpenApiDoc;
  const failures: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { OPERATOR_TOKEN } });
    token = await loginDemo(t.app, 'castoro');
    routes = registeredRoutes(t.app);
    doc = (await t.app.inject({ url: '/ebsn/api/docs', headers: { host: hostOf('castoro') } })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(
    label: string,
    request: {
      method: string;
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    },
  ): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { host: hostOf('castoro'), 'x-operator-token': OPERATOR_TOKEN, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    if (res.statusCode >= 500) {
      failures.push(
        `${label}: ${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
      );
    }
    return res;
  }

  /** Each way of carrying a NUL byte to a route, anonymous and with the demo shopper's session. */
  function nulRequests(route: Route) {
    const fields = documentedFields(doc, route);
    const queryFields = [...new Set([...fields.query, ...COMMON_FIELDS])];
    const withParams = (value: string) => route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));
    const requests: { label: string; url: string; headers?: Record<string, string>; payload?: string }[] = [];
    if (route.url.includes(':')) {
      for (const value of [NUL, `1${NUL}`, `a${NUL}.png`])
        requests.push({ label: 'path', url: withParams(value) });
    }
    const url = withParams('1');
    for (const name of queryFields) {
      requests.push({ label: `query ${name}`, url: `${url}?${name}=${encodeURIComponent(`a${NUL}b`)}` });
    }
    if (route.method !== 'GET') {
      const bodyFields = [...new Set([...fields.body, ...fields.query, ...COMMON_FIELDS])];
      for (const name of bodyFields) {
        requests.push({
          label: `json ${name}`,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ [name]: `a${NUL}b`, items: [{ [name]: NUL }] }),
        });
        requests.push({
          label: `form ${name}`,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `${encodeURIComponent(name)}=${encodeURIComponent(`a${NUL}b`)}`,
        });
      }
      requests.push({
        label: 'json key',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ [`k${NUL}`]: 1 }),
      });
    }
    requests.push(
      { label: 'cookie session', url, headers: { cookie: 'X-Ebsn-Session=%00' } },
      { label: 'cookie cart', url, headers: { cookie: 'X-Ebsn-Cart=a%00b' } },
      { label: 'header session', url, headers: { 'x-ebsn-session': `a${NUL}b` } },
      { label: 'header cart', url, headers: { 'x-ebsn-cart': `a${NUL}b` } },
      { label: 'header origin', url, headers: { origin: `http://castoro.localhost${NUL}` } },
    );
    return requests;
  }

  it('finds every registered route, the API, the pages, the gateway and the outbox', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /',
      'POST /ebsn/api/auth/login',
      'GET /ebsn/api/registration/registration_confirm',
      'GET /ebsn/api/products',
      'POST /ebsn/api/wishlist/add_prod',
      'POST /ebsn/api/registration/update_billing_address',
      'POST /ebsn/api/operator/order-status',
      'GET /dev/outbox/:id',
      'GET /payment-gateway/pay/:sessionId',
      'GET /media/product/:file',
      'GET /sitemap.xml',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(100);
  });

  // Thousands of requests, over every route twice: the time-out is an upper bound for a busy machine, not a wait.
  it('a NUL byte in path, query, body, cookies or headers gets the 400 envelope, never a 5xx', async () => {
    let refused = 0;
    for (const session of [undefined, token]) {
      for (const route of routes) {
        for (const request of nulRequests(route)) {
          const headers = { ...(session ? { 'x-ebsn-session': session } : {}), ...request.headers };
          const res = await send(`${session ? 'shopper' : 'anonymous'} ${request.label}`, {
            method: route.method,
            url: request.url,
            headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          if (res.statusCode === 400) refused += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(routes.length * 4);
    // The demo shopper's session survived: no NUL request reached logout, deletion or a password change.
    const test = await t.app.inject({
      url: '/ebsn/api/auth/test',
      headers: { host: hostOf('castoro'), 'x-ebsn-session': token },
    });
    expect(test.json().user.userId).toBeGreaterThan(0);
  }, 180_000);

  it('answers the NUL refusals with the Italian envelope, on the calls that failed on PostgreSQL', async () => {
    const cases: {
      method: string;
      url: string;
      contentType?: string;
      payload?: string;
      session?: boolean;
    }[] = [
      {
        method: 'POST',
        url: '/ebsn/api/auth/login',
        contentType: 'application/x-www-form-urlencoded',
        payload: 'login=mario%00rossi%40example.com&password=spesa123',
      },
      { method: 'GET', url: '/ebsn/api/registration/registration_confirm?e_mail=a%00b&reg_control_code=x' },
      { method: 'GET', url: '/ebsn/api/products?slug=mele%00' },
      { method: 'GET', url: '/ebsn/api/products?barcode=800%00' },
      { method: 'GET', url: '/ebsn/api/category?slug=frutta%00' },
      {
        method: 'POST',
        url: '/ebsn/api/wishlist/insert?name=lista%00',
        session: true,
      },
      {
        method: 'POST',
        url: '/ebsn/api/wishlist/add_prod',
        contentType: 'application/json',
        payload: JSON.stringify({ wishlistId: 1, items: [{ productId: 1, quantity: 1, note: 'x\u0000' }] }),
        session: true,
      },
      {
        method: 'POST',
        url: '/ebsn/api/registration/update_billing_address',
        contentType: 'application/json',
        payload: JSON.stringify({ address1: 'Via Roma\u0000', city: 'MILANO' }),
        session: true,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: {
          host: hostOf('castoro'),
          ...(c.contentType ? { 'content-type': c.contentType } : {}),
          ...(c.session ? { 'x-ebsn-session': token } : {}),
        },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(res.json().response).toMatchObject({
        status: 1,
        errors: [{ code: 'VALIDATION', error: 'Richiesta non valida: contiene caratteri non ammessi.' }],
      });
    }
  });

  it('a malformed Host gets the 400 envelope on every route, never a 5xx', async () => {
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const host of MALFORMED_HOSTS) {
        const res = await send(`host ${JSON.stringify(host)}`, {
          method: route.method,
          url,
          headers: {
            host,
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            'x-ebsn-session': token,
          },
          ...(route.method === 'GET' ? {} : { payload: '{}' }),
        });
        expect(res.statusCode, `${route.method} ${url} with Host ${JSON.stringify(host)}`).toBe(400);
        const message = 'Richiesta non valida: l’indirizzo del sito (Host) non è corretto.';
        if (url.startsWith('/p/')) {
          // The content API answers in WordPress's error shape (spec §7 "Content").
          expect(res.json()).toMatchObject({ code: 'rest_invalid_request', message, data: { status: 400 } });
        } else {
          expect(res.json().response.errors[0]).toEqual({ code: 'VALIDATION', error: message });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('an unknown but well-formed Host still serves the default chain', async () => {
    for (const host of ['altro.example.it', '127.0.0.1:8080', '[::1]:8080', 'castoro.localhost.', '']) {
      const res = await t.app.inject({ url: '/ebsn/api/tenant/config', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });
});
