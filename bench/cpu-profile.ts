/**
 * What a server spends its CPU on while a bench measures it: the server runs with `node --cpu-prof`, and the
 * samples taken during each measure are put in a few buckets by the code they were in, so the bench's output
 * says what dominates the cost of an answer.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A measure's time, in µs of the monotonic clock (process.hrtime), which V8's profile timestamps also use. */
export interface ProfileWindow {
  name: string;
  fromUs: number;
  toUs: number;
}

export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Node options that make the server write its profile into `dir` when it exits. */
export const profileOptions = (dir: string) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];

const BUCKETS: { name: string; matches: (url: string, fn: string) => boolean }[] = [
  { name: 'idle (waiting for the network)', matches: (_u, fn) => fn === '(idle)' },
  { name: 'garbage collection', matches: (_u, fn) => fn === '(garbage collector)' },
  {
    name: 'socket writes and reads (kernel, node:net)',
    matches: (u) => /^node:(net|internal\/stream_base_commons|internal\/streams)/.test(u),
  },
  { name: 'node http (parser, headers)', matches: (u) => u.startsWith('node:_http') },
  {
    name: 'request validation (zod)',
    matches: (u) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(u),
  },
  { name: 'logger (a child per request)', matches: (u) => /node_modules\/pino/.test(u) },
  {
    name: 'fastify (routing, hooks, reply, plugins)',
    matches: (u) => /node_modules\/(fastify|find-my-way|@fastify|fast-querystring|light-my-request)/.test(u),
  },
  { name: 'request id (crypto)', matches: (u) => u.startsWith('node:internal/crypto') },
  { name: 'database driver', matches: (u) => /node_modules\/(kysely|better-sqlite3|pg)/.test(u) },
  { name: 'Spesa code (plugins, routes, catalogue)', matches: (u) => u.includes('/apps/server/dist/') },
];
const OTHER = 'other (node internals, timers, promises)';

/** The newest profile written into `dir`, or undefined. */
export function newestProfile(dir: string): string | undefined {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
  const newest = files
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  return newest;
}

/** The bucket of a sample: its own frame's, or for a native frame (no url) the nearest caller's that has one. */
function bucketOf(id: number, byId: Map<number, ProfileNode>, parent: Map<number, number>): string {
  let current: number | undefined = id;
  while (current !== undefined) {
    const { url, functionName } = byId.get(current)!.callFrame;
    const bucket = BUCKETS.find((b) => b.matches(url, functionName));
    if (bucket) return bucket.name;
    if (url !== '' || functionName === '(program)') return OTHER;
    current = parent.get(current);
  }
  return OTHER;
}

/** A frame as a reader finds it: its function and its file, without the path before node_modules or dist. */
function frameName(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/dist\//, 'dist/');
  return file ? `${functionName || '(anonymous)'} (${file})` : functionName || '(native)';
}

const increment = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** The share of busy samples of the `count` functions that ran most in a window (their own time). */
function hottest(functions: Map<string, number>, busy: number, count = 3): string {
  return [...functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${((n / busy) * 100).toFixed(0)} %`)
    .join(', ');
}

/**
 * Prints, for each window, the share of the busy samples (idle left out) in each bucket, largest first, and
 * the one line a reader wants first: what dominates, and the functions that ran most on their own.
 */
export function printProfileSummary(file: string, windows: readonly ProfileWindow[]): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const counts = windows.map(() => new Map<string, number>());
  const functions = windows.map(() => new Map<string, number>());
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const w = windows.findIndex((window) => at >= window.fromUs && at < window.toUs);
    if (w < 0) return;
    const bucket = bucketOf(sample, byId, parent);
    increment(counts[w]!, bucket);
    if (bucket !== BUCKETS[0]!.name) increment(functions[w]!, frameName(byId.get(sample)!));
  });
  console.log(`\nWhere the server's CPU goes during each measure (node --cpu-prof, share of busy samples):`);
  windows.forEach((window, w) => {
    const idle = counts[w]!.get(BUCKETS[0]!.name) ?? 0;
    counts[w]!.delete(BUCKETS[0]!.name);
    const busy = [...counts[w]!.values()].reduce((a, b) => a + b, 0);
    if (!busy) return;
    const total = busy + idle;
    const shares = [...counts[w]!]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${((n / busy) * 100).toFixed(0).padStart(3)} % ${name}`);
    console.log(`  ${window.name} (busy ${((busy / total) * 100).toFixed(0)} % of the time)`);
    console.log(`    dominates: ${shares[0]!.trim()}; hottest functions: ${hottest(functions[w]!, busy)}`);
    for (const line of shares) console.log(`    ${line}`);
  });
}
