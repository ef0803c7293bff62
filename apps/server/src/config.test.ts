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

  it('reads the database time-outs, with defaults that bound every wait', () => {
    expect(loadConfig({}, '/srv').dbTimeouts).toEqual({
      connectMs: 5000,
      statementMs: 10_000,
      queryMs: 15_000,
      idleMs: 30_000,
      sqliteBusyMs: 5000,
    });
    const config = loadConfig(
      {
        DB_CONNECT_TIMEOUT_MS: '1500',
        DB_STATEMENT_TIMEOUT_MS: '2000',
        DB_QUERY_TIMEOUT_MS: '2500',
        DB_IDLE_TIMEOUT_MS: '0',
        SQLITE_BUSY_TIMEOUT_MS: '750',
      },
      '/srv',
    );
    expect(config.dbTimeouts).toEqual({
      connectMs: 1500,
      statementMs: 2000,
      queryMs: 2500,
      idleMs: 0,
      sqliteBusyMs: 750,
    });
  });

  it('refuses database time-outs that are not milliseconds, or a query time-out below the statement one', () => {
    let error: unknown;
    try {
      loadConfig({
        DB_CONNECT_TIMEOUT_MS: '0',
        DB_STATEMENT_TIMEOUT_MS: 'presto',
        SQLITE_BUSY_TIMEOUT_MS: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const key of ['DB_CONNECT_TIMEOUT_MS', 'DB_STATEMENT_TIMEOUT_MS', 'SQLITE_BUSY_TIMEOUT_MS'])
      expect(issues).toContain(key);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '5000', DB_QUERY_TIMEOUT_MS: '4000' })).toThrow(
      /DB_QUERY_TIMEOUT_MS/,
    );
    // 0 turns the client-side time-out off, whatever the statement one.
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: '0' }).dbTimeouts.queryMs).toBe(0);
  });

  it('reads PayPal: the sandbox by default, each chain its own credentials, both or neither', () => {
    const defaults = loadConfig({});
    expect(defaults.paypal).toMatchObject({
      apiBase: 'https://api-m.sandbox.paypal.com',
      intent: 'AUTHORIZE',
    });
    expect(defaults.paypal.credentials.size).toBe(0);
    const config = loadConfig({
      PAYPAL_API_BASE: 'https://api-m.paypal.com',
      PAYPAL_INTENT: 'CAPTURE',
      PAYPAL_DEM_CLIENT_ID: 'dem-id',
      PAYPAL_DEM_SECRET: 'dem-secret',
    });
    expect(config.paypal.apiBase).toBe('https://api-m.paypal.com');
    expect(config.paypal.intent).toBe('CAPTURE');
    expect(config.paypal.credentials.get('dem')).toEqual({ clientId: 'dem-id', secret: 'dem-secret' });
    expect(config.paypal.credentials.has('castoro')).toBe(false);
    expect(() => loadConfig({ PAYPAL_TOP_CLIENT_ID: 'top-id' })).toThrow(/PAYPAL_TOP_SECRET/);
    expect(() => loadConfig({ PAYPAL_INTENT: 'SALE' })).toThrow(/PAYPAL_INTENT/);
  });
});
