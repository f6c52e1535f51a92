import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.js';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  // Playwright never downloads a browser here: Debian's chromium does the work.
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

/** The longest journeys (test/e2e timings of a CI run): the cluster's alone take a worker for minutes. */
const longJourneys = [
  'cluster.spec.ts',
  'calls-sfu.spec.ts',
  'calls-sfu-reconnect.spec.ts',
  'calls-mesh.spec.ts',
  'sync-reload-to-update.spec.ts',
  'inbox-older.spec.ts',
  'board-long-column.spec.ts',
  'no-native-controls.spec.ts',
  'outbox-failures.spec.ts',
  'tasks-lifecycle.spec.ts',
  'task-detail.spec.ts',
  'workspace-owner.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a test that fails twice fails the run; one that passes on its retry is listed as flaky.
  retries: process.env.CI ? 1 : 0,
  // A journey that passes takes no longer for it: on a two-core CI machine running two browsers, the
  // server and PostgreSQL, a journey through five cold page loads has taken 31 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  // A loaded CI machine can take longer to show what a quiet one shows at once; waits end when it appears.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(import.meta.dirname, '..', 'test-results', 'playwright.json') }],
  ],
  outputDir: path.join(import.meta.dirname, '..', 'test-results', 'playwright'),
  use: {
    baseURL,
    // A trace is recorded on a failed journey's retry (CI retries once), not on every first run: recording
    // on every run (retain-on-failure) streams screenshots and DOM snapshots of each step and cost 28% of
    // the suite's CPU (26 journeys: 285 CPU-s against 204, most in Chromium's GPU and browser processes).
    // Run with `--trace retain-on-failure` to get one on a first failure outside CI.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker (the offline shell) keeps every built file; journeys that are not
    // about it run without, so they see each request (routes, aborted chunks) as the network does.
    serviceWorkers: 'block',
  },
  // Two projects of the same browser: the journeys that take longest (a minute or more on a loaded
  // machine, or a server, cluster or media server of their own to start) go first, so the short ones
  // fill the end of the run. Playwright queues projects in this order and, within one, by file: in one
  // project the calls journeys (a browser of their own with fake media, so a worker of their own) came
  // last, and the run ended on the five-person Janus call alone on one worker while the other idled.
  projects: [
    { name: 'chromium-long', testMatch: longJourneys, use: chromium },
    { name: 'chromium', testIgnore: longJourneys, use: chromium },
  ],
  webServer: {
    command: 'node server.mjs',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    // SIGTERM, not Playwright's default SIGKILL of the process group: the app stops its embedded
    // PostgreSQL itself, which runs in a group of its own (a group kill would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
