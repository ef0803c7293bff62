import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf, type TestApp } from '../../test/build-test-app.js';

/** Polls `check` until it holds, for at most `limitMs`: the state is awaited, never a fixed time. */
async function until(check: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('state not reached');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heap limit every process is past: under pressure from the first sample on.
    t = await buildTestApp('sqlite', {
      tenants: ['castoro'],
      config: { LOAD_MAX_HEAP_USED_MB: '1', LOAD_SAMPLE_INTERVAL_MS: '10', LOAD_RETRY_AFTER_SECONDS: '7' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: hostOf('castoro') } });

  it('answers 503 with Retry-After and the Italian envelope under pressure, and /health stays 200', async () => {
    await until(async () => (await get('/ebsn/api/products?page_size=2')).statusCode === 503);
    const shed = await get('/ebsn/api/category');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toMatchObject({
      response: { status: 1, errors: [{ code: 'OVERLOADED', error: expect.stringMatching(/sovraccarico/) }] },
      user: { userId: -1 },
      data: {},
    });
    const health = await get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
