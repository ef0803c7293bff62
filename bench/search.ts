/**
 * Search over HTTP on a 100 000-product catalogue, one server process on SQLite.
 * Budgets: ≥ 1 000 req/s at 50 connections (printed with its ratio to bare Fastify measured in the same run),
 * p99 ≤ 10 ms at a fixed 100 req/s, and the server's resident memory ≤ 400 MB once the 100k catalogue is
 * loaded. Also printed: the size of a 24-product answer (JSON and gzip), the server's CPU time per answer and
 * where it goes (node --cpu-prof; BENCH_PROFILE=0 runs without the profiler). The per-client search limit is
 * off: the load comes from one address here, from many shoppers in a shop. ≥ 50 realistic queries rotate
 * (search-queries.ts), page_size 24 as the search page. UNCACHED: every request carries skip_cache=1, so the
 * server's answer cache never serves it and each request analyses, matches (in the index's word postings),
 * ranks, counts facets and pages afresh; the per-catalogue-version index, vocabulary and product JSON of the
 * process are warm, as in a running server. BENCH_PORT: the first of two free ports to use (default 18091-18092).
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import {
  benchPort,
  getJson,
  getJsonPatiently,
  measure,
  measureFixedRate,
  printTable,
  startBenchServers,
  type Figures,
} from './bench-server.js';
import { SEARCH_QUERIES } from './search-queries.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '100000';
const TENANT = 'castoro';
const THROUGHPUT_BUDGET = 1_000;
const P99_BUDGET_MS = 10;
const MEMORY_BUDGET_MB = 400;

const loadBefore = os.loadavg()[0]!;
const started = Date.now();
// Seeded by a first process: the measured one starts on the seeded data, as a running shop does.
const servers = await startBenchServers(
  [benchPort(0, 18_091), benchPort(1, 18_092)],
  { SEED_BENCH_PRODUCTS: PRODUCTS, SEED_BENCH_TENANT: TENANT, RATE_LIMIT_SEARCH_PER_MINUTE: '0' },
  true,
);
const { hello, spesa } = servers;
const seedS = (Date.now() - started) / 1000;
let failed = false;
try {
  const seededMb = servers.residentMb();
  const host = `${TENANT}.localhost`;
  const paths = SEARCH_QUERIES.map(
    (q) => `/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=24&skip_cache=1`,
  );
  for (const p of paths) await getJsonPatiently(`${spesa.url}${p}`, host);
  const loadedMb = servers.residentMb();
  const size = await answerSize(`${spesa.url}${paths[paths.length - 1]!}`, host);
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
  const throughput = await servers.profiled(() =>
    measure('search, 50 connections, uncached', spesa.url, paths, {
      connections: 50,
      durationS: DURATION_S,
      host,
      serverPid: spesa.pid,
    }),
  );
  const latency = await servers.profiled(() =>
    measureFixedRate('search at a fixed 100 req/s, uncached', spesa.url, paths, {
      rate: 100,
      durationS: DURATION_S,
      host,
    }),
  );
  const cachedPaths = paths.map((p) => p.replace('&skip_cache=1', ''));
  const cached = await measure('search, 50 connections, answer cache (ref.)', spesa.url, cachedPaths, {
    connections: 50,
    durationS: DURATION_S,
    host,
    serverPid: spesa.pid,
  });
  const endMb = servers.residentMb();

  const ok = (f: Figures) => f.errors === 0;
  const throughputOk = ok(throughput) && throughput.reqPerSec >= THROUGHPUT_BUDGET;
  const latencyOk = ok(latency) && latency.p99Ms <= P99_BUDGET_MS;
  const memoryOk = !(Math.max(loadedMb, endMb) > MEMORY_BUDGET_MB);
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
      verdict: `${throughputOk ? 'ok' : 'OVER BUDGET'} (needs ≥ ${THROUGHPUT_BUDGET} req/s)`,
    },
    {
      ...latency,
      ratio: latency.reqPerSec / baseline.reqPerSec,
      verdict: `${latencyOk ? 'ok' : 'OVER BUDGET'} (needs p99 ≤ ${P99_BUDGET_MS} ms)`,
    },
    { ...cached, ratio: cached.reqPerSec / baseline.reqPerSec, verdict: 'reference' },
  ]);
  console.log(
    `\nA page of 24 products (“${SEARCH_QUERIES.at(-1)}”): ${size.jsonKb.toFixed(1)} kB of JSON, ${size.gzipKb.toFixed(1)} kB gzip; of the JSON, ${size.nutritionKb.toFixed(1)} kB are nutrition tables (each under both keys clients read, API-COMPAT)`,
  );
  console.log(
    `Server resident memory: ${servers.seedingMb?.toFixed(0)} MB in the process that seeded the 13 chains and the 100k catalogue (then ended), ${seededMb.toFixed(0)} MB in the serving process started on them, ${loadedMb.toFixed(0)} MB once the 100k catalogue is loaded (index, vocabulary), ${endMb.toFixed(0)} MB after the measures: ${memoryOk ? 'ok' : 'OVER BUDGET'} (budget ${MEMORY_BUDGET_MB} MB)`,
  );
  failed = !(throughputOk && latencyOk && memoryOk);
} finally {
  await servers.close();
}
process.exitCode = failed ? 1 : 0;

/** The size of one answer as sent without and with compression, and how much of it is nutrition tables. */
async function answerSize(url: string, host: string) {
  const answer = await getJson<{
    data: { products: { metaData?: { product_description?: Record<string, string> } }[] };
  }>(url, host);
  const json = Buffer.from(JSON.stringify(answer));
  let nutrition = 0;
  for (const product of answer.data.products) {
    const description = product.metaData?.product_description ?? {};
    nutrition += Buffer.byteLength((description.nutrition ?? '') + (description.nutritional_values ?? ''));
  }
  return {
    jsonKb: json.length / 1024,
    gzipKb: gzipSync(json).length / 1024,
    nutritionKb: nutrition / 1024,
  };
}
