import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { sessionPlugin } from './session.plugin.js';
import { tenantPlugin } from './tenant.plugin.js';

const TOKEN = 'a'.repeat(43);
const SHOPPER = { userId: 7, login: 'mario.rossi@example.com', profileConfirmed: true, profileLevel: 1 };

describe('the session of a request', () => {
  const looked: string[] = [];
  const auth = {
    resolveSession: (_tenantId: string, token: string) => {
      looked.push(token);
      return Promise.resolve(token === TOKEN ? { user: SHOPPER, tokenHash: 'hash' } : undefined);
    },
  } as unknown as AuthService;
  const app = Fastify();
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/ebsn/api/who', headers: { host: 'castoro.localhost', ...headers } });

  beforeAll(async () => {
    await app.register(cookie);
    await app.register(tenantPlugin, { config: loadConfig({ DEFAULT_TENANT: 'castoro' }) });
    await app.register(sessionPlugin, { auth });
    app.get('/ebsn/api/who', async (request) => ({
      userId: request.sessionUser?.userId ?? -1,
      actor: request.actor,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    looked.length = 0;
  });

  it('looks nothing up for a request without a session cookie or header', async () => {
    expect((await get()).json()).toEqual({ userId: -1, actor: null });
    expect((await get({ cookie: 'consenso=1' })).json()).toEqual({ userId: -1, actor: null });
    expect(looked).toEqual([]);
  });

  it('gives a request with a session cookie or header its user, looked up once', async () => {
    const own = { userId: 7, actor: { tenantId: 'castoro', userId: 7 } };
    expect((await get({ cookie: `X-Ebsn-Session=${TOKEN}` })).json()).toEqual(own);
    expect((await get({ 'x-ebsn-account': TOKEN })).json()).toEqual(own);
    expect(looked).toEqual([TOKEN, TOKEN]);
  });

  it('gives nobody for an unknown session, and looks nothing up for a malformed token', async () => {
    expect((await get({ cookie: `X-Ebsn-Session=${'b'.repeat(43)}` })).json()).toEqual({
      userId: -1,
      actor: null,
    });
    expect((await get({ cookie: 'X-Ebsn-Session=short' })).json()).toEqual({ userId: -1, actor: null });
    expect(looked).toEqual(['b'.repeat(43)]);
  });
});
