/**
 * Search over HTTP on a 100 000-product catalogue, one server process on SQLite (issue 3, performance).
 * Budgets: ≥ 600 req/s at 50 connections (printed with its ratio to bare Fastify measured in the same run), and
 * p99 ≤ 20 ms at a fixed 100 req/s. ≥ 50 realistic queries rotate (search-queries.ts), page_size 24 as the search
 * page. UNCACHED: every request carries skip_cache=1, so the server's answer cache never serves it and each
 * request analyses, matches (FTS5), ranks, counts facets and pages afresh; the per-catalogue-version index,
 * vocabulary and product JSON of the process are warm, as in a running server.
 */
import os from 'node:os';
import {
  getJson,
  measure,
  measureFixedRate,
  printTable,
  startHello,
  startSpesa,
  type Figures,
} from './bench-server.js';
import { SEARCH_QUERIES } from './search-queries.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '100000';
const TENANT = 'castoro';

const loadBefore = os.loadavg()[0]!;
const hello = await startHello(18_091);
const started = Date.now();
const spesa = await startSpesa(18_092, { SEED_BENCH_PRODUCTS: PRODUCTS, SEED_BENCH_TENANT: TENANT });
const seedS = (Date.now() - started) / 1000;
try {
  const host = `${TENANT}.localhost`;
  const paths = SEARCH_QUERIES.map(
    (q) => `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=24&skip_cache=1`,
  );
  for (const p of paths) await getJson(`${spesa.url}${p}`, host);
  const total = (
    await getJson<{ data: { page: { totItems: number } } }>(
      `${spesa.url}/ebsn/api/products?page_size=1`,
      host,
    )
  ).data.page.totItems;

  const baseline = await measure('hello-world (bare Fastify)', hello.url, ['/'], {
    connections: 50,
    durationS: DURATION_S,
  });
  // The same fixed rate on bare Fastify: what the machine itself adds to the tail latency.
  const baselineLatency = await measureFixedRate('hello-world at a fixed 100 req/s', hello.url, ['/'], {
    rate: 100,
    durationS: DURATION_S,
  });
  const throughput = await measure('search, 50 connections, uncached', spesa.url, paths, {
    connections: 50,
    durationS: DURATION_S,
    host,
  });
  const latency = await measureFixedRate('search at a fixed 100 req/s, uncached', spesa.url, paths, {
    rate: 100,
    durationS: DURATION_S,
    host,
  });
  const cachedPaths = paths.map((p) => p.replace('&skip_cache=1', ''));
  const cached = await measure('search, 50 connections, answer cache (ref.)', spesa.url, cachedPaths, {
    connections: 50,
    durationS: DURATION_S,
    host,
  });

  const ok = (f: Figures) => f.errors === 0;
  const throughputOk = ok(throughput) && throughput.reqPerSec >= 600;
  const latencyOk = ok(latency) && latency.p99Ms <= 20;
  console.log(
    `\n${total} products for ${TENANT} (seeded in ${seedS.toFixed(0)} s); ${SEARCH_QUERIES.length} queries rotated; ${DURATION_S} s per measure`,
  );
  console.log(
    `${os.cpus().length} CPUs shared by the server, autocannon and anything else running: load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after\n`,
  );
  printTable([
    { ...baseline, verdict: 'baseline' },
    { ...baselineLatency, verdict: 'baseline (latency)' },
    {
      ...throughput,
      ratio: throughput.reqPerSec / baseline.reqPerSec,
      verdict: throughputOk ? 'ok (needs ≥ 600 req/s)' : 'OVER BUDGET (needs ≥ 600 req/s)',
    },
    {
      ...latency,
      ratio: latency.reqPerSec / baseline.reqPerSec,
      verdict: latencyOk ? 'ok (needs p99 ≤ 20 ms)' : 'OVER BUDGET (needs p99 ≤ 20 ms)',
    },
    { ...cached, ratio: cached.reqPerSec / baseline.reqPerSec, verdict: 'reference' },
  ]);
  process.exitCode = throughputOk && latencyOk ? 0 : 1;
} finally {
  await Promise.all([hello.close(), spesa.close()]);
}
