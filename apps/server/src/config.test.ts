import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/spesa');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqlitePath).toBe('/srv/spesa/data/spesa.sqlite');
    expect(config.defaultTenant).toBe('castoro');
    expect(config.tenantHosts.size).toBe(0);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads PostgreSQL, data folder and the host-to-tenant map', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://u@db:5432/spesa',
        DATA_DIR: '/var/lib/spesa',
        DEFAULT_TENANT: 'dem',
        TENANT_HOSTS: 'spesa.dem.it=dem, www.top.it=top',
      },
      '/srv',
    );
    expect(config.databaseUrl).toBe('postgres://u@db:5432/spesa');
    expect(config.sqlitePath).toBe('/var/lib/spesa/spesa.sqlite');
    expect(config.defaultTenant).toBe('dem');
    expect(config.tenantHosts.get('www.top.it')).toBe('top');
  });

  it('fails listing every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'ottanta',
        DEFAULT_TENANT: 'esselunga',
        DATABASE_URL: 'mysql://x',
        TENANT_HOSTS: 'a.it=nessuno',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const key of ['PORT', 'DEFAULT_TENANT', 'DATABASE_URL', 'TENANT_HOSTS'])
      expect(issues).toContain(key);
  });
});
