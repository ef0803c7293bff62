import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database, Db } from './database.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL URL; absent means SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:'. */
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate each suite in its own schema). */
  pgSchema?: string;
  pgPoolSize?: number;
}

// int8 (count(*), bigint timestamps) comes back from pg as a string; every such value here fits a double.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric
pg.types.setTypeParser(1700, (v) => Number(v));

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // Orders, payments and slot reservations must survive a crash (ARCHITECTURE §5).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
