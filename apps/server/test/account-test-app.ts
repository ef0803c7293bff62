import { setTimeout as sleep } from 'node:timers/promises';
import { getTenant } from '@spesa/tenants/tenants';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import { buildApp, type AppDeps } from '../src/app.js';
import type { DialectName } from '../src/db/create-db.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import type { Clock } from '../src/lib/clock.js';
import { createDeferredWork } from '../src/lib/deferred-work.js';
import type { Mailer } from '../src/modules/mail/mailer.js';
import { createOutboxMailer } from '../src/modules/mail/outbox-mailer.js';
import { HUMAN_CHECK_OFF, hostOf, SEEDED_TENANTS, testConfig, type TestApp } from './build-test-app.js';
import { createSeededTestDb } from './test-db.js';

export interface AccountTestApp extends TestApp {
  /** Waits for the work the app does after answering (account e-mails, tokens). */
  settle(): Promise<void>;
  /** The outbox of a chain for one address, oldest first, after settling. */
  mails(tenant: TenantCode, to: string): Promise<MailSeen[]>;
  /** Calls the API as a chain's site would; `token` is the session. */
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { tenant?: TenantCode; token?: string; json?: unknown; form?: Record<string, string> },
  ): Promise<{ status: number; body: ApiAnswer; cookies: { name: string; value: string }[] }>;
  login(email: string, password: string, tenant?: TenantCode): Promise<string | undefined>;
}

export interface ApiAnswer {
  response: { status: number; errors: { error: string; code?: string }[]; infos: { info: string }[] };
  user: { userId: number; login?: string; profileConfirmed?: boolean };
  // Parsed JSON: each test reads the fields of the answer it checks.
  data: ReturnType<typeof JSON.parse>;
}

export interface MailSeen {
  kind: string;
  subject: string;
  text: string;
  html: string;
  sender: string;
  links: URL[];
}

/** The real app as build-test-app makes it, with the account dependencies a test may replace. */
export async function buildAccountTestApp(
  dialect: DialectName,
  options: {
    tenants?: TenantCode[];
    config?: Record<string, string>;
    deps?: Partial<
      Pick<AppDeps, 'mailer' | 'hasOrderInDelivery' | 'isUserAddress' | 'humanCheckOf' | 'humanCheckFetch'>
    >;
    /** Each e-mail takes this long to go, as over a slow SMTP server; it still lands in the outbox. */
    mailDelayMs?: number;
  } = {},
): Promise<AccountTestApp> {
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
  const deferred = createDeferredWork((error) => {
    throw error;
  });
  const outbox = createOutboxMailer({ db: testDb.db, clock, fromAddress: config.mailFrom });
  const mailer: Mailer = options.mailDelayMs
    ? {
        ...outbox,
        async send(message) {
          await sleep(options.mailDelayMs);
          await outbox.send(message);
        },
      }
    : outbox;
  const app = await buildApp({
    config,
    db: testDb.db,
    clock,
    deferredWork: deferred,
    mailer,
    humanCheckOf: HUMAN_CHECK_OFF,
    ...options.deps,
  });
  await app.ready();

  const settle = () => deferred.drain();

  return {
    app,
    testDb,
    config,
    clock,
    settle,
    async close() {
      await app.close();
      await testDb.destroy();
    },
    async mails(tenant, to) {
      await settle();
      const rows = await testDb.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('tenant_id', '=', tenant)
        .where('recipient', '=', to)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        kind: r.kind,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        sender: r.sender,
        links: (r.text_body.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((l) => new URL(l)),
      }));
    },
    async call(method, url, callOptions = {}) {
      const headers: Record<string, string> = { host: hostOf(callOptions.tenant ?? 'castoro') };
      if (callOptions.token) headers['x-ebsn-session'] = callOptions.token;
      let payload: string | undefined;
      if (callOptions.json !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(callOptions.json);
      } else if (callOptions.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(callOptions.form).toString();
      }
      const res = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
      return { status: res.statusCode, body: res.json<ApiAnswer>(), cookies: res.cookies };
    },
    async login(email, password, tenant = 'castoro') {
      const res = await app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ login: email, password }).toString(),
      });
      return res.cookies.find((c) => c.name === 'X-Ebsn-Session')?.value;
    },
  };
}

/** A query string from parameters. */
export function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}
