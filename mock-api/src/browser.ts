// The browser transport: MSW's service worker over the shared handlers, for Storybook and for the
// app's `VITE_API_MOCKING=msw` mode (no server at all). The data is generated in the page.
//
//   // the app (VITE_API_MOCKING=msw), before the first API call:
//   const { startMockWorker } = await import('@balance/mock-api/browser');
//   await startMockWorker({ baseUrl: config.apiBase });
//
//   // a story:
//   import { createMockHandlers, STORY_NOW } from '@balance/mock-api/browser';
//   const mock = createMockHandlers({ baseUrl: '*', now: STORY_NOW });
//   export const Default = { parameters: { msw: { handlers: mock.handlers } } };
//   // or, in beforeEach({ msw }): msw.use(...mock.handlers)
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockHandlers, type MockHandlersOptions } from './handlers/index.ts';

export { createHandlers, createMockHandlers, armFailure } from './handlers/index.ts';
export type { CreateHandlersOptions, MockHandlersOptions } from './handlers/index.ts';
export { DEMO, DEMO_PASSWORD } from './seed/generate.ts';

/** A fixed day for stories and screenshots, so generated data never changes with the date. */
export const STORY_NOW = new Date('2026-06-15T12:00:00Z');

export type MockWorker = { worker: SetupWorker; reset: () => void };

/** Starts the service worker (served as /mockServiceWorker.js) with handlers over a fresh store. */
export async function startMockWorker(
  options: Partial<MockHandlersOptions> & { serviceWorkerUrl?: string; quiet?: boolean } = {},
): Promise<MockWorker> {
  const mock = createMockHandlers({
    baseUrl: options.baseUrl ?? 'http://127.0.0.1:3001',
    ...options,
    notFoundFallback: false,
  });
  const worker = setupWorker(...mock.handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, reset: mock.reset };
}
