// The two transports under test, started the same way (same seed, same day, same clock), so the same
// request sequence must give the same answers on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken } from '../auth/jwt.ts';
import { startHttpServer } from '../http.ts';
import { createMockServer } from '../node.ts';
import type { Store } from '../store/store.ts';
import { readReply, type Reply } from './contract.ts';

export const FIXED_NOW = new Date('2026-06-15T12:00:00Z');
export const fixedClock = (): Date => FIXED_NOW;
export const MSW_BASE = 'http://api.mock.test';

export type RequestSpec = {
  method?: string;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string | null;
  json?: unknown;
  rawBody?: string | Uint8Array;
  form?: FormData;
  headers?: Record<string, string>;
};

export type Transport = {
  name: 'msw' | 'http';
  base: string;
  readonly store: Store;
  send: (request: RequestSpec) => Promise<Reply>;
  tokenFor: (userName: string, options?: { ttlSeconds?: number; secret?: string }) => Promise<string>;
  close: () => Promise<void>;
};

export function buildUrl(base: string, path: string, query: RequestSpec['query'] = {}): string {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

function makeSend(base: string) {
  return async (r: RequestSpec): Promise<Reply> => {
    const headers = new Headers(r.headers);
    if (r.token) headers.set('authorization', `Bearer ${r.token}`);
    let body: BodyInit | undefined;
    if (r.form) body = r.form;
    else if (r.rawBody !== undefined) {
      body = typeof r.rawBody === 'string' ? r.rawBody : new Blob([new Uint8Array(r.rawBody)]);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    } else if (r.json !== undefined) {
      body = JSON.stringify(r.json);
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(buildUrl(base, r.path, r.query), {
      method: r.method ?? 'GET',
      headers,
      body,
    });
    return readReply(response);
  };
}

async function token(
  store: Store,
  userName: string,
  options: { ttlSeconds?: number; secret?: string } = {},
): Promise<string> {
  const user = store.userByName.get(userName.toLowerCase());
  if (!user) throw new Error(`No user ${userName}`);
  const { token: t } = await signToken(
    { userId: user.userId, role: user.role, officeId: user.officeId ?? 0, userName: user.userName },
    { now: store.clock(), ttlSeconds: options.ttlSeconds, secret: options.secret },
  );
  return t;
}

/** MSW in Node (setupServer). Requests to other origins pass through (the HTTP transport's). */
export function startMsw(): Transport {
  const mock = createMockServer({ baseUrl: MSW_BASE, now: FIXED_NOW, clock: fixedClock });
  mock.server.listen({ onUnhandledFrame: 'bypass' });
  return {
    name: 'msw',
    base: MSW_BASE,
    get store() {
      return mock.store;
    },
    send: makeSend(MSW_BASE),
    tokenFor: (userName, options) => token(mock.store, userName, options),
    close: async () => mock.close(),
  };
}

/** The json-server process's app, in this process, on a random port with a temporary db file. */
export async function startHttp(): Promise<Transport & { dbFile: string; flush: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'balance-mock-'));
  const dbFile = join(dir, 'db.json');
  const running = await startHttpServer({
    port: 0,
    dbFile,
    reset: true,
    now: FIXED_NOW,
    clock: fixedClock,
    quiet: true,
    persistDelayMs: 50,
  });
  return {
    name: 'http',
    base: running.url,
    dbFile,
    store: running.store,
    send: makeSend(running.url),
    tokenFor: (userName, options) => token(running.store, userName, options),
    flush: running.flush,
    close: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
