// The HTTP transport: json-server 0.17 as a module, with the shared MSW handlers mounted in front of
// its router. The data lives in a db file (json-server's lowdb file) so writes survive a restart.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import jsonServer from 'json-server';
import { createHandlers } from './handlers/index.ts';
import { INTERNAL_ORIGIN, createMiddleware } from './http-middleware.ts';
import { DB_VERSION, generateDb } from './seed/generate.ts';
import { jsonInSlices } from './store/persist.ts';
import { Store } from './store/store.ts';
import type { Db, Scale } from './store/types.ts';

export type HttpServerOptions = {
  port?: number;
  host?: string;
  /** The db file (json-server's lowdb file). */
  dbFile?: string;
  scale?: Scale;
  /** Regenerate the data even when the db file exists. */
  reset?: boolean;
  delayMs?: number;
  secret?: string;
  /** Extra allowed CORS origins (localhost and 127.0.0.1 on any port are always allowed). */
  corsOrigins?: string[];
  /** The day the data is generated for (tests pin it). */
  now?: Date;
  /** The clock of write timestamps and token times (tests pin it). */
  clock?: () => Date;
  quiet?: boolean;
  /** Debounce of db file writes after a change. */
  persistDelayMs?: number;
  /**
   * false: changes stay in memory and the db file keeps the data as generated or loaded (a test run
   * that never restarts the server saves nothing: saving the whole db after each write was a tenth of
   * the e2e suite's mock CPU). Default true.
   */
  persist?: boolean;
};

export type RunningServer = {
  url: string;
  port: number;
  store: Store;
  server: Server;
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

export const DEFAULT_DB_FILE = resolve(dirname(new URL(import.meta.url).pathname), '../data/db.json');

type Req = IncomingMessage & { path?: string };
type Res = ServerResponse;
type Next = (error?: unknown) => void;

function isDb(value: unknown): value is Db {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Db>;
  return (
    typeof v.meta === 'object' &&
    v.meta !== null &&
    v.meta.version === DB_VERSION &&
    Array.isArray(v.companies) &&
    Array.isArray(v.offices) &&
    Array.isArray(v.agents) &&
    Array.isArray(v.users) &&
    Array.isArray(v.plans)
  );
}

/** Loads the db file, or (re)generates it when missing, unreadable, from an older version, scale or year. */
export function loadOrGenerate(
  file: string,
  options: { scale?: Scale; reset?: boolean; now?: Date; log: (m: string) => void },
): Db {
  const now = options.now ?? new Date();
  const scale = options.scale;
  if (!options.reset && existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isDb(parsed)) options.log(`• ${file} is from an older mock version: regenerating`);
      else if (scale && parsed.meta.scale !== scale)
        options.log(`• ${file} holds ${parsed.meta.scale} data, MOCK_SCALE=${scale}: regenerating`);
      else if (parsed.meta.today.slice(0, 4) !== String(now.getUTCFullYear()))
        options.log(`• ${file} is from ${parsed.meta.today.slice(0, 4)}: regenerating for this year`);
      else return parsed;
    } catch {
      options.log(`• ${file} is not valid JSON: keeping it as ${file}.corrupt and regenerating`);
      try {
        renameSync(file, `${file}.corrupt`);
      } catch {
        // nothing to keep
      }
    }
  }
  const started = performance.now();
  const db = generateDb({ scale: scale ?? 'small', now });
  options.log(
    `• Generated ${db.meta.scale} data in ${Math.round(performance.now() - started)} ms: ${db.companies.length} companies, ${db.offices.length} offices, ${db.agents.length} agents`,
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(db));
  return db;
}

function corsMiddleware(extra: string[]) {
  const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
  return (req: Req, res: Res, next: Next): void => {
    const origin = req.headers.origin;
    if (origin && (local.test(origin) || extra.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', 'x-pagination, content-disposition');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ??
          'Authorization, Content-Type, x-mock-fail, x-mock-delay',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.statusCode = 204;
      res.end();
      return;
    }
    next();
  };
}

function sendJson(res: Res, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.end(text);
}

export async function startHttpServer(options: HttpServerOptions = {}): Promise<RunningServer> {
  const log = options.quiet ? () => {} : (m: string) => console.log(m);
  const file = resolve(options.dbFile ?? DEFAULT_DB_FILE);
  const loaded = loadOrGenerate(file, { scale: options.scale, reset: options.reset, now: options.now, log });

  // json-server's router (lowdb) and the store share the very same data object; the store's writes are
  // saved to the db file (debounced, atomically), which is what json-server reads on the next start.
  // The text is made in slices of a few ms with the event loop running in between (jsonInSlices), so
  // saving 45 MB at `large` scale never stops the server from answering (one JSON.stringify took up to
  // a second of one core).
  const router = jsonServer.router(loaded);
  const db = router.db.getState() as Db;
  const store = new Store(db, { clock: options.clock });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const write = (): Promise<void> => {
    const tmp = `${file}.tmp`;
    writing = writing.then(async () => {
      await writeFile(tmp, jsonInSlices(db));
      renameSync(tmp, file);
    });
    return writing;
  };
  const flush = async (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
      await write();
    }
    await writing;
  };
  store.subscribe(() => {
    if (options.persist === false) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        void write().catch((error: unknown) =>
          console.error('[mock-api] could not write the db file', error),
        );
      },
      options.persistDelayMs ?? (db.meta.scale === 'large' ? 2000 : 300),
    );
  });

  const handlers = createHandlers({
    getStore: () => store,
    baseUrl: INTERNAL_ORIGIN,
    delayMs: options.delayMs,
    secret: options.secret,
    notFoundFallback: true,
    onResetLink: (userName, path) => log(`• Password-reset link for ${userName}: ${path}`),
  });

  const app = jsonServer.create();
  app.use(corsMiddleware(options.corsOrigins ?? []));
  app.get('/health', (_req: Req, res: Res) => sendJson(res, 200, { status: 'ok' }));
  // json-server's defaults (no-cache headers, body parser); its static file server only when the db
  // file's folder has a `public` folder: otherwise it would look for a file (a stat) on every request.
  const publicDir = resolve(dirname(file), 'public');
  const hasPublic = existsSync(publicDir);
  app.use(
    jsonServer
      .defaults({ logger: false, noCors: true, noGzip: true, static: publicDir })
      .filter((middleware) => hasPublic || (middleware as { name?: string }).name !== 'serveStatic'),
  );
  // json-server's own router, read-only, for looking at the raw data: /__db/companies?id=3
  app.use('/__db', (req: Req, res: Res, next: Next) =>
    req.method === 'GET' ? next() : sendJson(res, 405, { message: 'The raw data is read-only.' }),
  );
  app.use('/__db', router);
  // Everything else: the shared handlers (which answer unknown paths with a 404 error body).
  app.use(createMiddleware(handlers));
  app.use((_req: Req, res: Res) => sendJson(res, 404, { message: 'Not found.' }));
  app.use((error: unknown, _req: Req, res: Res, _next: Next) => {
    if (res.headersSent) return;
    const status =
      typeof error === 'object' && error !== null && 'status' in error && error.status === 413 ? 413 : 400;
    sendJson(res, status, {
      message: status === 413 ? 'The request is too large.' : 'The request could not be read.',
    });
  });

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolveServer, reject) => {
    const s = app.listen(options.port ?? 3001, host, () => resolveServer(s));
    s.on('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  return {
    url,
    port,
    store,
    server,
    flush,
    close: async () => {
      await flush();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}
