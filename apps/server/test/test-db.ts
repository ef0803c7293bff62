import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DialectName } from '../src/db/create-db.js';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (ARCHITECTURE §8). */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
}

/** A fresh, migrated database: an in-memory SQLite file, or a PostgreSQL schema of its own. */
export async function createTestDb(dialect: DialectName): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const db = createDb({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    return { db, dialect, destroy: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 5 });
  await underSchemaLock(url, 'shared', () => migrateToLatest(db, schema));
  return {
    db,
    dialect,
    async destroy() {
      await db.destroy();
      await underSchemaLock(url, 'exclusive', async (client) => {
        await client.query(`drop schema ${schema} cascade`);
      });
    },
  };
}

/** Any key both sides agree on: it names the test schemas' lifecycle lock. */
const SCHEMA_LIFECYCLE_LOCK = 74_651_210;

/**
 * The migrator introspects every schema of the database (each table's serial sequences), so a schema dropped
 * by a suite in another worker while one migrates fails the migration with 3F000. Migrations hold the lock
 * shared (they run side by side), a drop holds it alone.
 */
async function underSchemaLock<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const suffix = mode === 'shared' ? '_shared' : '';
  try {
    await client.query(`select pg_advisory_lock${suffix}($1)`, [SCHEMA_LIFECYCLE_LOCK]);
    return await work(client);
  } finally {
    await client
      .query(`select pg_advisory_unlock${suffix}($1)`, [SCHEMA_LIFECYCLE_LOCK])
      .catch(() => undefined);
    await client.end();
  }
}
