import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/create-db.js';
import type { Db } from '../src/db/database.js';
import { testConfig } from './build-test-app.js';
import { createShopper, type Shopper } from './delivery-fixtures.js';
import { sharedDatabase, type SharedDatabase } from './server-process.js';

/**
 * ARCHITECTURE §5: on SQLite, a write that finds another connection's write lock waits the busy time-out and
 * then answers 503, never hangs and never answers 500; reads go on meanwhile (WAL), and writes succeed again
 * once the lock is gone.
 */

const BUSY_TIMEOUT_MS = 500;

describe('SQLite busy', () => {
  let shared: SharedDatabase;
  let db: Db;
  let app: FastifyInstance;
  let shoppers: Shopper[];

  beforeAll(async () => {
    shared = await sharedDatabase('sqlite', 'busy');
    const now = Date.now();
    shoppers = [
      await createShopper(shared.db, 'castoro', 'occupato1@example.com', now),
      await createShopper(shared.db, 'castoro', 'occupato2@example.com', now),
    ];
    const config = testConfig({
      DATA_DIR: shared.env.DATA_DIR!,
      SQLITE_BUSY_TIMEOUT_MS: String(BUSY_TIMEOUT_MS),
    });
    db = createDb({ sqlitePath: config.sqlitePath, timeouts: config.dbTimeouts });
    app = await buildApp({ config, db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await shared?.drop();
  });

  const logout = (shopper: Shopper) =>
    app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/logout',
      headers: { 'x-ebsn-session': shopper.token },
    });

  it('a write lock held by another connection makes a write answer 503 after the busy time-out, then writes resume', async () => {
    const holder = new SQLite(path.join(shared.env.DATA_DIR!, 'spesa.sqlite'));
    try {
      holder.exec('begin immediate');
      const started = performance.now();
      const refused = await logout(shoppers[0]!);
      const waited = performance.now() - started;
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<{ response: { errors: { code: string }[] } }>().response.errors[0]!.code).toBe(
        'SERVICE_UNAVAILABLE',
      );
      // It did wait for the lock, and gave up: well under the test's own time limit.
      expect(waited).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS * 0.9);
      expect(waited).toBeLessThan(BUSY_TIMEOUT_MS + 10_000);

      // Reads do not wait for a writer.
      const read = await app.inject({
        method: 'GET',
        url: '/ebsn/api/auth/test',
        headers: { 'x-ebsn-session': shoppers[1]!.token },
      });
      expect(read.statusCode).toBe(200);
    } finally {
      holder.exec('rollback');
      holder.close();
    }

    // The refused logout left the session in place; now it goes through.
    expect((await logout(shoppers[0]!)).statusCode).toBe(200);
    const sessions = await db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', '=', shoppers[0]!.userId)
      .execute();
    expect(sessions).toHaveLength(0);
  });
});
