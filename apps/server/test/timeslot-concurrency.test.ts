import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import { romeDateIso } from '../src/lib/italy/rome-time.js';
import { hashSessionToken, newSessionToken } from '../src/lib/session-token.js';
import {
  sharedDatabase,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from './server-process.js';
import { DIALECTS } from './test-db.js';

const SHOPPERS = 400;
const CAPACITY = 20;

describe.each(DIALECTS)('timeslot capacity across two server processes on %s', (dialect) => {
  let shared: SharedDatabase;
  let servers: ServerProcess[] = [];
  let tokens: string[] = [];
  let cartIds: number[] = [];
  let slot: { id: number; date: string };

  beforeAll(async () => {
    shared = await sharedDatabase(dialect, 'slots');
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
    servers = await Promise.all([startServerProcess(shared.env), startServerProcess(shared.env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server, 'SIGTERM')));
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
