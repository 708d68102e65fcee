// The servers the suites run against: the mock at a given scale, the built app under `vite preview`,
// and the peer (a plain json-server over the same agents). All on 127.0.0.1, on the bench's ports.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { benchDir, root, run } from './common.mjs';
import { freePort, startServer, stopServer } from './proc.mjs';

export const TMP = join(benchDir, 'dist');
export const DEMO_PASSWORD = 'Balance#2026';
mkdirSync(TMP, { recursive: true });

/** Starts the mock backend (`mock-api/src/server.ts`) with its own db file. */
export async function startMock({
  scale = 'large',
  reset = false,
  port,
  dbFile = join(TMP, `mock-${scale}.json`),
  inspect = false,
} = {}) {
  const mockPort = port ?? (await freePort(3511, 3549));
  // --inspect on a free loopback port lets the soak read the heap after a full GC (see heapAfterGc).
  const args = [...(inspect ? ['--inspect=127.0.0.1:0'] : []), 'mock-api/src/server.ts'];
  const server = await startServer('mock', process.execPath, args, {
    cwd: root,
    env: {
      MOCK_PORT: String(mockPort),
      MOCK_SCALE: scale,
      MOCK_DB: dbFile,
      ...(reset ? { MOCK_RESET: '1' } : {}),
    },
    url: `http://127.0.0.1:${mockPort}/health`,
    timeoutMs: 180_000,
  });
  const inspector = inspect ? /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(server.output())?.[0] : undefined;
  return { ...server, url: `http://127.0.0.1:${mockPort}`, port: mockPort, dbFile, inspector };
}

/** Used JS heap (MiB) of a process started with --inspect, after a full garbage collection (CDP). */
export async function heapAfterGc(inspectorUrl) {
  const ws = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`cannot reach the inspector at ${inspectorUrl}`));
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  };
  const send = (method) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    const usage = await send('Runtime.getHeapUsage');
    return Math.round((usage.usedSize / 2 ** 20) * 10) / 10;
  } finally {
    ws.close();
  }
}

/** Logs in through the API; returns the token and the session settings. */
export async function login(baseUrl, userName = 'superuser', area = 'admin') {
  const res = await fetch(`${baseUrl}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD, area }),
  });
  if (!res.ok) throw new Error(`login as ${userName} failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return body.data;
}

/** Reads the mock's db file (the seeded data the mock serves). */
export function readDb(dbFile) {
  return JSON.parse(readFileSync(dbFile, 'utf8'));
}

/**
 * The peer backend: json-server 0.17's plain router over a db file holding the same agents (and
 * companies and offices), nothing in front of it but json-server's defaults.
 */
export async function startPeer(db) {
  const file = join(TMP, 'peer-db.json');
  writeFileSync(file, JSON.stringify({ agents: db.agents, companies: db.companies, offices: db.offices }));
  const port = await freePort(3551, 3569);
  const script = join(benchDir, 'lib', 'peer-server.cjs');
  const server = await startServer('json-server (peer)', process.execPath, [script, file, String(port)], {
    cwd: root,
    url: `http://127.0.0.1:${port}/agents?_limit=1`,
  });
  return { ...server, url: `http://127.0.0.1:${port}`, port };
}

/**
 * A fresh browser context signed in as the app signs in: the `JWT_TOKEN` cookie on the app's origin and
 * `AGENT_EZ_SETTINGS` in localStorage (from `login`'s reply).
 */
export async function sessionContext(browser, appUrl, auth, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'JWT_TOKEN', value: auth.token, url: appUrl }]);
  await context.addInitScript((settings) => {
    if (!localStorage.getItem('AGENT_EZ_SETTINGS')) localStorage.setItem('AGENT_EZ_SETTINGS', settings);
  }, JSON.stringify(auth.settings));
  return context;
}

/** Builds the app with a Vite manifest into bench/dist/web-dist (the app's own config, plus --manifest). */
export async function buildApp({ force = false } = {}) {
  const outDir = join(TMP, 'web-dist');
  if (force || !existsSync(join(outDir, '.vite', 'manifest.json'))) {
    await run(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      { cwd: join(root, 'apps/web') },
    );
  }
  return outDir;
}

/** Serves a build of the app with `vite preview` (the app's own config), pointed at `apiBase`. */
export async function startPreview(outDir, apiBase) {
  const port = await freePort(4511, 4549);
  const server = await startServer(
    'vite preview',
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir],
    {
      cwd: join(root, 'apps/web'),
      env: { PREVIEW_PORT: String(port), VITE_API_BASE: apiBase },
      url: `http://127.0.0.1:${port}/config.json`,
    },
  );
  return { ...server, url: `http://127.0.0.1:${port}`, port };
}

/**
 * Serves a build the way production does (scripts/serve-prod.mjs: precompressed files, cache headers,
 * CSP), pointed at `apiBase`.
 */
export async function startProd(outDir, apiBase) {
  const port = await freePort(4591, 4609);
  const server = await startServer('serve-prod', process.execPath, [join(root, 'scripts/serve-prod.mjs')], {
    cwd: root,
    env: { PORT: String(port), DIST: outDir, API_BASE: apiBase },
    url: `http://127.0.0.1:${port}/config.json`,
  });
  return { ...server, url: `http://127.0.0.1:${port}` };
}

export { stopServer };

/** Runs the load generator in its own process and returns its result. */
export async function loadWorker(config) {
  const file = join(TMP, `load-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(config));
  const output = await run(process.execPath, [join(benchDir, 'lib', 'load-worker.mjs'), file], { cwd: root });
  const line = output.trim().split('\n').at(-1);
  return JSON.parse(line);
}

/**
 * The app and its API on one origin, as a host that serves the API behind the app's own origin would:
 * `/api/*` goes to the mock (prefix stripped), `/config.json` names `<origin>/api` as the API base, and
 * everything else goes to `vite preview`. Same-origin calls need no CORS preflight; cross-origin calls
 * with an Authorization header need one per distinct URL (Chromium keys its preflight cache by URL, so
 * Access-Control-Max-Age does not help searches whose query strings differ).
 */
export async function startSameOriginProxy(appUrl, mockUrl) {
  const port = await freePort(4551, 4589);
  const origin = `http://127.0.0.1:${port}`;
  const app = new URL(appUrl);
  const api = new URL(mockUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const server = createServer((req, res) => {
    const isApi = req.url.startsWith('/api/');
    const target = isApi ? api : app;
    const path = isApi ? req.url.slice(4) : req.url;
    const headers = { ...req.headers, host: target.host };
    delete headers.origin;
    if (!isApi && path.split('?')[0] === '/config.json') delete headers['accept-encoding'];
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path, headers, agent },
      (reply) => {
        if (!isApi && path.split('?')[0] === '/config.json') {
          let body = '';
          reply.setEncoding('utf8');
          reply.on('data', (chunk) => (body += chunk));
          reply.on('end', () => {
            const config = JSON.parse(body);
            const text = JSON.stringify({ ...config, apiBase: `${origin}/api` });
            res.writeHead(reply.statusCode ?? 200, {
              'content-type': 'application/json; charset=utf-8',
              'cache-control': 'no-store',
            });
            res.end(text);
          });
          return;
        }
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: origin,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
