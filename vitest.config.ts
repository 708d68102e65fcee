import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One command (`npm run test:unit`) runs every workspace's unit and component tests.
export default defineConfig({
  test: {
    // Files share a worker's module cache and environment instead of a fresh one each: setting up
    // jsdom and importing react-aria per file was most of the unit stage (README, "CI").
    // The price: a test must clean up what it adds (vitest.setup.ts unmounts; query within your own
    // container) and must not rely on module state another file left behind.
    isolate: false,
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['apps/web/build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api-client',
          environment: 'node',
          include: ['packages/api-client/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mock-api',
          environment: 'node',
          include: ['mock-api/src/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // Typed input goes key by key through jsdom: on a busy 2-core box one test can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
