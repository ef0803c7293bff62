import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { isWellFormedHost, resolveTenantCode, tenantOfHost } from './tenant.plugin.js';

const config = loadConfig({ DEFAULT_TENANT: 'castoro', TENANT_HOSTS: 'spesa.top.it=top' });

describe('tenant from the Host', () => {
  it('uses a configured host name first', () => {
    expect(resolveTenantCode('spesa.top.it', config)).toBe('top');
    expect(resolveTenantCode('SPESA.TOP.IT:443', config)).toBe('top');
  });

  it('recognises <tenant>.localhost with or without a port', () => {
    expect(resolveTenantCode('dem.localhost:8080', config)).toBe('dem');
    expect(resolveTenantCode('ipertriscount.localhost', config)).toBe('ipertriscount');
  });

  it('falls back to the default tenant for any other host', () => {
    expect(resolveTenantCode('127.0.0.1:8080', config)).toBe('castoro');
    expect(resolveTenantCode('localhost', config)).toBe('castoro');
    expect(resolveTenantCode('esselunga.localhost', config)).toBe('castoro');
    expect(resolveTenantCode(undefined, config)).toBe('castoro');
  });
});

describe('the chain of a Host header, worked out once per header', () => {
  it('answers a header asked again as the first time, a malformed one refused each time', () => {
    const tenantOf = tenantOfHost(config);
    for (let round = 0; round < 2; round += 1) {
      expect(tenantOf('spesa.top.it')?.code).toBe('top');
      expect(tenantOf('dem.localhost:8080')?.code).toBe('dem');
      expect(tenantOf('localhost')?.code).toBe('castoro');
      expect(tenantOf('host con spazi')).toBeUndefined();
    }
  });

  it('still answers right once it has forgotten the headers it knew', () => {
    const tenantOf = tenantOfHost(config);
    for (let i = 0; i < 1_500; i += 1) tenantOf(`negozio-${i}.example.it`);
    expect(tenantOf('spesa.top.it')?.code).toBe('top');
    expect(tenantOf('negozio-1.example.it')?.code).toBe('castoro');
  });
});

describe('a well-formed Host header', () => {
  it.each([
    'castoro.localhost:8080',
    'spesa.top.it',
    'SPESA.TOP.IT:443',
    'castoro.localhost.',
    '127.0.0.1',
    '[::1]:8080',
    'host_interno:65535',
    '',
    undefined,
  ])('accepts %s', (host) => {
    expect(isWellFormedHost(host)).toBe(true);
  });

  it.each([
    'exa mple.it',
    '[::1',
    'castoro.localhost:',
    'castoro.localhost:65536',
    ':8080',
    'utente@castoro.localhost',
    'http://castoro.localhost',
    'castoro.localhost/percorso',
    'castoro..localhost',
    'cästoro.it',
    'castoro%2elocalhost',
    `${'a'.repeat(300)}.it`,
  ])('refuses %s', (host) => {
    expect(isWellFormedHost(host)).toBe(false);
  });
});
