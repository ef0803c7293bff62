import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDirectAnswers, type DirectAnswerParts } from './direct-answers.js';
import { encodedAnonymousAnswer } from './envelope.js';

const KNOWN_URL = '/ebsn/api/category?filtered=false';
const DATA = JSON.stringify({ categoryId: 0, name: 'ROOT', note: 'x'.repeat(2_000) });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('answers before Fastify', () => {
  const direct = createDirectAnswers();
  let shedding = false;
  let port = 0;
  let server: http.Server;
  const parts: DirectAnswerParts = {
    tenantOf: (host) => (host === 'bad host' ? undefined : (host?.split('.')[0] ?? 'castoro')),
    answerOf: (tenant, url) =>
      tenant === 'castoro' && url === KNOWN_URL ? encodedAnonymousAnswer(DATA) : undefined,
    isShedding: () => shedding,
    headers: { 'x-frame-options': 'SAMEORIGIN' },
  };
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  const isFull = (answer: Answer) => answer.headers['x-full'] === '1';

  beforeAll(async () => {
    server = http.createServer(
      direct.handler((_request, response) => {
        response.writeHead(200, { 'x-full': '1' }).end('full');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    shedding = false;
    direct.open(parts);
  });

  it('sends a known anonymous answer with the common headers, gzip when accepted', async () => {
    const plain = await get(KNOWN_URL, { host: 'castoro.localhost' });
    expect(isFull(plain)).toBe(false);
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body.toString())).toMatchObject({ user: { userId: -1 }, data: { name: 'ROOT' } });
    const zipped = await get(KNOWN_URL, { host: 'castoro.localhost', 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body)).toEqual(plain.body);
  });

  it.each([
    ['another chain', { host: 'dem.localhost' }],
    ['a malformed host', { host: 'bad host' }],
    ['a session cookie', { host: 'castoro.localhost', cookie: 'X-Ebsn-Session=abc' }],
    ['any other cookie', { host: 'castoro.localhost', cookie: 'consenso=1' }],
    ['a session header', { host: 'castoro.localhost', 'x-ebsn-session': 'abc' }],
    ['the original platform’s account header', { host: 'castoro.localhost', 'x-ebsn-account': 'abc' }],
    ['an anonymous cart', { host: 'castoro.localhost', 'x-ebsn-cart': 'abc' }],
    ['a body', { host: 'castoro.localhost', 'transfer-encoding': 'chunked' }],
  ])('leaves to the full path a request with %s', async (_name, headers) => {
    expect(isFull(await get(KNOWN_URL, headers))).toBe(true);
  });

  it('leaves to the full path another URL, another method, and everything while shedding load or closed', async () => {
    const host = { host: 'castoro.localhost' };
    expect(isFull(await get('/ebsn/api/category?filtered=true', host))).toBe(true);
    expect(isFull(await get(KNOWN_URL, host, 'HEAD'))).toBe(true);
    shedding = true;
    expect(isFull(await get(KNOWN_URL, host))).toBe(true);
    shedding = false;
    direct.close();
    expect(isFull(await get(KNOWN_URL, host))).toBe(true);
  });
});
