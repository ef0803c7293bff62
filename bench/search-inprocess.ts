/**
 * Search without HTTP on a 100 000-product catalogue: the catalogue service answering
 * GET /products?q=…&page_size=24 straight, on SQLite, or on PostgreSQL in a throwaway schema with
 * BENCH_DATABASE_URL. Budgets: p50 ≤ 1 ms, p99 ≤ 3 ms.
 * UNCACHED: every call passes skip_cache, so the answer cache never serves it: each call analyses the words,
 * matches them in the full-text index, ranks, counts the facets and pages. What a running process keeps per
 * catalogue version is warm (the index, the vocabulary and the serialised products); a second row shows the
 * same calls with the serialised products turned off too (rows read and mapped on every call), and a third the
 * answer cache, for reference.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getTenant } from '@spesa/tenants/tenants';
import { createCatalogueService } from '../apps/server/src/modules/catalogue/catalogue.service.js';
import { createDb } from '../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { SEARCH_QUERIES } from './search-queries.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 3_000);
const TENANT = 'castoro';
const pgUrl = process.env.BENCH_DATABASE_URL || undefined;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function onAdmin(sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(sqlText);
  await admin.end();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-inprocess-'));
const schema = `bench_${randomBytes(4).toString('hex')}`;
if (pgUrl) await onAdmin(`create schema ${schema}`);
const db = pgUrl
  ? createDb({ databaseUrl: pgUrl, pgSchema: schema, pgPoolSize: 4 })
  : createDb({ sqlitePath: path.join(dataDir, 'spesa.sqlite') });
const loadBefore = os.loadavg()[0]!;
try {
  let started = performance.now();
  await migrateToLatest(db, pgUrl ? schema : undefined);
  await seedDemoData(db, [getTenant(TENANT)], Date.now(), {
    benchCatalogue: { tenant: TENANT, count: PRODUCTS },
  });
  const seedS = (performance.now() - started) / 1000;

  const run = async (
    catalogue: ReturnType<typeof createCatalogueService>,
    calls: number,
    skipCache: boolean,
  ) => {
    const times: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      const q = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
      const t0 = performance.now();
      await catalogue.productsData(TENANT, {
        q,
        page: 1,
        page_size: 24,
        ...(skipCache ? { skip_cache: '1' } : {}),
      });
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };

  const catalogue = createCatalogueService({ db, clock: systemClock });
  started = performance.now();
  const first = JSON.parse(
    Buffer.concat(await catalogue.productsData(TENANT, { page: 1, page_size: 24 })).toString(),
  ) as {
    page: { totItems: number };
  };
  const indexMs = performance.now() - started;
  await run(catalogue, SEARCH_QUERIES.length * 2, true);
  const uncached = await run(catalogue, CALLS, true);
  const cached = await run(catalogue, CALLS, false);
  const bare = createCatalogueService({ db, clock: systemClock, productCacheBytes: 0 });
  await run(bare, SEARCH_QUERIES.length * 2, true);
  const bareTimes = await run(bare, CALLS, true);

  console.log(
    `\n${first.page.totItems} products on ${pgUrl ? 'PostgreSQL' : 'SQLite'} seeded in ${seedS.toFixed(1)} s; index and vocabulary built in ${indexMs.toFixed(0)} ms`,
  );
  console.log(
    `${CALLS} searches per row rotating ${SEARCH_QUERIES.length} queries, page_size 24, in process; ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after\n`,
  );
  console.log(
    'answers'.padEnd(52),
    'p50 ms'.padStart(8),
    'p90 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
  );
  for (const [name, times] of [
    ['uncached (skip_cache): the budgeted path', uncached],
    ['uncached, serialised products off too', bareTimes],
    ['answer cache (reference)', cached],
  ] as const) {
    console.log(
      name.padEnd(52),
      percentile(times, 50).toFixed(3).padStart(8),
      percentile(times, 90).toFixed(3).padStart(8),
      percentile(times, 99).toFixed(3).padStart(8),
      times.at(-1)!.toFixed(3).padStart(8),
    );
  }
  const p50 = percentile(uncached, 50);
  const p99 = percentile(uncached, 99);
  const ok = p50 <= 1 && p99 <= 3;
  console.log(
    `\nuncached p50 ${p50.toFixed(3)} ms (budget 1), p99 ${p99.toFixed(3)} ms (budget 3): ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await onAdmin(`drop schema ${schema} cascade`);
}
