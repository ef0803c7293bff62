import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsDataSchema } from '@spesa/shared/catalogue/product.contract';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const OPERATOR_TOKEN = 'operator-token-of-the-known-answers-test';

/**
 * A URL already answered to a visitor without a session is answered again from memory, before validation and
 * handler, while the catalogue stays the same; a new catalogue version, a session or skip_cache take the full
 * path.
 */
describe.each(DIALECTS)('anonymous catalogue answers known by URL, on %s', (dialect) => {
  let t: TestApp;
  /** URLs that reached the route's handler stage (preHandler), in order. */
  const handled: string[] = [];
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro'), ...headers } });
  const handledCount = (url: string) => handled.filter((u) => u === url).length;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro'],
      config: { OPERATOR_TOKEN },
      beforeReady: (app) =>
        app.addHook('preHandler', (request, _reply, done) => {
          handled.push(request.url);
          done();
        }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a known URL again without its handler, with the same bytes, gzip or not', async () => {
    const url = '/ebsn/api/category?filtered=true';
    // The first answer of all loads the catalogue: only answers built from a loaded one are remembered.
    await get('/ebsn/api/products?page_size=1');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.headers['content-security-policy']).toBeTruthy();
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    expect(handledCount(url)).toBe(1);
  });

  it('never answers from memory a URL that failed, nor one asked past the cache', async () => {
    const bad = '/ebsn/api/products?page_size=abc';
    expect((await get(bad)).statusCode).toBe(400);
    expect((await get(bad)).statusCode).toBe(400);
    const fresh = '/ebsn/api/products?page_size=3&skip_cache=1';
    expect((await get(fresh)).statusCode).toBe(200);
    expect((await get(fresh)).statusCode).toBe(200);
    expect(handledCount(fresh)).toBe(2);
  });

  it('answers the new price at once after the catalogue changed', async () => {
    const url = '/ebsn/api/products?page_size=5';
    const before = productsDataSchema.parse((await get(url)).json().data);
    const product = before.products[0]!;
    await get(url);
    expect(handledCount(url)).toBe(1);
    const price = Math.round((product.price + 1.11) * 100) / 100;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/operator/product-price',
      headers: { host: hostOf('castoro'), 'x-operator-token': OPERATOR_TOKEN },
      payload: { productId: product.id, price },
    });
    expect(changed.statusCode).toBe(200);
    const after = productsDataSchema.parse((await get(url)).json().data);
    expect(after.products.find((p) => p.id === product.id)!.price).toBe(price);
    expect(handledCount(url)).toBe(2);
  });

  it('gives a logged-in shopper their own envelope for a URL known anonymously', async () => {
    const url = '/ebsn/api/category?filtered=false';
    const anonymous = (await get(url)).json<{ user: { userId: number } }>();
    await get(url);
    expect(handledCount(url)).toBe(1);
    const token = await loginDemo(t.app, 'castoro');
    const own = (await get(url, { cookie: `X-Ebsn-Session=${token}` })).json<{ user: { userId: number } }>();
    expect(own.user.userId).toBeGreaterThan(0);
    expect(own.user.userId).not.toBe(anonymous.user.userId);
    expect(handledCount(url)).toBe(2);
  });

  it('sends an answer asked past the cache whole, as the cached one, its length declared', async () => {
    const url = '/ebsn/api/products?q=caff%C3%A8&page_size=24';
    const fresh = await get(`${url}&skip_cache=1`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(fresh.headers['content-length'])).toBe(fresh.rawPayload.length);
    expect(fresh.json()).toEqual((await get(url)).json());
    const names = productsDataSchema.parse(fresh.json<{ data: unknown }>().data).products.map((p) => p.name);
    expect(names.some((name) => /[\u0080-\uffff]/.test(name))).toBe(true);
  });

  it("compresses a logged-in shopper's own answer when the browser accepts gzip", async () => {
    const url = '/ebsn/api/products?page_size=24';
    const token = await loginDemo(t.app, 'castoro');
    const plain = await get(url, { cookie: `X-Ebsn-Session=${token}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get(url, { cookie: `X-Ebsn-Session=${token}`, 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as { user: { userId: number } };
    expect(body).toEqual(plain.json());
    expect(body.user.userId).toBeGreaterThan(0);
  });
});
