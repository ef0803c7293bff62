import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { createDb, type DialectName } from '../src/db/create-db.js';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { UNGUARDED } from './build-test-app.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.join(HERE, 'delivery-server-entry.ts');
const SERVER_DIR = path.resolve(HERE, '..');
const START_TIMEOUT_MS = 60_000;

let bundledEntry: Promise<string> | undefined;

/**
 * The entry as one JavaScript file, bundled once per test file as build.mjs bundles the server: a suite restarts
 * its servers many times, and each start then loads one file instead of compiling the server's modules again.
 * It is written under the server's node_modules, where its npm dependencies resolve as the sources' do.
 */
function serverEntry(): Promise<string> {
  bundledEntry ??= (async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const dir = path.join(SERVER_DIR, 'node_modules', '.cache', 'spesa-test-server');
    fs.mkdirSync(dir, { recursive: true });
    const outfile = path.join(dir, `entry-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
    await build({
      entryPoints: [ENTRY],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@spesa/')),
      logLevel: 'warning',
    });
    process.once('exit', () => fs.rmSync(outfile, { force: true }));
    return outfile;
  })();
  return bundledEntry;
}

/** A real server process of the tests, listening on an address of its own. */
export interface ServerProcess {
  child: ChildProcess;
  address: string;
}

/** Starts a server process on `env` (the shared database's, plus any setting); resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverEntry()], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEFAULT_TENANT: 'castoro',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SSR_DIST_DIR: '/nonexistent-web-dist-ssr',
      ...UNGUARDED,
      // These suites fail logins on purpose to test the throttle across processes, not the human check.
      HUMAN_CHECK_LOGIN_AFTER_FAILURES: '100000',
      HUMAN_CHECK_LOGIN_AFTER_ADDRESS_FAILURES: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${errors}`)), START_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ child, address: (JSON.parse(line) as { address: string }).address });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!output.includes('{')) reject(new Error(`server exited with ${code ?? signal}: ${errors}`));
    });
  });
}

/** Ends a server process: SIGTERM lets it shut down, SIGKILL is the crash of the durability tests. */
export function stopServerProcess(server: ServerProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** One database several server processes open, and the test reads. */
export interface SharedDatabase {
  db: Db;
  /** What a server process needs to open it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A SQLite file in a folder of its own, or a PostgreSQL schema made for the test (named from `prefix`). */
export async function sharedDatabase(dialect: DialectName, prefix: string): Promise<SharedDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `spesa-${prefix}-`));
    const db = createDb({ sqlitePath: path.join(dir, 'spesa.sqlite') });
    await migrateToLatest(db);
    return {
      db,
      env: { DATA_DIR: dir },
      async drop() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 5 });
  await migrateToLatest(db, schema);
  return {
    db,
    env: { DATABASE_URL: url, TEST_PG_SCHEMA: schema },
    async drop() {
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}
