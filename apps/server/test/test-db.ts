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
  await migrateToLatest(db, schema);
  return {
    db,
    dialect,
    async destroy() {
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}
