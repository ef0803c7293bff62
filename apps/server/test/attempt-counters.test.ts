import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptCounter, AttemptPolicy } from '../src/lib/throttle/attempt-counter.js';
import { createRedisAttemptCounter } from '../src/lib/throttle/redis-attempt-counter.js';
import { createDbAttemptCounter } from '../src/modules/auth/login-throttle.repository.js';
import { createTestDb, DIALECTS, type TestDb } from './test-db.js';

/** Redis runs beside the databases on the machines of the tests (README, "Running several processes"). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const POLICY: AttemptPolicy = { limit: 5, windowMs: 15 * 60_000, lockoutMs: 60_000, maxLockoutMs: 240_000 };
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);

interface Store {
  counter: AttemptCounter;
  close(): Promise<void>;
}

async function dbStore(dialect: (typeof DIALECTS)[number]): Promise<Store> {
  const testDb: TestDb = await createTestDb(dialect);
  return { counter: createDbAttemptCounter(testDb.db), close: () => testDb.destroy() };
}

async function redisStore(): Promise<Store> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const prefix = `spesa-test-${randomBytes(6).toString('hex')}:`;
  return {
    counter: createRedisAttemptCounter(redis, prefix),
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}

const STORES: [string, () => Promise<Store>][] = [
  ...DIALECTS.map((d): [string, () => Promise<Store>] => [d, () => dbStore(d)]),
  ['redis', redisStore],
];

describe.each(STORES)('attempt counters in %s', (_name, open) => {
  let store: Store;
  let counter: AttemptCounter;
  beforeAll(async () => {
    store = await open();
    counter = store.counter;
  });
  afterAll(async () => {
    await store.close();
  });

  it('of 60 concurrent attempts on one key exactly the limit is admitted, the rest refused', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, () => counter.take('concurrent', POLICY, T0)),
    );
    expect(verdicts.filter((v) => v.admitted)).toHaveLength(POLICY.limit);
    for (const refused of verdicts.filter((v) => !v.admitted)) {
      expect(refused.retryAfterMs).toBe(POLICY.lockoutMs);
    }
    // The next attempt, even a moment later, is still refused.
    expect((await counter.take('concurrent', POLICY, T0 + 1_000)).admitted).toBe(false);
  });

  it('each lock-out within a window lasts twice the last, up to the cap', async () => {
    const key = 'progressive';
    let now = T0;
    const lockouts: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < POLICY.limit; i += 1) {
        expect((await counter.take(key, POLICY, now)).admitted).toBe(true);
      }
      const refused = await counter.take(key, POLICY, now);
      expect(refused.admitted).toBe(false);
      lockouts.push(refused.retryAfterMs);
      now += refused.retryAfterMs;
    }
    expect(lockouts).toEqual([60_000, 120_000, 240_000, 240_000]);
    // Quiet for a whole window after the last lock-out: it starts over at the base lock-out.
    now += POLICY.windowMs;
    for (let i = 0; i < POLICY.limit; i += 1) await counter.take(key, POLICY, now);
    expect((await counter.take(key, POLICY, now)).retryAfterMs).toBe(60_000);
  });

  it('an attempt given back does not count, and a reset key starts over', async () => {
    const key = 'given-back';
    for (let i = 0; i < 20; i += 1) {
      expect((await counter.take(key, POLICY, T0)).admitted).toBe(true);
      await counter.giveBack(key, T0);
    }
    for (let i = 0; i < POLICY.limit; i += 1) await counter.take(key, POLICY, T0);
    expect((await counter.take(key, POLICY, T0)).admitted).toBe(false);
    await counter.reset(key);
    expect((await counter.take(key, POLICY, T0)).admitted).toBe(true);
  });

  it('failures spread over more than a window never lock the key', async () => {
    const key = 'slow';
    let now = T0;
    for (let i = 0; i < 3 * POLICY.limit; i += 1) {
      expect((await counter.take(key, POLICY, now)).admitted).toBe(true);
      now += POLICY.windowMs / (POLICY.limit - 1);
    }
  });
});
