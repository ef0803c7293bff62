import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  newestProfile,
  nowUs,
  printProfileSummary,
  profileOptions,
  type ProfileWindow,
} from './cpu-profile.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

/**
 * GET with a Host header (fetch may not set one), the tenant being chosen by host name; `headers` add e.g.
 * Accept-Encoding, a gzip answer being unzipped.
 */
export function getJson<T>(url: string, host: string, headers: Record<string, string> = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
            const bytes = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes;
            resolve(JSON.parse(body.toString('utf8')) as T);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      })
      .on('error', reject);
  });
}

/** The bytes of an answer as sent (still compressed), with a Host header and `headers`. */
export function getBytes(url: string, host: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** PUTs `bytes` (application/octet-stream) to `url`. */
export function putBytes(url: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', headers: { 'content-type': 'application/octet-stream' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(bytes);
  });
}

/**
 * getJson, asked again while the server sheds load (503 while it builds a catalogue's index on a busy
 * machine): a warm-up must not end the bench.
 */
export async function getJsonPatiently<T>(
  url: string,
  host: string,
  headers: Record<string, string> = {},
  attempts = 40,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await getJson<T>(url, host, headers);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('answered 503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Running {
  url: string;
  /** The server's process id, for its CPU time and resident memory (Linux /proc). */
  pid: number | undefined;
  close(): Promise<void>;
}

/**
 * The port of a bench's server: BENCH_PORT (a free range of a few ports, e.g. when several people bench on one
 * machine) plus `offset`, else the bench's own default.
 */
export function benchPort(offset: number, fallback: number): number {
  const base = Number(process.env.BENCH_PORT);
  return Number.isInteger(base) && base > 0 ? base + offset : fallback;
}

/** The process's resident memory in MB (VmRSS), or NaN where /proc is not there. */
export function residentMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds (user + system) the process has used so far, or NaN where /proc is not there. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Bare Fastify answering `{"hello":"world"}`: the baseline every ratio is measured against. */
export async function startHello(port: number): Promise<Running> {
  const child = fork(path.join(here, 'hello-server.ts'), {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 60_000);
  return { url, pid: child.pid, close: () => stop(child) };
}

/** The built server on `dataDir`, once it answers /ready; stopped again if it never does. */
async function spawnServer(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  nodeOptions: readonly string[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeOptions, path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/ready`, 15 * 60_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return child;
}

/**
 * The built server (npm run build -w @spesa/server) on a fresh data directory, one process. `env` adds e.g. the
 * benchmark catalogue flag; seeding 100 000 products takes about a minute before /ready answers. With
 * `seedFirst`, a first process seeds and exits, and the measured one starts on the seeded data, as a running
 * shop does: its memory is then the catalogue's, not the seeding's leftovers (which the garbage collector of
 * an idle process may keep for long). `seededMb` is the seeding process's resident memory before it exits.
 */
export async function startSpesa(
  port: number,
  env: Record<string, string> = {},
  nodeOptions: readonly string[] = [],
  seedFirst = false,
): Promise<Running & { seededMb?: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-'));
  let seededMb: number | undefined;
  if (seedFirst) {
    const seeder = await spawnServer(port, dataDir, env, []);
    seededMb = residentMb(seeder.pid);
    await stop(seeder);
  }
  const child = await spawnServer(port, dataDir, env, nodeOptions);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    ...(seededMb === undefined ? {} : { seededMb }),
    async close() {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Figures {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  errors: number;
  /** Of the errors, the answers refused with 503 because the server shed load (a busy machine's event loop lag). */
  shed?: number;
  kbPerAnswer: number;
  /** The server's CPU time per answer (µs), when its process id was given: steadier than req/s on a busy machine. */
  cpuUsPerAnswer?: number;
  /**
   * The load generator's CPU time per answer (µs): autocannon runs in the bench's process and reads every byte
   * of every answer, so on a machine of two CPUs it competes with the server, and large answers cost it more.
   */
  clientUsPerAnswer?: number;
}

/** The bench process's CPU time since `before`, in µs. */
function clientUs(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

/**
 * autocannon's connections without its copy of each answer's body as a string, which nothing here reads (no
 * body is checked): decoding a gzip answer's binary bytes as UTF-8 costs it several times what the server
 * spends sending them, so a compressed answer measured the load generator more than the server.
 */
const withoutBodyText = (client: unknown) => {
  (client as { pipelinedRequests: { addBody(data: unknown): void } }).pipelinedRequests.addBody = () => {};
};

/** autocannon over rotating paths; `overallRate` fixes the request rate instead of saturating. */
export async function measure(
  name: string,
  url: string,
  paths: readonly string[],
  options: {
    connections: number;
    durationS: number;
    host?: string;
    overallRate?: number;
    headers?: Record<string, string>;
    /** The server's process id: its CPU time per answer is measured too. */
    serverPid?: number | undefined;
  },
): Promise<Figures> {
  let next = 0;
  const cpuBefore = cpuSeconds(options.serverPid);
  const clientBefore = process.cpuUsage();
  const headers = { ...options.headers, ...(options.host ? { host: options.host } : {}) };
  const result = await autocannon({
    url,
    setupClient: withoutBodyText,
    connections: options.connections,
    duration: options.durationS,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
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
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    shed: result.statusCodeStats?.['503']?.count ?? 0,
    kbPerAnswer: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
    ...(options.serverPid === undefined || !result.requests.total
      ? {}
      : { cpuUsPerAnswer: ((cpuSeconds(options.serverPid) - cpuBefore) * 1e6) / result.requests.total }),
    ...(result.requests.total ? { clientUsPerAnswer: clientUs(clientBefore) / result.requests.total } : {}),
  };
}

/**
 * Requests sent at an even, fixed rate (one every 1000/rate ms, whatever the answers do), over keep-alive
 * connections, each timed from the moment it was due: a late send counts against the server, so slow answers
 * cannot hide by slowing the client down. autocannon's overallRate paces each connection on its own timer and
 * sends them in bursts, which measures queueing behind the burst rather than latency at a fixed rate.
 */
export async function measureFixedRate(
  name: string,
  url: string,
  paths: readonly string[],
  options: { rate: number; durationS: number; host?: string },
): Promise<Figures> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  let shed = 0;
  let bytes = 0;
  const send = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        {
          host: target.hostname,
          port: target.port,
          path,
          agent,
          headers: options.host ? { host: options.host } : {},
        },
        (res) => {
          if (res.statusCode !== 200) errors += 1;
          if (res.statusCode === 503) shed += 1;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const total = options.rate * options.durationS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(paths[i % paths.length]!, due));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return {
    name,
    reqPerSec: latencies.length / elapsedS,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
    p99Ms: at(0.99),
    errors,
    shed,
    kbPerAnswer: latencies.length ? bytes / latencies.length / 1024 : 0,
  };
}

/** autocannon gives whole milliseconds; the fixed-rate client measures finer, shown to a tenth. */
const formatMs = (ms: number) => (Number.isInteger(ms) ? String(ms) : ms.toFixed(1));

const formatUs = (us: number | undefined) => (us === undefined || Number.isNaN(us) ? '' : us.toFixed(0));

/**
 * One row per measure; `CPU µs` is the server's CPU time per answer, `client` the load generator's (both from
 * the kernel's accounting, so the kernel's work for the socket is in them).
 */
export function printTable(rows: readonly (Figures & { ratio?: number; verdict: string })[]): void {
  console.log(
    'measure'.padEnd(44),
    'req/s'.padStart(8),
    'ratio'.padStart(7),
    'p50 ms'.padStart(7),
    'p90 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'kB'.padStart(6),
    'CPU µs'.padStart(7),
    'client'.padStart(7),
    'errors'.padStart(7),
    ' verdict',
  );
  for (const f of rows) {
    console.log(
      f.name.padEnd(44),
      f.reqPerSec.toFixed(0).padStart(8),
      (f.ratio === undefined ? '' : f.ratio.toFixed(2)).padStart(7),
      formatMs(f.p50Ms).padStart(7),
      formatMs(f.p90Ms).padStart(7),
      formatMs(f.p99Ms).padStart(7),
      f.kbPerAnswer.toFixed(1).padStart(6),
      formatUs(f.cpuUsPerAnswer).padStart(7),
      formatUs(f.clientUsPerAnswer).padStart(7),
      String(f.errors).padStart(7),
      ` ${f.verdict}${f.shed ? `; ${f.shed} of the errors shed (503)` : ''}`,
    );
  }
}

/** The bench's two servers, and the windows of its measures for the profile summary. */
export interface BenchServers {
  hello: Running;
  spesa: Running;
  /** With `seedFirst`: the seeding process's resident memory (MB) before it exited. */
  seedingMb?: number;
  /** The server's resident memory now, in MB. */
  residentMb(): number;
  /** Runs one measure of the Spesa server, its time kept as a window of the profile summary. */
  profiled(measure: () => Promise<Figures>): Promise<Figures>;
  /** Stops both servers, then prints where the server's CPU went during each profiled measure. */
  close(): Promise<void>;
}

/**
 * Bare Fastify on `ports[0]` and the built server on `ports[1]` (with `env`, and `seedFirst` as startSpesa's),
 * the latter under the CPU profiler unless BENCH_PROFILE=0: the start and the end every HTTP bench shares.
 */
export async function startBenchServers(
  ports: readonly [number, number],
  env: Record<string, string> = {},
  seedFirst = false,
): Promise<BenchServers> {
  const profile = process.env.BENCH_PROFILE !== '0';
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-profile-'));
  const windows: ProfileWindow[] = [];
  const hello = await startHello(ports[0]);
  let spesa: Running & { seededMb?: number };
  try {
    spesa = await startSpesa(ports[1], env, profile ? profileOptions(profileDir) : [], seedFirst);
  } catch (error) {
    await hello.close();
    throw error;
  }
  return {
    hello,
    spesa,
    ...(spesa.seededMb === undefined ? {} : { seedingMb: spesa.seededMb }),
    residentMb: () => residentMb(spesa.pid),
    async profiled(measure) {
      const fromUs = nowUs();
      const figures = await measure();
      windows.push({ name: figures.name, fromUs, toUs: nowUs() });
      return figures;
    },
    async close() {
      await Promise.all([hello.close(), spesa.close()]);
      const written = newestProfile(profileDir);
      if (written) printProfileSummary(written, windows);
      fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
