/**
 * Category listing on 100 000 products against the same listing on the demo catalogue, one server process on
 * SQLite. Budgets: ≥ 85 % of the demo catalogue's req/s, and the server's resident
 * memory ≤ 400 MB once the 100k catalogue is loaded. The same listing: for every category of the menu tree,
 * the same full pages of 24 (up to 3, as many as the demo catalogue fills, so both answers carry 24 products),
 * by slug, on a chain seeded with the benchmark catalogue and on a chain with the demo one, served by the same
 * process. BENCH_PORT: the first of two free ports to use (default 18093-18094).
 * UNCACHED: every request carries skip_cache=1; the figures with the answer cache are printed for reference.
 */
import os from 'node:os';
import {
  benchPort,
  getJson,
  getJsonPatiently,
  measure,
  printTable,
  residentMb,
  startHello,
  startSpesa,
} from './bench-server.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '100000';
const BIG = 'castoro';
const DEMO = 'dem';
const PAGES = 3;
const RATIO_BUDGET = 0.85;
const MEMORY_BUDGET_MB = 400;

interface Node {
  categoryId: number;
  slug: string;
  productCount?: number;
  categories?: Node[];
}

async function categoriesBySlug(
  url: string,
  tenant: string,
): Promise<Map<string, { id: number; pages: number }>> {
  const tree = (
    await getJson<{ data: Node }>(`${url}/ebsn/api/category?filtered=true`, `${tenant}.localhost`)
  ).data;
  const found = new Map<string, { id: number; pages: number }>();
  const walk = (nodes: Node[] | undefined) => {
    for (const node of nodes ?? []) {
      found.set(node.slug, { id: node.categoryId, pages: Math.floor((node.productCount ?? 0) / 24) });
      walk(node.categories);
    }
  };
  walk(tree.categories);
  return found;
}

const totalOf = async (url: string, tenant: string) =>
  (
    await getJson<{ data: { page: { totItems: number } } }>(
      `${url}/ebsn/api/products?page_size=1`,
      `${tenant}.localhost`,
    )
  ).data.page.totItems;

const loadBefore = os.loadavg()[0]!;
const hello = await startHello(benchPort(0, 18_093));
// Seeded by a first process: the measured one starts on the seeded data, as a running shop does.
const spesa = await startSpesa(
  benchPort(1, 18_094),
  { SEED_BENCH_PRODUCTS: PRODUCTS, SEED_BENCH_TENANT: BIG },
  [],
  true,
);
try {
  const seededMb = residentMb(spesa.pid);
  const big = await categoriesBySlug(spesa.url, BIG);
  const demo = await categoriesBySlug(spesa.url, DEMO);
  const listing = (tenant: Map<string, { id: number; pages: number }>, skipCache: boolean) =>
    [...demo].flatMap(([slug, { pages }]) =>
      Array.from(
        { length: Math.min(PAGES, pages) },
        (_, i) =>
          `/ebsn/api/products?parent_category_id=${tenant.get(slug)!.id}&page=${i + 1}&page_size=24${skipCache ? '&skip_cache=1' : ''}`,
      ),
    );
  const bigPaths = listing(big, true);
  const demoPaths = listing(demo, true);
  for (const p of bigPaths) await getJsonPatiently(`${spesa.url}${p}`, `${BIG}.localhost`);
  for (const p of demoPaths) await getJsonPatiently(`${spesa.url}${p}`, `${DEMO}.localhost`);
  const loadedMb = residentMb(spesa.pid);

  const options = { connections: 50, durationS: DURATION_S, serverPid: spesa.pid };
  const baseline = await measure('hello-world (bare Fastify)', hello.url, ['/'], options);
  const demoUncached = await measure('listing, demo catalogue, uncached', spesa.url, demoPaths, {
    ...options,
    host: `${DEMO}.localhost`,
  });
  const bigUncached = await measure('listing, 100 000 products, uncached', spesa.url, bigPaths, {
    ...options,
    host: `${BIG}.localhost`,
  });
  const demoCached = await measure('listing, demo catalogue, answer cache', spesa.url, listing(demo, false), {
    ...options,
    host: `${DEMO}.localhost`,
  });
  const bigCached = await measure('listing, 100 000 products, answer cache', spesa.url, listing(big, false), {
    ...options,
    host: `${BIG}.localhost`,
  });

  const endMb = residentMb(spesa.pid);
  const ratio = bigUncached.reqPerSec / demoUncached.reqPerSec;
  const memoryOk = !(Math.max(loadedMb, endMb) > MEMORY_BUDGET_MB);
  const ok = ratio >= RATIO_BUDGET && bigUncached.errors === 0 && demoUncached.errors === 0;
  console.log(
    `\n${await totalOf(spesa.url, BIG)} products (${BIG}) against ${await totalOf(spesa.url, DEMO)} (${DEMO}); ${bigPaths.length} pages rotated on each; 50 connections, ${DURATION_S} s per measure`,
  );
  console.log(
    `${os.cpus().length} CPUs shared by the server, autocannon and anything else running: load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after\n`,
  );
  printTable([
    { ...baseline, verdict: 'baseline (ratio: to it)' },
    { ...demoUncached, ratio: demoUncached.reqPerSec / baseline.reqPerSec, verdict: 'reference for 100 000' },
    {
      ...bigUncached,
      ratio: bigUncached.reqPerSec / baseline.reqPerSec,
      verdict: `${(ratio * 100).toFixed(0)} % of the demo listing: ${ok ? 'ok' : 'OVER BUDGET'} (needs ≥ ${RATIO_BUDGET * 100} %)`,
    },
    { ...demoCached, ratio: demoCached.reqPerSec / baseline.reqPerSec, verdict: 'reference' },
    {
      ...bigCached,
      ratio: bigCached.reqPerSec / baseline.reqPerSec,
      verdict: `reference: ${((bigCached.reqPerSec / demoCached.reqPerSec) * 100).toFixed(0)} % of the demo`,
    },
  ]);
  console.log(
    `\nServer resident memory: ${spesa.seededMb?.toFixed(0)} MB in the process that seeded the 13 chains and the 100k catalogue (then ended), ${seededMb.toFixed(0)} MB in the serving process started on them, ${loadedMb.toFixed(0)} MB once both catalogues are loaded, ${endMb.toFixed(0)} MB after the measures: ${memoryOk ? 'ok' : 'OVER BUDGET'} (budget ${MEMORY_BUDGET_MB} MB)`,
  );
  process.exitCode = ok && memoryOk ? 0 : 1;
} finally {
  await Promise.all([hello.close(), spesa.close()]);
}
