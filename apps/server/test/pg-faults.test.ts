import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from './delivery-fixtures.js';
import {
  sharedDatabase,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from './server-process.js';
import { startTcpForwarder, type TcpForwarder } from './tcp-forwarder.js';

/**
 * ARCHITECTURE §5: a PostgreSQL that drops its connections, stalls or goes away costs the requests in flight
 * a 503, never the server process, and the server serves again by itself once the database is back. The
 * kill -9 rounds that keep every confirmed order are in checkout-crash.test.ts (server-processes).
 */

const PG_URL = process.env.TEST_DATABASE_URL;
const BURST = 6;
/** How long any one call may take before the test calls it a hang. */
const HANG_MS = 60_000;
/** Generous on a loaded two-core machine; a state is polled for, never slept for. */
const STATE_LIMIT_MS = 60_000;

interface Answer {
  status: number;
  code: string | undefined;
  retryAfter: string | null;
  ms: number;
}

async function call(address: string, path: string, token?: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${address}${path}`, {
    headers: token ? { 'x-ebsn-session': token } : {},
    signal: AbortSignal.timeout(HANG_MS),
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { response?: { errors?: { code?: string }[] } }).response?.errors?.[0]?.code;
  } catch {
    code = undefined;
  }
  return {
    status: res.status,
    code,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

/** Polls `check` until it holds; fails with `what` after STATE_LIMIT_MS, or at once if `server` has died. */
async function eventually(
  what: string,
  check: () => Promise<boolean>,
  server?: WatchedServer,
): Promise<void> {
  const deadline = performance.now() + STATE_LIMIT_MS;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (server && !alive(server)) throw new Error(`the server process died: ${server.output}`);
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`);
    await sleep(50);
  }
}

interface WatchedServer extends ServerProcess {
  /** What the process wrote on stderr: its dying words, if it died. */
  output: string;
}

async function startWatchedServer(env: Record<string, string>): Promise<WatchedServer> {
  const server = { ...(await startServerProcess(env)), output: '' };
  server.child.stderr?.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  return server;
}

function alive(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** The test database's URL with another port or an `application_name` of the test's own. */
function databaseUrl(changes: { port?: number; applicationName?: string }): string {
  const url = new URL(PG_URL!);
  if (changes.port) url.port = String(changes.port);
  if (changes.applicationName) url.searchParams.set('application_name', changes.applicationName);
  return url.toString();
}

function expectUnavailable(answer: Answer): void {
  expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe.skipIf(!PG_URL)('PostgreSQL faults', () => {
  let shared: SharedDatabase;
  let shopper: Shopper;
  let admin: pg.Client;
  let server: WatchedServer | undefined;
  let forwarder: TcpForwarder | undefined;

  beforeAll(async () => {
    shared = await sharedDatabase('postgres', 'faults');
    shopper = await createShopper(shared.db, 'castoro', 'guasti@example.com', Date.now());
    admin = new pg.Client({ connectionString: PG_URL });
    // A connection of the test cut from outside fails its next query, not the whole test run.
    admin.on('error', () => undefined);
    await admin.connect();
  });

  afterEach(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    server = undefined;
    await forwarder?.close();
    forwarder = undefined;
  });

  afterAll(async () => {
    await admin?.end();
    await shared?.drop();
  });

  const until = (what: string, check: () => Promise<boolean>) => eventually(what, check, server);
  const whoAmI = () => call(server!.address, '/ebsn/api/auth/test', shopper.token);
  const burst = () => Promise.all(Array.from({ length: BURST }, whoAmI));

  it('connections terminated under a burst of requests: the process lives, the hit requests get 503, then 200', async () => {
    // Only this server's connections are terminated: the database is shared with other test runs.
    const applicationName = `faults_${randomBytes(6).toString('hex')}`;
    server = await startWatchedServer({
      DATABASE_URL: databaseUrl({ applicationName }),
      TEST_PG_SCHEMA: shared.env.TEST_PG_SCHEMA!,
      // Long enough that the termination, not a time-out, ends the waiting statements.
      DB_STATEMENT_TIMEOUT_MS: '300000',
      DB_QUERY_TIMEOUT_MS: '300000',
    });
    await until('the server answers', async () => (await whoAmI()).status === 200);
    // The CASE decides per row before pg_terminate_backend runs: a plain `where application_name = $1 and
    // pg_terminate_backend(pid)` may be evaluated terminate-first, on every backend of the server.
    const terminate = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from (
             select case when application_name = $1 then pg_terminate_backend(pid) else false end as terminated
             from pg_stat_activity
           ) s where terminated`,
          [applicationName],
        )
      ).rows[0]!.n;
    const waitingOnLock = async () =>
      (
        await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
          [applicationName],
        )
      ).rows[0]!.n;

    const locker = new pg.Client({ connectionString: PG_URL });
    locker.on('error', () => undefined);
    await locker.connect();
    try {
      for (let round = 0; round < 3; round++) {
        // The test holds the sessions table: every request of the burst is inside the database, on a
        // connection of its own, when the connections are terminated.
        await locker.query('begin');
        await locker.query(`lock table ${shared.env.TEST_PG_SCHEMA}.sessions in access exclusive mode`);
        const answers = burst();
        await until(`${BURST} requests wait in the database`, async () => (await waitingOnLock()) >= BURST);
        expect(await terminate()).toBeGreaterThanOrEqual(BURST);
        await locker.query('rollback');
        for (const answer of await answers) expectUnavailable(answer);
        expect(alive(server)).toBe(true);

        // The pool opens new connections by itself: no restart.
        await until('the server serves again', async () => (await whoAmI()).status === 200);
        expect((await burst()).map((a) => a.status)).toEqual(Array(BURST).fill(200));
      }

      // Idle pooled connections cut between requests (a restart or failover at a quiet time).
      await until('idle pooled connections exist', async () => (await terminate()) > 0);
      await until('the server serves again after its idle connections were cut', async () =>
        (await burst()).every((a) => a.status === 200),
      );
      expect((await call(server.address, '/ready')).status).toBe(200);
      expect(alive(server)).toBe(true);
    } finally {
      await locker.end();
    }
  });

  it('a stalled database: requests and /ready answer 503 within the time-outs, and serving resumes once it answers', async () => {
    const target = new URL(PG_URL!);
    forwarder = await startTcpForwarder({ host: target.hostname, port: Number(target.port || 5432) });
    const timeouts = { connect: 2000, statement: 2000, query: 3000 };
    // The longest a request may wait: a pool checkout, then a query without answer, with room for a loaded
    // machine. Before, a stalled database held requests for ever.
    const bound = 3 * (timeouts.connect + timeouts.query);
    server = await startWatchedServer({
      DATABASE_URL: databaseUrl({ port: forwarder.port }),
      TEST_PG_SCHEMA: shared.env.TEST_PG_SCHEMA!,
      DB_CONNECT_TIMEOUT_MS: String(timeouts.connect),
      DB_STATEMENT_TIMEOUT_MS: String(timeouts.statement),
      DB_QUERY_TIMEOUT_MS: String(timeouts.query),
    });
    const ready = () => call(server!.address, '/ready');
    await until('the server is ready', async () => (await ready()).status === 200);
    await until('the server answers', async () => (await burst()).every((a) => a.status === 200));

    forwarder.stall();
    // Two waves: the first meets open connections that stop answering, the second new ones that never open.
    for (let wave = 0; wave < 2; wave++) {
      const [answers, probe, health] = await Promise.all([burst(), ready(), call(server.address, '/health')]);
      for (const answer of answers) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(bound);
      }
      expect(probe.status).toBe(503);
      expect(probe.ms).toBeLessThan(bound);
      expect(health.status).toBe(200);
      expect(alive(server)).toBe(true);
    }

    await forwarder.resume();
    await until('/ready is 200 again', async () => (await ready()).status === 200);
    await until('requests succeed again', async () => (await burst()).every((a) => a.status === 200));

    // Gone altogether (connections refused), then back on the same address.
    await forwarder.down();
    for (const answer of await burst()) {
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(bound);
    }
    expect((await ready()).status).toBe(503);
    await forwarder.resume();
    await until('requests succeed after the database came back', async () =>
      (await burst()).every((a) => a.status === 200),
    );
    expect((await ready()).status).toBe(200);
    expect(alive(server)).toBe(true);
  });
});
