/**
 * API throughput against bare Fastify, in one run.
 * Cached anonymous catalogue answers, as a browser asks them (gzip accepted): budgets /products ≥ 40 % and
 * /category ≥ 60 % of hello-world's req/s, p99 ≤ 30 ms at 50 connections. Also printed: the server's CPU time
 * per answer (steadier than req/s on a busy machine), its resident memory after seeding the 13 chains, and
 * where its CPU goes during each measure (node --cpu-prof; BENCH_PROFILE=0 runs it without the profiler).
 * BENCH_PORT: the first of two free ports to use (default 18081-18082).
 */
import os from 'node:os';
import {
  benchPort,
  getBytes,
  getJson,
  getJsonPatiently,
  measure,
  printTable,
  putBytes,
  startBenchServers,
  type Figures,
} from './bench-server.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
const P99_BUDGET_MS = 30;
const BUDGETS: Record<string, number> = { '/ebsn/api/products': 0.4, '/ebsn/api/category': 0.6 };
const PROFILE = process.env.BENCH_PROFILE !== '0';
// As every browser and the app do; hello-world is too small to be compressed, so its baseline is unchanged.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface Node {
  categoryId: number;
  productCount?: number;
  categories?: Node[];
}

/** Every page of 24 of every category of the tree, as the storefront asks them. */
function productPaths(tree: Node): string[] {
  const paths: string[] = [];
  const visit = (nodes: Node[] | undefined) => {
    for (const node of nodes ?? []) {
      const pages = Math.max(1, Math.ceil((node.productCount ?? 0) / 24));
      for (let page = 1; page <= pages; page += 1) {
        paths.push(`/ebsn/api/products?parent_category_id=${node.categoryId}&page=${page}&page_size=24`);
      }
      visit(node.categories);
    }
  };
  visit(tree.categories);
  return paths;
}

const FLOOR = "bare Fastify, /category's gzip bytes";

/**
 * What bounds the ratios: the CPU time per answer of the server and of the load generator (the two share the
 * machine's CPUs), and how close /category comes to bare Fastify sending the same bytes.
 */
function printLimits(rows: readonly Figures[]): void {
  const us = (f: Figures) =>
    `${f.name}: server ${f.cpuUsPerAnswer?.toFixed(0) ?? '?'} µs + load generator ${f.clientUsPerAnswer?.toFixed(0) ?? '?'} µs`;
  console.log(`
CPU per answer: ${rows.map(us).join('; ')}`);
  const category = rows.find((f) => f.name === '/ebsn/api/category');
  const floor = rows.find((f) => f.name === FLOOR);
  if (!category || !floor) return;
  const floorRatio = floor.reqPerSec / (rows[0]?.reqPerSec ?? NaN);
  const cpu = (category.cpuUsPerAnswer ?? NaN) / (floor.cpuUsPerAnswer ?? NaN);
  console.log(
    `/category: ${((category.reqPerSec / floor.reqPerSec) * 100).toFixed(0)} % of the floor's req/s, ${cpu.toFixed(2)} × its server CPU per answer; the floor's ratio (${floorRatio.toFixed(2)}) is what bare Fastify reaches with these bytes on this machine`,
  );
}

const loadBefore = os.loadavg()[0]!;
const servers = await startBenchServers([benchPort(0, 18_081), benchPort(1, 18_082)]);
const { hello, spesa } = servers;
let failed = false;
try {
  const seededMb = servers.residentMb();
  const tree = (await getJson<{ data: Node }>(`${spesa.url}/ebsn/api/category?filtered=false`, 'localhost'))
    .data;
  const products = productPaths(tree);
  const categories = ['/ebsn/api/category?filtered=false', '/ebsn/api/category?filtered=true'];
  // One unmeasured pass, as the measures ask: the answers are cached and compressed, as in a running shop.
  for (const p of [...products, ...categories]) {
    await getJsonPatiently(`${spesa.url}${p}`, 'localhost', HEADERS);
  }

  // The floor: bare Fastify sending the /category answer's gzip bytes as they are.
  await putBytes(`${hello.url}/bytes`, await getBytes(`${spesa.url}${categories[0]}`, 'localhost', HEADERS));

  const options = { connections: CONNECTIONS, durationS: DURATION_S, headers: HEADERS };
  const measured = (name: string, paths: string[]) =>
    servers.profiled(() => measure(name, spesa.url, paths, { ...options, serverPid: spesa.pid }));
  const baseline = await measure('hello-world', hello.url, ['/'], { ...options, serverPid: hello.pid });
  const rows: (Figures & { ratio?: number; verdict: string })[] = [{ ...baseline, verdict: 'baseline' }];
  for (const f of [
    await measured('/ebsn/api/products', products),
    await measured('/ebsn/api/category', categories),
  ]) {
    const ratio = f.reqPerSec / baseline.reqPerSec;
    const budget = BUDGETS[f.name]!;
    const ok = ratio >= budget && f.p99Ms <= P99_BUDGET_MS && f.errors === 0;
    if (!ok) failed = true;
    const needs = `(needs ratio ≥ ${budget}, p99 ≤ ${P99_BUDGET_MS})`;
    rows.push({ ...f, ratio, verdict: `${ok ? 'ok' : 'OVER BUDGET'} ${needs}` });
  }
  const floor = await measure(FLOOR, hello.url, ['/bytes'], { ...options, serverPid: hello.pid });
  rows.push({
    ...floor,
    ratio: floor.reqPerSec / baseline.reqPerSec,
    verdict: 'floor: these bytes, no code',
  });
  const endMb = servers.residentMb();

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, gzip accepted; ${products.length} product pages rotated; cached answers (warmed once)`,
  );
  console.log(
    `${os.cpus().length} CPUs shared by the servers, autocannon and anything else running: load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after${PROFILE ? '; the server runs under the CPU profiler' : ''}\n`,
  );
  printTable(rows);
  printLimits(rows);
  console.log(
    `\nServer resident memory: ${seededMb.toFixed(0)} MB after seeding the 13 chains, ${endMb.toFixed(0)} MB after the measures`,
  );
} finally {
  await servers.close();
}
process.exitCode = failed ? 1 : 0;
