import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@spesa/shared/common/envelope.contract';
import { CONSENT_COOKIE, CONSENT_PURPOSES_VERSION } from '@spesa/shared/consent/consent-record';
import { buildTestApp, hostOf, type TestApp } from '../../../test/build-test-app.js';

/**
 * A stand-in for the web app's server build with the same contract as apps/web/src/entry-server.tsx: it asks
 * the API through the transport it was given, and draws what the API answered for the request's chain.
 */
const ENTRY = `
let transport;
let renders = 0;
export function setApiTransport(next) { transport = next; }
export async function preloadScreens() {}
export async function renderPage({ url, config, viewport, consentAsked }) {
  const { searchParams } = new URL(url);
  if (searchParams.has('fail')) throw new Error('a component failed');
  if (searchParams.has('moved')) return { kind: 'redirect', status: 302, location: '/not-found' };
  const answer = await transport('/ebsn/api/products?page_size=1', { method: 'GET', headers: { Accept: 'application/json' } });
  const { data } = await answer.json();
  renders += 1;
  return {
    kind: 'page',
    status: 200,
    html: '<main data-render="' + renders + '"' + (consentAsked ? ' data-banner' : '') + '>' + config.code + ' ' + viewport + ' ' + data.products[0].name + '</main>',
    styles: '<style data-emotion="css x1">.css-x1{color:red}</style>',
    state: { viewport, queries: { text: '</script><script>alert(1)</script>' } },
    screens: new URL(url).pathname.startsWith('/category/') ? ['src/app/routes/category.tsx'] : [],
    prefetch: ['src/features/auth/components/login-dialog.tsx'],
  };
}
`;

/**
 * Vite's build manifest: the entry with what it imports, the start module of a server-rendered page, and a screen
 * loaded apart that shares one of the entry's imports.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  'src/start-after-paint.ts': { file: 'assets/start.js', isEntry: true },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/app/routes/category.tsx': {
    file: 'assets/category.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_product-browser.js'],
  },
  '_product-browser.js': { file: 'assets/product-browser.js', imports: ['_vendor.js'] },
  'src/features/auth/components/login-dialog.tsx': {
    file: 'assets/login-dialog.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_product-browser.js', '_login-form.js'],
  },
  '_login-form.js': { file: 'assets/login-form.js', imports: ['_vendor.js'] },
};

const TEMPLATE =
  '<!doctype html><html lang="it"><head><!--spesa:head--></head><body>' +
  '<div id="root">\n  <!--spesa:root--><div class="sk-main" aria-busy="true"></div><!--/spesa:root-->\n</div>' +
  '<!--spesa:config--><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></body></html>';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';

describe('server-rendered first HTML (ARCHITECTURE §7)', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string, tenant: 'castoro' | 'dem' = 'castoro', headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: hostOf(tenant), ...headers } });
  const firstProduct = async (tenant: 'castoro' | 'dem') =>
    (await get('/ebsn/api/products?page_size=1', tenant)).json<{
      data: { products: { name: string; slug: string }[] };
    }>().data.products[0]!;
  const renderedMain = (html: string) => /<div id="root">(<main[^>]*>[^<]*<\/main>)<\/div>/.exec(html)?.[1];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-ssr-'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.mkdirSync(path.join(dir, 'dist-ssr'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(dir, 'dist', '.vite'));
    fs.writeFileSync(path.join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
    t = await buildTestApp('sqlite', {
      tenants: ['castoro', 'dem'],
      config: { WEB_DIST_DIR: path.join(dir, 'dist'), SSR_DIST_DIR: path.join(dir, 'dist-ssr') },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("draws an anonymous visitor's category page from the API of the request's own chain", async () => {
    for (const tenant of ['castoro', 'dem'] as const) {
      const res = await get('/category/frutta-e-verdura', tenant);
      expect(res.statusCode).toBe(200);
      expect(renderedMain(res.body)).toContain(`${tenant} desktop ${(await firstProduct(tenant)).name}`);
      expect(res.body).not.toContain('sk-main');
      expect(res.body).toContain('<style data-emotion="css x1">.css-x1{color:red}</style></head>');
      expect(res.headers.vary).toContain('Cookie');
    }
  });

  /** The code a server-rendered page asks for once painted (apps/web/src/start-after-paint.ts). */
  const startListOf = (html: string) => {
    const list = /<script type="application\/json" id="spesa-start">(.*?)<\/script>/.exec(html)?.[1];
    return list ? (JSON.parse(list) as { entry: string; preload: string[]; prefetch: string[] }) : undefined;
  };

  it("starts the app from a list in the head, with the drawn screen's code but for what the entry loads", async () => {
    const category = (await get('/category/frutta-e-verdura')).body;
    expect(startListOf(category)).toMatchObject({
      entry: '/assets/index.js',
      preload: ['/assets/vendor.js', '/assets/category.js', '/assets/product-browser.js'],
    });
    const head = category.slice(0, category.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/start.js"></script>');
    // The built index.html's own tags would load the code at once, beside the page's first images.
    expect(category).not.toContain('src="/assets/index.js"');
    expect(category).not.toContain('modulepreload');
    // The home is in the main bundle: nothing more to load.
    expect(startListOf((await get('/')).body)).toMatchObject({ preload: ['/assets/vendor.js'] });
  });

  it('prefetches the code a visitor opens next, but for what the entry and the drawn screen load', async () => {
    const prefetchesOf = async (url: string) => startListOf((await get(url)).body)?.prefetch;
    expect(await prefetchesOf('/')).toEqual([
      '/assets/login-dialog.js',
      '/assets/product-browser.js',
      '/assets/login-form.js',
    ]);
    // The category screen preloads product-browser.js already.
    expect(await prefetchesOf('/category/frutta-e-verdura')).toEqual([
      '/assets/login-dialog.js',
      '/assets/login-form.js',
    ]);
  });

  it('hands the state over as JSON that no text can close, gzip-compressed when accepted', async () => {
    const res = await get('/search?q=latte', 'castoro', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    const state = /<script type="application\/json" id="spesa-ssr">(.*?)<\/script>/.exec(html)?.[1];
    expect(state).toContain('\\u003c/script>\\u003cscript>');
    expect(JSON.parse(state!)).toEqual({
      viewport: 'desktop',
      queries: { text: '</script><script>alert(1)</script>' },
    });
  });

  it('draws a content page too', async () => {
    expect(renderedMain((await get('/page/consegna-a-casa')).body)).toContain('castoro desktop');
  });

  it("draws for a phone's screen when the browser says it is a phone", async () => {
    const byAgent = await get('/', 'castoro', { 'user-agent': PHONE_AGENT });
    expect(renderedMain(byAgent.body)).toContain('castoro phone');
    const byHint = await get('/', 'castoro', { 'sec-ch-ua-mobile': '?1' });
    expect(renderedMain(byHint.body)).toContain('castoro phone');
  });

  it('shows the cookie banner to a visitor whose cookie says no choice is in force, and keeps both pages', async () => {
    const url = '/category/frutta-e-verdura?banner=1';
    const asked = renderedMain((await get(url)).body);
    expect(asked).toContain(' data-banner>castoro desktop ');
    const chosen = { cookie: `${CONSENT_COOKIE}=${CONSENT_PURPOSES_VERSION}` };
    const answered = renderedMain((await get(url, 'castoro', chosen)).body);
    expect(answered).toContain('castoro desktop ');
    expect(answered).not.toContain('data-banner');
    expect(renderedMain((await get(url)).body)).toBe(asked);
    expect(renderedMain((await get(url, 'castoro', chosen)).body)).toBe(answered);
    const outdated = { cookie: `${CONSENT_COOKIE}=${CONSENT_PURPOSES_VERSION - 1}` };
    expect(renderedMain((await get(url, 'castoro', outdated)).body)).toBe(asked);
  });

  it('keeps a rendered page while the catalogue is the same, per chain, screen and address', async () => {
    const url = `/product/${(await firstProduct('castoro')).slug}`;
    const first = renderedMain((await get(url)).body);
    expect(first).toMatch(/data-render="\d+"/);
    expect(renderedMain((await get(url)).body)).toBe(first);
    expect(renderedMain((await get(`${url}?x=1`)).body)).not.toBe(first);
    expect(renderedMain((await get(url, 'castoro', { 'user-agent': PHONE_AGENT })).body)).not.toBe(first);
  });

  it('leaves a session, a private page and a failed render to the browser', async () => {
    const withSession = await get('/category/frutta-e-verdura', 'castoro', {
      cookie: `${SESSION_COOKIE}=${'a'.repeat(40)}`,
    });
    for (const res of [
      withSession,
      await get('/profile/orders'),
      await get('/category/frutta-e-verdura?fail=1'),
    ]) {
      expect(res.body).toContain('sk-main');
      expect(res.body).not.toContain('id="spesa-ssr"');
      // The browser draws it: the built index.html's tags load the app at once.
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(res.body).not.toContain('id="spesa-start"');
    }
    expect((await get('/category/frutta-e-verdura?fail=1')).statusCode).toBe(200);
  });

  it("follows a loader's redirect", async () => {
    const res = await get('/category/frutta-e-verdura?moved=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/not-found');
  });
});
