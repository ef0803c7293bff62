import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import { createDb, type DialectName } from '../src/db/create-db.js';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import { romeDateIso } from '../src/lib/italy/rome-time.js';
import { hashSessionToken, newSessionToken } from '../src/lib/session-token.js';
import { DIALECTS } from './test-db.js';

const SHOPPERS = 400;
const CAPACITY = 20;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.join(HERE, 'delivery-server-entry.ts');
const SERVER_DIR = path.resolve(HERE, '..');

interface Server {
  child: ChildProcess;
  address: string;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEFAULT_TENANT: 'castoro',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${errors}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ child, address: (JSON.parse(line) as { address: string }).address });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

interface Database {
  db: Db;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** One database both processes open: a SQLite file, or a PostgreSQL schema made for this test. */
async function sharedDatabase(dialect: DialectName): Promise<Database> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-slots-'));
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
  const schema = `slots_${randomBytes(6).toString('hex')}`;
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

describe.each(DIALECTS)('timeslot capacity across two server processes on %s', (dialect) => {
  let shared: Database;
  let servers: Server[] = [];
  let tokens: string[] = [];
  let cartIds: number[] = [];
  let slot: { id: number; date: string };

  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    const { db } = shared;
    const now = Date.now();
    await seedDemoData(db, [getTenant('castoro')], now);
    const warehouse = await db
      .selectFrom('delivery_zones')
      .select(['id', 'warehouse_id'])
      .where('tenant_id', '=', 'castoro')
      .where('delivery_service_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const date = romeDateIso(now + 24 * 60 * 60 * 1000);
    const inserted = await db
      .insertInto('timeslots')
      .values({
        tenant_id: 'castoro',
        warehouse_id: warehouse.warehouse_id,
        delivery_service_id: 2,
        slot_date: date,
        begin_time: '21:00',
        end_time: '22:00',
        begin_at: now + 36 * 60 * 60 * 1000,
        cutoff_at: now + 30 * 60 * 60 * 1000,
        capacity: CAPACITY,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    slot = { id: inserted.id, date };

    tokens = Array.from({ length: SHOPPERS }, () => newSessionToken());
    for (let i = 0; i < SHOPPERS; i += 100) {
      const batch = tokens.slice(i, i + 100);
      const users = await db
        .insertInto('users')
        .values(
          batch.map((_, j) => ({
            tenant_id: 'castoro',
            email: `concorrente${i + j}@example.com`,
            password_hash: 'scrypt$16384$8$x$x',
            first_name: 'Prova',
            last_name: 'Concorrente',
            phone: null,
            fidelity_card: null,
            profile_level: 2,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('sessions')
        .values(
          users.map((u, j) => ({
            token_hash: hashSessionToken(batch[j]!),
            tenant_id: 'castoro',
            user_id: u.id,
            remember_me: 1,
            created_at: now,
            expires_at: now + 24 * 60 * 60 * 1000,
          })),
        )
        .execute();
      const carts = await db
        .insertInto('carts')
        .values(
          users.map((u) => ({
            tenant_id: 'castoro',
            user_id: u.id,
            status: 0,
            created_at: now,
            updated_at: now,
            delivery_service_id: 2,
            zone_id: warehouse.id,
            warehouse_id: warehouse.warehouse_id,
          })),
        )
        .returning('id')
        .execute();
      cartIds.push(...carts.map((c) => c.id));
    }
    servers = await Promise.all([startServer(shared.env), startServer(shared.env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await shared?.drop();
    servers = [];
    tokens = [];
    cartIds = [];
  });

  async function selectAll(who: readonly number[]) {
    const started = performance.now();
    const answers = await Promise.all(
      who.map(async (i) => {
        const server = servers[i % servers.length]!;
        const res = await fetch(
          `${server.address}/ebsn/api/timeslot/select?sel_date=${slot.date}&timeslot_id=${slot.id}`,
          { headers: { 'x-ebsn-session': tokens[i]! } },
        );
        const body = (await res.json()) as { response: { status: number; errors: { code?: string }[] } };
        return { i, http: res.status, status: body.response.status, code: body.response.errors[0]?.code };
      }),
    );
    return { answers, ms: Math.round(performance.now() - started) };
  }

  async function counts() {
    const { db } = shared;
    const holds = await db
      .selectFrom('timeslot_holds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('timeslot_id', '=', slot.id)
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('timeslots')
      .select('booked')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    return { holds: Number(holds.n), booked: row.booked };
  }

  it(`${SHOPPERS} simultaneous selections of a slot of capacity ${CAPACITY} leave exactly ${CAPACITY} holds`, async () => {
    const everyone = Array.from({ length: SHOPPERS }, (_, i) => i);
    const { answers, ms } = await selectAll(everyone);
    const won = answers.filter((a) => a.status === 0);
    console.log(
      `[${dialect}] ${SHOPPERS} selections in ${ms} ms: ${won.length} held ` +
        `(process A ${won.filter((a) => a.i % 2 === 0).length}, process B ${won.filter((a) => a.i % 2 === 1).length}), ` +
        `${answers.filter((a) => a.code === 'TIMESLOT_FULL').length} refused as full`,
    );
    expect(answers.every((a) => a.http === 200)).toBe(true);
    expect(won).toHaveLength(CAPACITY);
    expect(answers.filter((a) => a.status !== 0).every((a) => a.code === 'TIMESLOT_FULL')).toBe(true);
    expect(await counts()).toEqual({ holds: CAPACITY, booked: CAPACITY });
    const holders = await shared.db
      .selectFrom('timeslot_holds')
      .select('cart_id')
      .where('timeslot_id', '=', slot.id)
      .execute();
    expect(new Set(holders.map((h) => h.cart_id))).toEqual(new Set(won.map((a) => cartIds[a.i])));
  }, 120_000);

  it('holds that expire free their places for the next rush, still never beyond capacity', async () => {
    const holders = await shared.db
      .selectFrom('timeslot_holds')
      .select('cart_id')
      .where('timeslot_id', '=', slot.id)
      .execute();
    const holding = new Set(holders.map((h) => h.cart_id));
    // The servers run on the real clock: age the holds instead of waiting an hour.
    await shared.db
      .updateTable('timeslot_holds')
      .set({ expires_at: Date.now() - 1000 })
      .where('timeslot_id', '=', slot.id)
      .execute();
    const losers = Array.from({ length: SHOPPERS }, (_, i) => i).filter((i) => !holding.has(cartIds[i]!));
    const { answers, ms } = await selectAll(losers);
    const won = answers.filter((a) => a.status === 0);
    console.log(
      `[${dialect}] after expiry, ${losers.length} selections in ${ms} ms: ${won.length} held, ` +
        `${answers.filter((a) => a.code === 'TIMESLOT_FULL').length} refused as full`,
    );
    expect(won).toHaveLength(CAPACITY);
    expect(await counts()).toEqual({ holds: CAPACITY, booked: CAPACITY });
    const now = await shared.db
      .selectFrom('timeslot_holds')
      .select('cart_id')
      .where('timeslot_id', '=', slot.id)
      .execute();
    expect(now.some((h) => holding.has(h.cart_id))).toBe(false);
  }, 120_000);
});
