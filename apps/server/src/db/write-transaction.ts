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

export interface WriteOptions {
  /**
   * False for writes a power cut may take back without harm (the lines of an open cart): the commit does not
   * wait for the disk. Never for orders, payments, slot bookings or gift-code redemptions.
   *
   * Why it stays correct: a relaxed commit is still atomic and isolated, and it reaches the operating system
   * before the call answers, so a crash of the process (kill -9) loses nothing. Only a power cut or kernel
   * crash may drop the last relaxed commits. The log is replayed as a prefix: SQLite's WAL and PostgreSQL's
   * WAL are append-only, and the next durable commit (synchronous=FULL, synchronous_commit=on) flushes every
   * commit before it, so a durable order can never survive without the cart changes that preceded it.
   */
  durable?: boolean;
}

async function once<T>(db: Db, work: (trx: Db) => Promise<T>, durable: boolean): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      if (!durable) await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // SQLite: BEGIN IMMEDIATE takes the write lock up front, so a transaction that reads then writes never
  // fails half-way with SQLITE_BUSY_SNAPSHOT when another process wrote in between; busy_timeout makes it
  // wait for that lock. Kysely's transaction() would BEGIN DEFERRED.
  return db.connection().execute(async (conn) => {
    // The level cannot change inside a transaction; the connection is ours until this returns.
    if (!durable) await sql`pragma synchronous = normal`.execute(conn);
    try {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn).catch(() => undefined);
        throw error;
      }
    } finally {
      if (!durable) await sql`pragma synchronous = full`.execute(conn);
    }
  });
}

/**
 * Runs `work` in one write transaction, retried from the start on a transient failure. `work` must use only
 * the handle it is given and may run more than once.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(db, work, options.durable ?? true);
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
