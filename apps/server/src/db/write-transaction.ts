import { setTimeout as sleep } from 'node:timers/promises';
import { PostgresAdapter, sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from './database.js';

const MAX_ATTEMPTS = 5;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Failures a retry of the whole transaction cures: lock waits that timed out, deadlocks, serialisation. */
function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_BUSY_SNAPSHOT' ||
    code === 'SQLITE_LOCKED' ||
    code === '40P01' ||
    code === '40001'
  );
}

async function once<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  // SQLite: BEGIN IMMEDIATE takes the write lock up front, so a transaction that reads then writes never
  // fails half-way with SQLITE_BUSY_SNAPSHOT when another process wrote in between; busy_timeout makes it
  // wait for that lock. Kysely's transaction() would BEGIN DEFERRED.
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Runs `work` in one write transaction, retried from the start on a transient failure. `work` must use only
 * the handle it is given and may run more than once.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(db, work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isTransient(error)) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

/** Row locks where the dialect has them (PostgreSQL); SQLite's BEGIN IMMEDIATE already holds the whole file. */
export function forUpdate<DB extends Database, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}
