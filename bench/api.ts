/**
 * API throughput against bare Fastify, in one run (foundation issue, point 11).
 * Budgets: /products ≥ 25 % and /category ≥ 35 % of hello-world's req/s, p99 ≤ 50 ms at 50 connections.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

interface Figures {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
}

async function measure(name: string, url: string, paths: string[]): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // As every browser and the app do; hello-world is too small to be compressed, so its baseline is unchanged.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (req) => {
          const p = paths[next % paths.length]!;
          next += 1;
          return { ...req, path: p };
        },
      },
    ],
  });
  return {
    name,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-'));
const helloPort = 18_081;
const spesaPort = 18_082;
const hello = fork(path.join(here, 'hello-server.ts'), {
  env: { ...process.env, PORT: String(helloPort) },
  execArgv: ['--import', 'tsx'],
});
const spesa = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(spesaPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  await waitFor(`http://127.0.0.1:${spesaPort}/ready`);
  const base = `http://127.0.0.1:${spesaPort}`;

  const tree = (await (await fetch(`${base}/ebsn/api/category?filtered=false`)).json()) as {
    data: { categories?: { categoryId: number; productCount?: number; categories?: unknown[] }[] };
  };
  const productPaths: string[] = [];
  const visit = (
    nodes: { categoryId: number; productCount?: number; categories?: unknown[] }[] | undefined,
  ) => {
    for (const node of nodes ?? []) {
      const pages = Math.max(1, Math.ceil((node.productCount ?? 0) / 24));
      for (let page = 1; page <= pages; page += 1) {
        productPaths.push(
          `/ebsn/api/products?parent_category_id=${node.categoryId}&page=${page}&page_size=24`,
        );
      }
      visit(node.categories as typeof nodes);
    }
  };
  visit(tree.data.categories);
  const categoryPaths = ['/ebsn/api/category?filtered=false', '/ebsn/api/category?filtered=true'];

  const helloFigures = await measure('hello-world', `http://127.0.0.1:${helloPort}`, ['/']);
  const products = await measure('/ebsn/api/products', base, productPaths);
  const category = await measure('/ebsn/api/category', base, categoryPaths);

  const budgets: Record<string, number> = { '/ebsn/api/products': 0.25, '/ebsn/api/category': 0.35 };
  let failed = false;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each; ${productPaths.length} product pages rotated\n`,
  );
  console.log(
    'route'.padEnd(22),
    'req/s'.padStart(10),
    'ratio'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    ' verdict',
  );
  for (const f of [helloFigures, products, category]) {
    const ratio = f.reqPerSec / helloFigures.reqPerSec;
    const budget = budgets[f.name];
    const ok = budget === undefined || (ratio >= budget && f.p99Ms <= 50 && f.errors === 0);
    if (!ok) failed = true;
    console.log(
      f.name.padEnd(22),
      f.reqPerSec.toFixed(0).padStart(10),
      ratio.toFixed(2).padStart(8),
      String(f.p99Ms).padStart(8),
      String(f.errors).padStart(7),
      budget === undefined
        ? ' baseline'
        : ` ${ok ? 'ok' : 'OVER BUDGET'} (needs ratio ≥ ${budget}, p99 ≤ 50)`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await Promise.all([stop(hello), stop(spesa)]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
