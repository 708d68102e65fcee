// One MSW server for the api-client tests (Node). Each test adds the handlers it needs.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

export const API = 'https://api.test';
export const server = setupServer();

export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}
