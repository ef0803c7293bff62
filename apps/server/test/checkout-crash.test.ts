import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import { buildApp } from '../src/app.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import { testConfig } from './build-test-app.js';
import { apiCaller, demoProducts, preparedCart } from './checkout-fixtures.js';
import { createShopper, type Shopper } from './delivery-fixtures.js';
import {
  sharedDatabase,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from './server-process.js';
import { DIALECTS } from './test-db.js';

const ROUNDS = 10;
const SHOPPERS_PER_ROUND = 4;
const SECRET = 'crash-test-gateway-secret-0123456789';

interface Attempt {
  shopper: Shopper;
  cartId: number;
  key: string;
  confirmedOrderId: number | null;
}

interface Sending {
  /** The whole request has been handed to the server. */
  sent: Promise<void>;
  /** The shopper has been told, or the connection died. */
  settled: Promise<void>;
}

function sendConfirmation(address: string, attempt: Attempt): Sending {
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const settled = new Promise<void>((resolve) => {
    const request = http.request(
      `${address}/ebsn/api/checkout/buy?payment_type_id=2`,
      {
        method: 'POST',
        headers: {
          host: 'castoro.localhost',
          'x-ebsn-session': attempt.shopper.token,
          'idempotency-key': attempt.key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            const body = JSON.parse(text) as { response: { status: number }; data: { orderId: number } };
            if (res.statusCode === 200 && body.response.status === 0)
              attempt.confirmedOrderId = body.data.orderId;
          } catch {
            // A cut answer: the shopper was told nothing.
          }
        });
        // After 'end', or instead of it when the server dies while answering.
        res.on('close', () => resolve());
      },
    );
    request.on('finish', markSent);
    // The server died under the request: the shopper was told nothing.
    request.on('error', () => {
      markSent();
      resolve();
    });
    request.end();
  });
  return { sent, settled };
}

async function confirm(address: string, attempt: Attempt): Promise<void> {
  await sendConfirmation(address, attempt).settled;
}

describe.each(DIALECTS)('kill -9 during checkout on %s', (dialect) => {
  let shared: SharedDatabase;
  const attempts: Attempt[] = [];
  const running = new Set<ServerProcess>();

  async function start(): Promise<ServerProcess> {
    const server = await startServerProcess({ ...shared.env, PAYMENT_GATEWAY_SECRET: SECRET });
    running.add(server);
    return server;
  }

  async function kill(server: ServerProcess): Promise<void> {
    await stopServerProcess(server, 'SIGKILL');
    running.delete(server);
  }

  beforeAll(async () => {
    shared = await sharedDatabase(dialect, 'crash');
    const now = Date.now();
    await seedDemoData(shared.db, [getTenant('castoro')], now);
    // The carts are filled and prepared in this process, on the same database the server process opens.
    const app = await buildApp({ config: testConfig(), db: shared.db });
    await app.ready();
    const call = apiCaller(app, 'castoro');
    const products = await demoProducts(shared.db, 'castoro');
    for (let i = 0; i < ROUNDS * SHOPPERS_PER_ROUND; i++) {
      const shopper = await createShopper(shared.db, 'castoro', `crash${i}@example.com`, now);
      const cartId = await preparedCart(call, shopper.token, products, [1 + (i % 3), 2, 1]);
      attempts.push({
        shopper,
        cartId,
        key: `${cartId}-${randomBytes(4).toString('hex')}`,
        confirmedOrderId: null,
      });
    }
    await app.close();
  });

  afterAll(async () => {
    // A test that failed half-way leaves no server behind.
    await Promise.all([...running].map(kill));
    await shared.drop();
  });

  it('every order whose confirmation reached the shopper is complete after each restart; retries never double', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const server = await start();
      const batch = attempts.slice(round * SHOPPERS_PER_ROUND, (round + 1) * SHOPPERS_PER_ROUND);
      let firstAnswered!: () => void;
      const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
      const inFlight: Promise<void>[] = [];
      // One after the other reaches the server, each once the previous one is on its way, so that the kill
      // finds some written and some still waiting however fast the machine is.
      for (const a of batch) {
        const sending = sendConfirmation(server.address, a);
        inFlight.push(
          sending.settled.then(() => {
            if (a.confirmedOrderId !== null) firstAnswered();
          }),
        );
        await sending.sent;
      }
      // Killed as soon as one shopper has been told: the others are still being written or waiting.
      await Promise.race([answered, Promise.all(inFlight)]);
      await kill(server);
      await Promise.all(inFlight);
    }
    const confirmed = attempts.filter((a) => a.confirmedOrderId !== null);
    const restarted = await start();
    try {
      for (const a of confirmed) {
        const order = await shared.db
          .selectFrom('orders')
          .select(['id', 'status', 'cart_id', 'user_id', 'timeslot_id'])
          .where('id', '=', a.confirmedOrderId!)
          .executeTakeFirst();
        expect(order, `order ${a.confirmedOrderId} was confirmed to the shopper`).toMatchObject({
          status: 3,
          cart_id: a.cartId,
          user_id: a.shopper.userId,
        });
        const items = await shared.db
          .selectFrom('order_items')
          .select('id')
          .where('order_id', '=', order!.id)
          .execute();
        expect(items).toHaveLength(3);
        const hold = await shared.db
          .selectFrom('timeslot_holds')
          .select('status')
          .where('cart_id', '=', a.cartId)
          .executeTakeFirst();
        expect(hold?.status).toBe(1);
      }
      // Every shopper retries with the same key: the told ones get the same order, the others get one.
      for (const a of attempts) {
        const before = a.confirmedOrderId;
        a.confirmedOrderId = null;
        await confirm(restarted.address, a);
        expect(a.confirmedOrderId).not.toBeNull();
        if (before !== null) expect(a.confirmedOrderId).toBe(before);
        const orders = await shared.db
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', a.shopper.userId)
          .execute();
        expect(orders).toHaveLength(1);
      }
    } finally {
      await kill(restarted);
    }
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.length).toBeLessThan(attempts.length);
  });
});
