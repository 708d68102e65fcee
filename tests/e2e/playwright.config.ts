import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';

const require = createRequire(import.meta.url);
const { chromiumPath, CHROMIUM_ARGS } = require('../../scripts/chromium-path.cjs') as {
  chromiumPath: () => string;
  CHROMIUM_ARGS: string[];
};

const mockPort = Number(process.env.E2E_MOCK_PORT ?? 3101);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);

// End to end: the built app (`vite preview`) against the mock backend over HTTP, in Debian Chromium.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
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
      env: { MOCK_PORT: String(mockPort), MOCK_DB: 'mock-api/data/e2e.json', MOCK_RESET: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${appPort} --strictPort --host 127.0.0.1`,
      cwd: '../../apps/web',
      url: `http://127.0.0.1:${appPort}`,
      env: { PREVIEW_PORT: String(appPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
