import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './fixtures/e2e-server';

// A fresh database per run. The config is evaluated again in every worker: the environment carries the
// directory chosen by the main process, so it is created once.
process.env.SPESA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'spesa-e2e-'));
const dataDir = process.env.SPESA_E2E_DATA_DIR;

/**
 * Journeys whose steps and answers do not depend on the screen: they run once, on the phone (UX: the phone
 * comes first). The others run on both screens, where the layout or the chain differs between them.
 */
const SAME_ON_EVERY_SCREEN = [
  'account-end.spec.ts',
  'account-journey.spec.ts',
  'cart-sectors.spec.ts',
  'catalogue-home.spec.ts',
  'human-check.spec.ts',
  'login.spec.ts',
  'not-found.spec.ts',
  'search-sizes.spec.ts',
  'search-typo.spec.ts',
  'tenant-home.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more try for a journey that failed: the report lists it as flaky, never as passed, so a flake stays
  // visible and is investigated; a journey that fails twice fails the run.
  retries: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Upper bounds, not waits: two browsers, the server and the build share two cores in CI, where a single
  // fill has been seen to take 7 s. Every step still waits for a state.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  globalTeardown: './fixtures/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'it-IT',
    // The browser asks for reduced motion, as many shoppers' do: the slides do not turn and transitions end
    // at once, so two browsers on two cores draw no frames nobody looks at. A journey reads the end state
    // anyway; the home's slides are tested both ways (catalogue-home.spec.ts).
    contextOptions: { reducedMotion: 'reduce' },
    // A trace records a screencast of every step, which costs a third of the run's CPU: it is recorded for
    // the retry of a journey that failed, where it explains the failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // ARCHITECTURE §8: Debian's Chromium, never a downloaded browser.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        // One device pixel per CSS pixel: the layout is the phone's (360 px), and the software rasteriser
        // paints a quarter of the pixels a 2× screen needs.
        deviceScaleFactor: 1,
        // A phone's browser says it is one: the server draws the first HTML for a phone's screen.
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: SAME_ON_EVERY_SCREEN,
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${E2E_BASE_URL}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The account journeys read the mailed links at /dev/outbox.json: the outbox page exists only outside
    // production, and shows links and tokens only with the developer flag MAIL_OUTBOX_REVEAL.
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      MAIL_OUTBOX_PAGE: 'true',
      MAIL_OUTBOX_REVEAL: 'true',
      // Every test calls from 127.0.0.1, two browsers at once, and most register a shopper of their own: the
      // per-address limits would refuse a whole suite's registrations. The server suite tests the limits.
      RATE_LIMIT_REGISTRATION_PER_MINUTE: '0',
      RATE_LIMIT_LOGIN_PER_MINUTE: '0',
      RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '0',
      // Two browsers, the build and the server share two cores: the event loop's lag there measures the
      // machine, not the server, and a shed request fails a journey. The fault suite tests the shedding.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // spec §7 human check: real ALTCHA challenges, light enough for a loaded test machine.
      HUMAN_CHECK_COST: '200',
    },
  },
});
