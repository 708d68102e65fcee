// Ejected @storybook/test-runner config: the only change is the browser — Debian's Chromium headless
// shell, found by scripts/chromium-path.cjs (browser downloads fail on these machines). The baselines
// are its pictures: the full browser draws text a pixel differently.
import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);
const { headlessShellPath, CHROMIUM_ARGS } = require('./scripts/chromium-path.cjs');

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
    },
  },
};
