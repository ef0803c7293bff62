/**
 * Lighthouse 12, mobile preset, in Debian's Chromium (issue 3, "Performance"): the home, a category and a
 * product page of the built app served by the real server, five runs each; prints the median performance,
 * accessibility and SEO scores (targets 90 / 95 / 95) and the median of the metrics behind performance.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8197);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_DEBUG_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9327);
const TARGETS = { performance: 90, accessibility: 95, seo: 95 } as const;
const CATEGORIES = Object.keys(TARGETS) as (keyof typeof TARGETS)[];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function startServer(dataDir: string): ChildProcess {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  return spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** ARCHITECTURE §8: Debian's Chromium, driven over its debugging port. */
function startChrome(profileDir: string): ChildProcess {
  return spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${CHROME_DEBUG_PORT}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

async function apiData<T>(pathAndQuery: string): Promise<T> {
  const answer = await fetch(`${ORIGIN}/ebsn/api${pathAndQuery}`, {
    headers: { Accept: 'application/json' },
  });
  return ((await answer.json()) as { data: T }).data;
}

interface Node {
  categoryId: number;
  slug: string;
  metaData: { category_info: { HIDE_IN_MENU?: boolean } };
  categories?: Node[];
}

/** The first department of the menu, and the first product of its first page. */
async function pagesToMeasure(): Promise<{ name: string; url: string }[]> {
  const tree = await apiData<Node>('/category?filtered=false');
  const department = (tree.categories ?? []).find((node) => !node.metaData.category_info.HIDE_IN_MENU);
  if (!department) throw new Error('the catalogue has no department');
  const products = await apiData<{ products: { slug: string }[] }>(
    `/products?parent_category_id=${department.categoryId}&page_size=1`,
  );
  const product = products.products[0];
  if (!product) throw new Error(`the department ${department.slug} has no product`);
  return [
    { name: 'home', url: `${ORIGIN}/` },
    { name: 'category', url: `${ORIGIN}/category/${department.slug}` },
    { name: 'product', url: `${ORIGIN}/product/${encodeURIComponent(product.slug)}` },
  ];
}

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, number>;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): such a run is taken again. */
const ATTEMPTS_PER_RUN = 3;

async function measure(url: string, port: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.error(`  (run taken again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

async function measureOnce(url: string, port: number): Promise<RunFigures> {
  // The default configuration is the mobile preset: a mid-range phone, slow 4G and a 4× slower CPU.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as RunFigures['scores'];
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, audits[id]?.numericValue ?? Number.NaN]),
  );
  return { scores, metrics };
}

/** Ends a child process and waits for it to be gone (at most a few seconds, then it is killed outright). */
function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Removes a temporary directory without ever failing the bench: Chromium's helper processes may still write
 * into its profile for a moment after it exited (ENOTEMPTY, EBUSY), so the removal is retried, and what is
 * left after that is reported, not thrown.
 */
function removeDir(dir: string): void {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.error(`(could not remove ${dir}: ${error instanceof Error ? error.message : String(error)})`);
  }
}

const formatMetric = (id: string, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-lighthouse-'));
  const server = startServer(dataDir);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-lighthouse-chrome-'));
  let chrome: ChildProcess | undefined;
  let isBelowTarget = false;
  try {
    await waitFor(`${ORIGIN}/ready`);
    const pages = await pagesToMeasure();
    chrome = startChrome(profileDir);
    await waitFor(`http://127.0.0.1:${CHROME_DEBUG_PORT}/json/version`);
    // One unmeasured visit per page warms the server's answer cache, as production traffic would.
    for (const page of pages) await measure(page.url, CHROME_DEBUG_PORT);

    console.log(`Lighthouse 12 mobile preset, ${CHROME_PATH}, median of ${RUNS} runs\n`);
    console.log(
      `${'page'.padEnd(10)}${CATEGORIES.map((c) => c.padStart(15)).join('')}   ${Object.values(METRICS).join(' / ')}`,
    );
    for (const page of pages) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page.url, CHROME_DEBUG_PORT));
      const cells = CATEGORIES.map((category) => {
        const values = runs.map((run) => run.scores[category]);
        const value = median(values);
        if (value < TARGETS[category]) isBelowTarget = true;
        return `${value} (${Math.min(...values)}–${Math.max(...values)})`.padStart(15);
      });
      const metrics = Object.keys(METRICS).map((id) =>
        formatMetric(id, median(runs.map((run) => run.metrics[id] ?? Number.NaN))),
      );
      console.log(`${page.name.padEnd(10)}${cells.join('')}   ${metrics.join(' / ')}`);
      console.log(`${''.padEnd(10)}${page.url}`);
    }
    console.log(
      `\ntargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, SEO ≥ ${TARGETS.seo}` +
        ` — ${isBelowTarget ? 'NOT MET' : 'met'}`,
    );
  } finally {
    await Promise.all([stopProcess(chrome), stopProcess(server)]);
    removeDir(dataDir);
    removeDir(profileDir);
  }
  process.exitCode = isBelowTarget ? 1 : 0;
}

await main();
