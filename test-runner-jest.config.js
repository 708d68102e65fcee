// Ejected @storybook/test-runner config: the only change is the browser — Debian's Chromium, found by
// scripts/chromium-path.cjs (browser downloads fail on these machines).
import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);
const { chromiumPath, CHROMIUM_ARGS } = require('./scripts/chromium-path.cjs');

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    },
  },
};
