import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Suites that start real server processes (and kill them with -9) or race many requests against one database:
 * they run alone, one file at a time, so they never compete with each other or with the unit tests for the CPU.
 */
const SERVER_PROCESS_SUITES = [
  'apps/server/test/checkout-concurrency.test.ts',
  'apps/server/test/checkout-crash.test.ts',
  'apps/server/test/timeslot-concurrency.test.ts',
  'apps/server/test/several-processes.test.ts',
];

/**
 * Database faults (ARCHITECTURE §5): PostgreSQL connections terminated, a stalled or vanished database behind a
 * forwarder the test controls, SQLite's busy time-out. They start real server processes and wait on
 * time-outs, so they too run alone, one file at a time.
 */
const FAULT_SUITES = ['apps/server/test/pg-faults.test.ts', 'apps/server/test/sqlite-busy.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, idle while it waits
    // for PostgreSQL. Every suite works on a database (or schema) of its own, so two can always run side by side;
    // the PostgreSQL schemas' creation and drop take a lock against each other (test/test-db.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'tooling',
          include: ['tooling/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Every suite builds its own app on its own database: they can share one module graph per worker, which
          // saves each suite importing the whole server again.
          isolate: false,
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_PROCESS_SUITES, ...FAULT_SUITES],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-processes',
          globalSetup: ['apps/server/test/global-setup.ts'],
          include: SERVER_PROCESS_SUITES,
          environment: 'node',
          fileParallelism: false,
          // A spawned server compiles its TypeScript on start: generous on a loaded machine.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'server-faults',
          globalSetup: ['apps/server/test/global-setup.ts'],
          include: FAULT_SUITES,
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom starts and renders about twice as fast as jsdom. A suite whose assertions depend on
          // jsdom's fidelity (the HTML sanitiser, accessible names computed through labels, rows rendered as
          // they near the viewport) says `@vitest-environment jsdom` in its first line.
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
