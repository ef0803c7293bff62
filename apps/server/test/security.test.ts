import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, type TestApp } from './build-test-app.js';

describe('security baseline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      tenants: ['castoro'],
      beforeReady: (app) =>
        app.get('/ebsn/api/__boom', async () => {
          throw new Error('SQLITE_CORRUPT: secret internal detail');
        }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends helmet headers and a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: hostOf('castoro') } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses text/plain bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), 'content-type': 'text/plain' },
      payload: 'login=mario.rossi@example.com&password=spesa123',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().response.errors[0].error).toBe('Formato della richiesta non supportato.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state-changing call from another origin and accepts its own', async () => {
    const payload = 'login=mario.rossi%40example.com&password=spesa123';
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: {
        host: hostOf('castoro'),
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const own = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: {
        host: hostOf('castoro'),
        origin: `http://${hostOf('castoro')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload,
    });
    expect(own.json().response.status).toBe(0);
    const app = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: {
        host: hostOf('castoro'),
        origin: 'capacitor://localhost',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(app.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { host: hostOf('castoro'), 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.status).not.toBe(0);
  });

  it('hides the internal text of an unexpected failure and gives a request id', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/__boom', headers: { host: hostOf('castoro') } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/SQLITE|secret/);
    expect(res.json().response.errors[0].error).toBe(
      'Si è verificato un errore, riprova tra qualche minuto.',
    );
    expect(res.json().response.requestId).toBeTruthy();
  });

  it('answers an unknown API path with 404 and the envelope, and an unknown page with 404 and the storefront', async () => {
    const api = await t.app.inject({ url: '/ebsn/api/non-esiste', headers: { host: hostOf('castoro') } });
    expect(api.statusCode).toBe(404);
    expect(api.json().response.status).not.toBe(0);
    const page = await t.app.inject({ url: '/una/pagina/qualsiasi', headers: { host: hostOf('castoro') } });
    // spec §2: the storefront shows its 'Pagina non Trovata' screen, and the status says so (UX.md).
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('publishes the OpenAPI document of the API', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/docs', headers: { host: hostOf('castoro') } });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/ebsn/api/auth/login',
        '/ebsn/api/auth/logout',
        '/ebsn/api/auth/test',
        '/ebsn/api/category',
        '/ebsn/api/products',
      ]),
    );
  });

  it('answers /health and /ready', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' });
  });
});
