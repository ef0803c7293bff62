import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database, Db } from './database.js';
import { DB_TIMEOUT_DEFAULTS, type DbTimeouts } from './db-timeouts.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL URL; absent means SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:'. */
  sqlitePath?: string;
  /** An in-memory SQLite database that starts as a copy of this file's bytes (the tests' seeded images). */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to use (tests isolate each suite in its own schema). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** Missing ones take DB_TIMEOUT_DEFAULTS. */
  timeouts?: Partial<DbTimeouts>;
  /** A PostgreSQL connection failed or was cut (restart, failover, terminated backend); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

// int8 (count(*), bigint timestamps) comes back from pg as a string; every such value here fits a double.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric
pg.types.setTypeParser(1700, (v) => Number(v));

export function createDb(options: DbOptions): Db {
  const timeouts = { ...DB_TIMEOUT_DEFAULTS, ...options.timeouts };
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      // A name in pg_stat_activity; a URL's own `application_name` takes precedence.
      application_name: 'spesa',
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: timeouts.idleMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    watchConnections(pool, options.onConnectionError ?? ((error) => console.error(error)));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  // Orders, payments and slot reservations must survive a crash (ARCHITECTURE §5).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // A write that finds another connection's lock waits this long, then fails with SQLITE_BUSY (a 503).
  sqlite.pragma(`busy_timeout = ${Math.trunc(timeouts.sqliteBusyMs)}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A connection that dies must cost the requests using it, never the process: without a listener, pg's
 * 'error' event (a restart, a failover, pg_terminate_backend) would end it. A dead connection is dropped by
 * the pool, which opens a new one at the next checkout.
 */
function watchConnections(pool: pg.Pool, onConnectionError: (error: Error) => void): void {
  // Idle connections: the pool drops them and emits 'error'; the listener below already reported it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // Checked-out connections: the query in flight fails (a 503), and the pool drops the connection on release.
    client.on('error', onConnectionError);
    endOnReadTimeout(client);
  });
}

/**
 * pg's `query_timeout` fails the caller but leaves the unanswered query active on the connection, so every
 * later query on it would queue behind it. A server that stopped answering will not answer the next one
 * either: the connection is closed, and the pool drops it instead of lending it again.
 */
function endOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) void client.end();
      });
    }
    return result;
  }) as typeof client.query;
}

const MAX_CACHED_STATEMENTS = 2_000;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL was a tenth of a cart call's time. The
 * same text gets the same prepared statement back (SQLite re-prepares it by itself after a schema change).
 * Safe because the driver runs one statement at a time to completion: nothing here streams (`iterate`).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        // `in (?, ?, …)` lists make texts without end: past the bound the cache simply starts again.
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
