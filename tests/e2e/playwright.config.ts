import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';

const require = createRequire(import.meta.url);
const { chromiumPath, CHROMIUM_ARGS } = require('../../scripts/chromium-path.cjs') as {
  chromiumPath: () => string;
  CHROMIUM_ARGS: string[];
};

const mockPort = Number(process.env.E2E_MOCK_PORT ?? 3101);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
/** CSP violation reports of this run (one file per app port, so parallel runs do not mix). */
const cspReportFile = `test-results/csp-reports-${appPort}.ndjson`;
process.env.E2E_CSP_REPORT_FILE = cspReportFile;

// End to end: the production build (scripts/serve-prod.mjs, under its CSP) against the mock backend over
// HTTP, in Debian Chromium. E2E_DIST serves another build folder (e.g. one built with --outDir).
export default defineConfig({
  testDir: '.',
  outputDir: `../../test-results/e2e-${appPort}`,
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${appPort}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `node mock-api/src/server.ts`,
      cwd: '../..',
      url: `http://127.0.0.1:${mockPort}/health`,
      env: { MOCK_PORT: String(mockPort), MOCK_DB: `mock-api/data/e2e-${mockPort}.json`, MOCK_RESET: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build served the way a host must serve it: SPA fallback, /config.json written
      // from API_BASE, and the strict Content-Security-Policy. Every violation report lands in
      // CSP_REPORT_FILE and global-teardown fails the run when there is one.
      command: `node scripts/serve-prod.mjs`,
      cwd: '../..',
      url: `http://127.0.0.1:${appPort}/config.json`,
      env: {
        PORT: String(appPort),
        API_BASE: `http://127.0.0.1:${mockPort}`,
        DEMO_ACCOUNTS: 'true',
        CSP_REPORT_FILE: cspReportFile,
        ...(process.env.E2E_DIST ? { DIST: process.env.E2E_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
