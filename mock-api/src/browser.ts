// The browser transport: MSW's service worker over the shared handlers, for Storybook and for the
// app's `VITE_API_MOCKING=msw` mode (no server at all). The data is generated in the page.
//
//   // the app (VITE_API_MOCKING=msw), before the first API call:
//   const { startMockWorker } = await import('@balance/mock-api/browser');
//   await startMockWorker({ baseUrl: config.apiBase });
//
//   // a story (any API origin, data pinned to STORY_NOW):
//   import { storyHandlers } from '@balance/mock-api/browser';
//   export const Default = { parameters: { msw: { handlers: storyHandlers().handlers } } };
//   // or, in beforeEach({ msw }): msw.use(...storyHandlers().handlers)
//   // own options: createMockHandlers({ baseUrl, now, scale, delayMs })
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockHandlers, type MockHandlersOptions } from './handlers/index.ts';

export { createHandlers, createMockHandlers, armFailure } from './handlers/index.ts';
export type { CreateHandlersOptions, MockHandlersOptions } from './handlers/index.ts';
export { DEMO, DEMO_PASSWORD } from './seed/generate.ts';

/** A fixed day for stories and screenshots, so generated data never changes with the date. */
export const STORY_NOW = new Date('2026-06-15T12:00:00Z');

let stories: ReturnType<typeof createMockHandlers> | undefined;

/**
 * Handlers for stories, over one shared store built on first use: any origin (`*`), data for
 * STORY_NOW, so screenshots never change with the date. `reset` gives them fresh data.
 */
export function storyHandlers(): ReturnType<typeof createMockHandlers> {
  stories ??= createMockHandlers({ baseUrl: '*', now: STORY_NOW, clock: () => STORY_NOW });
  return stories;
}

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
