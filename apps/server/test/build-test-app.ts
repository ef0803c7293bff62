import type { FastifyInstance } from 'fastify';
import { getTenant } from '@spesa/tenants/tenants';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { buildApp, type AppDeps } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { DialectName } from '../src/db/create-db.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import type { Clock } from '../src/lib/clock.js';
import type { FeedbackTransport } from '../src/modules/payment/test-gateway.js';
import { createSeededTestDb, type TestDb } from './test-db.js';

export const SEEDED_TENANTS: TenantCode[] = ['castoro', 'dem'];

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  config: AppConfig;
  clock: { now(): number; advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * Load shedding and per-client rate limits off: suites call from one address as fast as they can on a shared,
 * loaded machine. The suites of those guards turn them on with their own numbers.
 */
export const UNGUARDED: Readonly<Record<string, string>> = Object.freeze({
  LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_MAX_HEAP_USED_MB: '0',
  LOAD_MAX_IN_FLIGHT: '0',
  RATE_LIMIT_LOGIN_PER_MINUTE: '0',
  RATE_LIMIT_REGISTRATION_PER_MINUTE: '0',
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '0',
  RATE_LIMIT_SEARCH_PER_MINUTE: '0',
  RATE_LIMIT_CHECKOUT_PER_MINUTE: '0',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '0',
});

/**
 * The suites call registration, login and the password-reset request as the original's clients do, without
 * the human check (spec §7); the human-check suite turns it on per chain (`humanCheckOf`).
 */
export const HUMAN_CHECK_OFF: NonNullable<AppDeps['humanCheckOf']> = () => ({ provider: 'off' });

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DEFAULT_TENANT: 'castoro',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...UNGUARDED,
    ...overrides,
  });
}

/** The real app on a fresh database of the given dialect, seeded with the demo data of `tenants`. */
export async function buildTestApp(
  dialect: DialectName,
  options: {
    tenants?: TenantCode[];
    config?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Which chains allow anonymous carts (by default their `anonymousCart` setting, off for all). */
    anonymousCartEnabled?: AppDeps['anonymousCartEnabled'];
    /** Where e-mail goes (the outbox table by default). */
    mailer?: AppDeps['mailer'];
    /** The work done after the answers (the e-mails); a test passes its own to wait for it. */
    deferredWork?: AppDeps['deferredWork'];
    /** Each chain's human check: off unless a suite chooses one (HUMAN_CHECK_OFF). */
    humanCheckOf?: AppDeps['humanCheckOf'];
    /** Sees each feedback of the built-in gateway: forwards it to the app, or answers instead (a lost one). */
    gatewayFeedback?: (
      url: string,
      forward: () => Promise<{ status: number }>,
    ) => Promise<{ status: number }>;
  } = {},
): Promise<TestApp> {
  let now = Date.UTC(2026, 10, 25, 9, 0, 0);
  const clock: Clock & { advance(ms: number): void } = {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
  const tenants = options.tenants ?? SEEDED_TENANTS;
  const seededAt = now;
  const testDb = await createSeededTestDb(dialect, `demo ${tenants.join(',')} at ${seededAt}`, (db) =>
    seedDemoData(db, tenants.map(getTenant), seededAt),
  );
  const config = testConfig(options.config);
  // The built-in payment gateway's server-to-server feedback reaches this in-memory app through inject.
  const gatewayTransport: FeedbackTransport = async (url, init) => {
    const forward = async () => {
      const target = new URL(url);
      const res = await app.inject({
        method: init.method,
        url: `${target.pathname}${target.search}`,
        headers: { ...init.headers, host: target.host },
        payload: init.body,
      });
      return { status: res.statusCode };
    };
    return options.gatewayFeedback ? options.gatewayFeedback(url, forward) : forward();
  };
  const app: FastifyInstance = await buildApp({
    config,
    db: testDb.db,
    clock,
    gatewayTransport,
    humanCheckOf: options.humanCheckOf ?? HUMAN_CHECK_OFF,
    ...(options.anonymousCartEnabled ? { anonymousCartEnabled: options.anonymousCartEnabled } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.deferredWork ? { deferredWork: options.deferredWork } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    testDb,
    config,
    clock,
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

export function hostOf(tenant: TenantCode): string {
  return `${tenant}.localhost:8080`;
}

/** Logs the demo shopper in on a tenant and returns the session cookie value. */
export async function loginDemo(app: FastifyInstance, tenant: TenantCode): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'login=mario.rossi%40example.com&password=spesa123&remember_me=true',
  });
  const cookie = res.cookies.find((c) => c.name === 'X-Ebsn-Session');
  if (!cookie) throw new Error(`login failed: ${res.body}`);
  return cookie.value;
}
