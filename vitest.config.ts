import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One command (`npm run test:unit`) runs every workspace's unit and component tests.
export default defineConfig({
  test: {
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
