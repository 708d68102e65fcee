import { createRequire } from 'node:module';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const require = createRequire(import.meta.url);
const { chromiumPath, headlessShellPath, CHROMIUM_ARGS } = require('../../scripts/chromium-path.cjs') as {
  chromiumPath: () => string;
  headlessShellPath: () => string;
  CHROMIUM_ARGS: string[];
};
/** Tests that need the full browser's own UI (its PDF viewer) carry this tag; the rest run in the shell. */
const FULL_BROWSER = /@full-browser/;

const mockPort = Number(process.env.E2E_MOCK_PORT ?? 3101);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
/**
 * Each worker gets its own mock backend and app server (ports + its parallel index, see fixtures.ts),
 * so tests never share data across workers. Two workers on two cores: most of a test is waiting.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const lanes = Array.from({ length: workers }, (_, lane) => ({
  mockPort: mockPort + lane,
  appPort: appPort + lane,
  /** CSP violation reports (one file per app port, so parallel runs do not mix). */
  cspReportFile: `test-results/csp-reports-${appPort + lane}.ndjson`,
}));
process.env.E2E_CSP_REPORT_FILES = lanes.map((lane) => lane.cspReportFile).join(',');

// End to end: the production build (scripts/serve-prod.mjs, under its CSP) against the mock backend over
// HTTP, in Debian Chromium. E2E_DIST serves another build folder (e.g. one built with --outDir).
export default defineConfig({
  testDir: '.',
  outputDir: `../../test-results/e2e-${appPort}`,
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  // A test's whole time, not any one wait: 30 s ran out on boxes shared with other jobs.
  timeout: 60_000,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  // As fixtures.ts: assertions retry for up to 10 s (CI boxes shared with other jobs can be slow).
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    ...devices['Desktop Chrome'],
    // Workers evaluate this file too, each with its own TEST_PARALLEL_INDEX: their own app server.
    baseURL: `http://127.0.0.1:${appPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`,
    // Recording a trace costs about a sixth of the suite's CPU (and wall time: the suite is CPU-bound on two
    // cores), so CI keeps the failure's screenshot and page snapshot (error-context.md) instead; a local
    // run keeps a trace of each failed test, DOM snapshots without the screencast. E2E_TRACE=on|off decides.
    trace:
      (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'on')) === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium headless shell',
      grepInvert: FULL_BROWSER,
      use: { launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium',
      grep: FULL_BROWSER,
      use: { launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: lanes.flatMap((lane): WebServer[] => [
    {
      command: `node mock-api/src/server.ts`,
      cwd: '../..',
      url: `http://127.0.0.1:${lane.mockPort}/health`,
      env: {
        MOCK_PORT: String(lane.mockPort),
        MOCK_DB: `mock-api/data/e2e-${lane.mockPort}.json`,
        MOCK_RESET: '1',
        // No test restarts it: saving the data after each write would be work for nothing.
        MOCK_PERSIST: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build served the way a host must serve it: SPA fallback, /config.json written
      // from API_BASE, and the strict Content-Security-Policy. Every violation report lands in
      // CSP_REPORT_FILE and global-teardown fails the run when there is one.
      command: `node scripts/serve-prod.mjs`,
      cwd: '../..',
      url: `http://127.0.0.1:${lane.appPort}/config.json`,
      env: {
        PORT: String(lane.appPort),
        API_BASE: `http://127.0.0.1:${lane.mockPort}`,
        DEMO_ACCOUNTS: 'true',
        CSP_REPORT_FILE: lane.cspReportFile,
        ...(process.env.E2E_DIST ? { DIST: process.env.E2E_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ]),
});
