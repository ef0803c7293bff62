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

/**
 * Web suites that replace modules (`vi.mock`) or test a module's state from its first import (the toasts waiting
 * for the toaster): each runs with a module graph of its own.
 */
const WEB_ISOLATED_SUITES = [
  'apps/web/src/features/auth/components/login-human-check.test.tsx',
  'apps/web/src/features/auth/hooks/use-session-expired-handler.test.tsx',
  'apps/web/src/features/cart/utils/add-to-cart-flow.test.ts',
  'apps/web/src/lib/api-client.test.ts',
  'apps/web/src/lib/notify.test.ts',
];

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
          // A suite bundles the server once, then starts it many times: generous on a loaded machine.
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
          // The suites of a worker share one module graph: importing React, MUI and the app again for every
          // suite cost half the project's time. The set-up clears storage and cookies before each suite; the
          // suites that need modules of their own run in web-isolated.
          isolate: false,
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED_SUITES],
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: WEB_ISOLATED_SUITES,
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
