import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { buildTestApp, hostOf, loginDemo, type TestApp } from '../../../test/build-test-app.js';
import { DIALECTS } from '../../../test/test-db.js';

const SEARCHES_PER_MINUTE = 4;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Over a real socket: a known anonymous catalogue answer is sent before Fastify (lib/direct-answers.ts) with
 * the bytes and headers of the full path; a session, another chain, another query or a counted search still
 * reach it.
 */
describe.each(DIALECTS)('catalogue answers sent before Fastify, on %s', (dialect) => {
  let t: TestApp;
  let port = 0;
  /** URLs that reached Fastify's hooks, in order. */
  const seen: string[] = [];
  const seenCount = (url: string) => seen.filter((u) => u === url).length;
  const get = (url: string, tenant: TenantCode = 'castoro', headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const options = { host: '127.0.0.1', port, path: url, headers: { host: hostOf(tenant), ...headers } };
      http
        .get(options, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      tenants: ['castoro', 'dem'],
      config: { RATE_LIMIT_SEARCH_PER_MINUTE: String(SEARCHES_PER_MINUTE) },
      beforeReady: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          seen.push(request.url);
          done();
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    // Only answers built from a loaded catalogue are remembered: the first answers of each chain load it.
    await get('/ebsn/api/products?page_size=1', 'castoro');
    await get('/ebsn/api/products?page_size=1', 'dem');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a known URL again without Fastify, with the same bytes and headers, gzip or not', async () => {
    const url = '/ebsn/api/category?filtered=true';
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get(url, 'castoro', gzip);
    const again = await get(url, 'castoro', gzip);
    const plain = await get(url);
    expect(first.status).toBe(200);
    expect(seenCount(url)).toBe(1);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.body)).toEqual(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps each chain’s answer and each query’s apart', async () => {
    const url = '/ebsn/api/products?page_size=3&page=1';
    const other = '/ebsn/api/products?page_size=3&page=2';
    const answers = async () => [
      await get(url, 'castoro'),
      await get(url, 'dem'),
      await get(other, 'castoro'),
    ];
    const first = await answers();
    const again = await answers();
    expect(seenCount(url)).toBe(2);
    expect(seenCount(other)).toBe(1);
    expect(again.map((a) => a.body.toString())).toEqual(first.map((a) => a.body.toString()));
    const ids = again.map((a) =>
      JSON.stringify(JSON.parse(a.body.toString()).data.products.map((p: { id: number }) => p.id)),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('gives a shopper with a session cookie their own envelope through Fastify', async () => {
    const url = '/ebsn/api/category?filtered=false';
    await get(url);
    await get(url);
    expect(seenCount(url)).toBe(1);
    const token = await loginDemo(t.app, 'castoro');
    const own = await get(url, 'castoro', { cookie: `X-Ebsn-Session=${token}` });
    expect(JSON.parse(own.body.toString()).user.userId).toBeGreaterThan(0);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(seenCount(url)).toBe(2);
  });

  it('counts every repeat of a known search against the rate limit', async () => {
    const url = '/ebsn/api/products?q=latte&page_size=3';
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1) expect((await get(url)).status).toBe(200);
    // Answered before Fastify, the repeats would not have been counted, and this one would pass.
    expect((await get(url)).status).toBe(429);
  });
});
