/**
 * Lighthouse 12, mobile preset, in Debian's Chromium: the home, a category, a product, a search and a content
 * page of the built app served by the real server, five runs each (LIGHTHOUSE_RUNS); prints each page's median
 * performance, accessibility and SEO scores and the metrics behind performance, and exits non-zero when a page
 * misses a target: performance ≥ 95, accessibility 100, SEO 100, LCP ≤ 2.0 s, TBT ≤ 150 ms.
 * LIGHTHOUSE_PAGES=search,home measures those pages only; LIGHTHOUSE_DETAILS=1 prints, for every run, the main
 * thread's long tasks and the scripts that took the most of it (what the TBT is made of); LIGHTHOUSE_SAVE=<dir>
 * writes every run's full report there as JSON (the LCP element, each request's priority, Lantern's estimates).
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
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
let savedRuns = 0;
const TARGETS = { performance: 95, accessibility: 100, seo: 100 } as const;
/** The most a page's median may take, in ms. */
const METRIC_TARGETS: Record<string, number> = {
  'largest-contentful-paint': 2_000,
  'total-blocking-time': 150,
};
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

/**
 * ARCHITECTURE §8: Debian's Chromium, driven over its debugging port. It leads a process group of its own, so
 * that its helpers (renderers, GPU, network, crashpad) are ended and waited for with it.
 */
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
    { stdio: 'ignore', detached: true },
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

/** A search shoppers type, and a content page every chain has (spec §2 content routes). */
const SEARCH_WORDS = 'pasta';
const CONTENT_PAGE = 'consegna-a-casa';

/** The first department of the menu, the first product of its first page, a search and a content page. */
async function pagesToMeasure(): Promise<{ name: string; url: string }[]> {
  const tree = await apiData<Node>('/category?filtered=false');
  const department = (tree.categories ?? []).find((node) => !node.metaData.category_info.HIDE_IN_MENU);
  if (!department) throw new Error('the catalogue has no department');
  const products = await apiData<{ products: { slug: string }[] }>(
    `/products?parent_category_id=${department.categoryId}&page_size=1`,
  );
  const product = products.products[0];
  if (!product) throw new Error(`the department ${department.slug} has no product`);
  const pages = [
    { name: 'home', url: `${ORIGIN}/` },
    { name: 'category', url: `${ORIGIN}/category/${department.slug}` },
    { name: 'product', url: `${ORIGIN}/product/${encodeURIComponent(product.slug)}` },
    { name: 'search', url: `${ORIGIN}/search?q=${encodeURIComponent(SEARCH_WORDS)}` },
    { name: 'content', url: `${ORIGIN}/page/${CONTENT_PAGE}` },
  ];
  return ONLY_PAGES ? pages.filter((page) => ONLY_PAGES.includes(page.name)) : pages;
}

interface DetailRow {
  url?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
}

/** A run's long tasks and costliest scripts, as Lighthouse's diagnostics list them. */
function printDetails(url: string, audits: Record<string, { details?: unknown }>): void {
  const rows = (id: string) => (audits[id]?.details as { items?: DetailRow[] } | undefined)?.items ?? [];
  const shortUrl = (value: string | undefined) => (value ?? '').replace(ORIGIN, '') || '(page)';
  const tasks = rows('long-tasks')
    .slice(0, 6)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} (${shortUrl(task.url)})`,
    );
  const scripts = rows('bootup-time')
    .slice(0, 5)
    .map((script) => `${shortUrl(script.url)} ${Math.round(script.scripting ?? 0)} ms`);
  console.log(
    `    ${url.replace(ORIGIN, '')}: long tasks ${tasks.join(', ') || 'none'}; scripting ${scripts.join(', ')}`,
  );
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
  if (DETAILS) printDetails(url, audits);
  if (SAVE_DIR) {
    savedRuns += 1;
    const name = `${String(savedRuns).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    fs.mkdirSync(SAVE_DIR, { recursive: true });
    fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as RunFigures['scores'];
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, audits[id]?.numericValue ?? Number.NaN]),
  );
  return { scores, metrics };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group `pid` leads is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends a child process and waits for it to be gone (SIGKILL after five seconds); a `group` leader with all the
 * processes of its group, so that none still writes into a directory about to be removed.
 */
async function stopProcess(child: ChildProcess | undefined, group = false): Promise<void> {
  const pid = child?.pid;
  if (!child || pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  const gone = () => (group ? !groupAlive(pid) : child.exitCode !== null || child.signalCode !== null);
  signal('SIGTERM');
  for (let waited = 0; !gone(); waited += 100) {
    if (waited === 5_000) signal('SIGKILL');
    if (waited >= 15_000) break;
    await sleep(100);
  }
}

/**
 * Removes a temporary directory without ever failing the bench: a process that has just exited may leave a
 * file behind for a moment (ENOTEMPTY, EBUSY), so the removal is retried, and what is left after that is
 * reported, not thrown.
 */
function removeDir(dir: string): void {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  } catch (error) {
    console.error(`(could not remove ${dir}: ${error instanceof Error ? error.message : String(error)})`);
  }
}

const formatMetric = (id: string, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** One page's medians as a line of the table, and the targets it misses. */
function pageLine(name: string, runs: readonly RunFigures[]): { line: string; missed: string[] } {
  const missed: string[] = [];
  const cells = CATEGORIES.map((category) => {
    const values = runs.map((run) => run.scores[category]);
    const value = median(values);
    if (value < TARGETS[category]) missed.push(`${category} ${value} < ${TARGETS[category]}`);
    return `${value} (${Math.min(...values)}–${Math.max(...values)})`.padStart(15);
  });
  const metrics = Object.entries(METRICS).map(([id, label]) => {
    const value = median(runs.map((run) => run.metrics[id] ?? Number.NaN));
    const most = METRIC_TARGETS[id];
    if (most !== undefined && !(value <= most)) missed.push(`${label} ${Math.round(value)} ms > ${most} ms`);
    return formatMetric(id, value);
  });
  return { line: `${name.padEnd(10)}${cells.join('')}   ${metrics.join(' / ')}`, missed };
}

/** Measures every page RUNS times and prints its line; returns whether every target was met. */
async function measurePages(pages: readonly { name: string; url: string }[]): Promise<boolean> {
  console.log(`Lighthouse 12 mobile preset, ${CHROME_PATH}, median of ${RUNS} runs\n`);
  console.log(
    `${'page'.padEnd(10)}${CATEGORIES.map((c) => c.padStart(15)).join('')}   ${Object.values(METRICS).join(' / ')}`,
  );
  let allMet = true;
  for (const page of pages) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page.url, CHROME_DEBUG_PORT));
    const { line, missed } = pageLine(page.name, runs);
    console.log(line);
    console.log(`${''.padEnd(10)}${page.url}${missed.length ? `  MISSED: ${missed.join(', ')}` : '  ok'}`);
    if (missed.length) allMet = false;
  }
  console.log(
    `\ntargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo},` +
      ` LCP ≤ ${METRIC_TARGETS['largest-contentful-paint']! / 1000} s, TBT ≤ ${METRIC_TARGETS['total-blocking-time']} ms` +
      ` — ${allMet ? 'met' : 'NOT MET'}`,
  );
  return allMet;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-lighthouse-'));
  const server = startServer(dataDir);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-lighthouse-chrome-'));
  let chrome: ChildProcess | undefined;
  let allMet = false;
  try {
    await waitFor(`${ORIGIN}/ready`);
    const pages = await pagesToMeasure();
    chrome = startChrome(profileDir);
    await waitFor(`http://127.0.0.1:${CHROME_DEBUG_PORT}/json/version`);
    // One unmeasured visit per page warms the server's answer cache, as production traffic would.
    for (const page of pages) await measure(page.url, CHROME_DEBUG_PORT);
    allMet = await measurePages(pages);
  } finally {
    await Promise.all([stopProcess(chrome, true), stopProcess(server)]);
    removeDir(dataDir);
    removeDir(profileDir);
  }
  process.exitCode = allMet ? 0 : 1;
}

await main();
