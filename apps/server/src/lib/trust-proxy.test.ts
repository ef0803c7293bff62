import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { trustProxyOption } from './trust-proxy.js';

describe('trusted proxy hops', () => {
  it('TRUST_PROXY takes true, false or a number of hops', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'sì' })).toThrow(ConfigError);
  });

  it('with n hops the client is the n-th address from the right, whatever a client wrote to its left', async () => {
    const ipWith = async (setting: boolean | number, forwardedFor: string) => {
      const app = Fastify({ trustProxy: trustProxyOption(setting) });
      app.get('/', async (request) => request.ip);
      const res = await app.inject({
        url: '/',
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.0.0.1',
      });
      await app.close();
      return res.body;
    };
    const forged = '6.6.6.6, 198.51.100.7, 10.0.0.2';
    expect(await ipWith(false, forged)).toBe('10.0.0.1');
    expect(await ipWith(1, forged)).toBe('10.0.0.2');
    expect(await ipWith(2, forged)).toBe('198.51.100.7');
    expect(await ipWith(true, forged)).toBe('6.6.6.6');
  });
});
