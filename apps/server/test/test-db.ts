import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
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
export function createTestDb(dialect: DialectName): Promise<TestDb> {
  return createSeededTestDb(dialect, 'migrated', async () => undefined);
}

/**
 * A fresh, migrated database holding what `seed` writes. Migrating and seeding cost far more than the tests
 * of most suites, so the first suite of a run to ask for a `key` keeps an image of the result
 * (test/global-setup.ts gives the run its folder) and every later suite starts from a copy of it: a SQLite
 * file read into memory, a PostgreSQL schema restored from its dump. `key` must name everything `seed` does.
 */
export async function createSeededTestDb(
  dialect: DialectName,
  key: string,
  seed: (db: Db) => Promise<unknown>,
): Promise<TestDb> {
  const dir = imagesDir();
  const image =
    dir && path.join(dir, `${dialect}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`);
  if (dialect === 'sqlite') return sqliteFromImage(image, seed);
  return postgresFromImage(image, seed);
}

function imagesDir(): string | undefined {
  try {
    return inject('seededImagesDir');
  } catch {
    // Outside a test run (a script importing the helpers): no images, every database is built afresh.
    return undefined;
  }
}

function readImage(image: string | undefined): Buffer | undefined {
  if (!image) return undefined;
  try {
    return fs.readFileSync(image);
  } catch {
    return undefined;
  }
}

/** Another worker may be writing the same image: a whole file appears at once, or none. */
function writeImage(image: string, content: Buffer | string): void {
  const partial = `${image}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, image);
}

async function sqliteFromImage(
  image: string | undefined,
  seed: (db: Db) => Promise<unknown>,
): Promise<TestDb> {
  const copy = readImage(image);
  if (copy) {
    const db = createDb({ sqliteImage: copy });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const db = createDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db);
  await seed(db);
  if (image) {
    const partial = `${image}.${process.pid}.vacuum`;
    await sqlQuery(db, `vacuum into '${partial}'`);
    fs.renameSync(partial, image);
  }
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

async function sqlQuery(db: Db, text: string): Promise<void> {
  const { sql } = await import('kysely');
  await sql.raw(text).execute(db);
}

/** The dump names its schema by this word; each copy puts its own name in its place. */
const SCHEMA_WORD = '__spesa_test_schema__';

async function postgresFromImage(
  image: string | undefined,
  seed: (db: Db) => Promise<unknown>,
): Promise<TestDb> {
  const url = testDatabaseUrl();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dump = readImage(image)?.toString('utf8');
  if (dump) {
    await underSchemaLock(url, 'shared', (client) => client.query(dump.replaceAll(SCHEMA_WORD, schema)));
    return postgresTestDb(url, schema);
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const testDb = postgresTestDb(url, schema);
  await underSchemaLock(url, 'shared', () => migrateToLatest(testDb.db, schema));
  await seed(testDb.db);
  if (image) writeImage(image, (await dumpSchema(url, schema)).replaceAll(schema, SCHEMA_WORD));
  return testDb;
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function postgresTestDb(url: string, schema: string): TestDb {
  const db = createDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 5 });
  return {
    db,
    dialect: 'postgres',
    async destroy() {
      await db.destroy();
      await underSchemaLock(url, 'exclusive', async (client) => {
        await client.query(`drop schema ${schema} cascade`);
      });
    },
  };
}

/**
 * The schema as SQL a single query can run: its tables, rows (as inserts), sequences' positions and constraints.
 * psql's own commands (`\restrict`) are left out: they are not SQL.
 */
async function dumpSchema(url: string, schema: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    [
      '--schema',
      schema,
      '--no-owner',
      '--no-privileges',
      '--inserts',
      '--rows-per-insert=1000',
      '--dbname',
      url,
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
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
