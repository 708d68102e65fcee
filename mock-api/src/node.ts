// The Node transport (vitest): MSW's setupServer over the shared handlers, with a fresh store per test.
//
//   import { createMockServer } from '@balance/mock-api/node';
//   const mock = createMockServer();            // base URL http://127.0.0.1:3001 by default
//   beforeAll(() => mock.listen());
//   beforeEach(() => mock.reset());             // fresh data (a private copy of the seed)
//   afterEach(() => mock.server.resetHandlers());
//   afterAll(() => mock.close());
//   const token = await mock.tokenFor('agent');
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { signToken } from './auth/jwt.ts';
import { createHandlers } from './handlers/index.ts';
import { createStore, type Store } from './store/store.ts';
import type { Scale } from './store/types.ts';

export { createHandlers } from './handlers/index.ts';
export { createStore, Store } from './store/store.ts';
export { DEMO, DEMO_PASSWORD, DEFAULT_SEED, generateDb } from './seed/generate.ts';
export { signToken, verifyAuthorization } from './auth/jwt.ts';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3001';

export type MockServerOptions = {
  baseUrl?: string;
  scale?: Scale;
  seed?: number;
  /** The day the data is generated for; pin it for stable assertions (default: today). */
  now?: Date;
  /** The clock of write timestamps and token times (default: the real clock). */
  clock?: () => Date;
  delayMs?: number;
  secret?: string;
};

export type MockServer = {
  server: SetupServer;
  handlers: RequestHandler[];
  baseUrl: string;
  readonly store: Store;
  /** Starts intercepting; unknown requests fail the test. */
  listen: () => void;
  close: () => void;
  /** Replaces the data with a fresh copy of the seed. */
  reset: () => void;
  /** A valid bearer token for a user name (e.g. 'superuser', 'agent'), without calling /Auth. */
  tokenFor: (userName: string, options?: { ttlSeconds?: number }) => Promise<string>;
};

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const fresh = (): Store =>
    createStore({ scale: options.scale, seed: options.seed, now: options.now, clock: options.clock });
  let store = fresh();
  const handlers = createHandlers({
    getStore: () => store,
    baseUrl,
    delayMs: options.delayMs,
    secret: options.secret,
    notFoundFallback: true,
  });
  const server = setupServer(...handlers);
  return {
    server,
    handlers,
    baseUrl,
    get store() {
      return store;
    },
    listen: () => server.listen({ onUnhandledFrame: 'error' }),
    close: () => server.close(),
    reset: () => {
      store = fresh();
    },
    tokenFor: async (userName, tokenOptions = {}) => {
      const user = store.userByName.get(userName.toLowerCase());
      if (!user) throw new Error(`No user ${userName}`);
      const { token } = await signToken(
        { userId: user.userId, role: user.role, officeId: user.officeId ?? 0, userName: user.userName },
        { secret: options.secret, now: store.clock(), ttlSeconds: tokenOptions.ttlSeconds },
      );
      return token;
    },
  };
}
