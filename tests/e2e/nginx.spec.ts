import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { API_BASE, APP_PORT } from './fixtures';

// Debian's nginx serving the build with the configuration docs/SECURITY.md gives (the server block's
// body is docs/nginx/balance.conf, included as it is), so the documented setup is the tested one.

const require = createRequire(import.meta.url);
const { ensureNginx, brotliModule } = require('../../scripts/nginx-path.cjs') as {
  ensureNginx: (allowInstall: boolean) => string;
  brotliModule: () => string | undefined;
};

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.E2E_DIST ?? 'apps/web/dist');
/** Beside the lanes' app ports, so parallel runs on other ports do not meet. */
const port = APP_PORT + 90;
const origin = `http://127.0.0.1:${port}`;

let nginx: ChildProcess | undefined;
let prefix = '';
let csp = '';

/** The policy as the docs say to produce it: serve-prod's, for this build, without the report-uri. */
function documentedCsp(): string {
  const printed = execFileSync(process.execPath, [join(root, 'scripts/serve-prod.mjs'), '--print-csp'], {
    env: { ...process.env, DIST: dist, API_BASE },
    encoding: 'utf8',
  }).trim();
  return printed.replace(/; report-uri [^;]+$/, '');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const binary = ensureNginx(true);
  const module = brotliModule();
  if (!module) throw new Error('nginx has no brotli_static module (libnginx-mod-http-brotli-static)');
  csp = documentedCsp();
  prefix = mkdtempSync(join(tmpdir(), 'balance-nginx-'));
  cpSync(join(root, 'docs/nginx'), join(prefix, 'balance'), { recursive: true });
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      `load_module ${module};`,
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      'error_log stderr;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (dir) => `  ${dir === 'body' ? 'client_body' : dir}_temp_path ${prefix}/${dir};`,
      ),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${dist};`,
      `    set $csp "${csp}";`,
      '    include balance/balance.conf;',
      '  }',
      '}',
    ].join('\n'),
  );
  nginx = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; ; i += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode})`);
    try {
      if ((await fetch(`${origin}/config.json`)).ok) break;
    } catch {
      if (i > 100) throw new Error('nginx did not answer');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** A GET with this Accept-Encoding, the body left as sent (Node's fetch would decode it). */
async function get(path: string, acceptEncoding = 'br, gzip') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((done, fail) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

test('nginx with the documented configuration serves the app, compressed and cached right', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (line) => {
    if (/Content Security Policy/i.test(line.text())) violations.push(line.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));

  // The shell, and a deep link (the SPA fallback) that lands on its area's login page.
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await page.goto(`${origin}/agent-ez/dashboard`);
  await expect(page).toHaveURL(/\/auth\/agent-ez\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);

  const shell = await get('/main/agents?attr=Agent_Name&q=an', 'identity');
  expect(shell.status).toBe(200);
  expect(shell.headers['content-encoding']).toBeUndefined();
  const shellBr = await get('/main/agents?attr=Agent_Name&q=an');
  expect(shellBr.headers['content-encoding']).toBe('br');
  expect(shellBr.headers['cache-control']).toBe('no-cache');
  expect(shellBr.headers['content-security-policy']).toBe(csp);
  expect(shell.headers['content-type']).toMatch(/^text\/html/);
  expect(shell.headers['cache-control']).toBe('no-cache');
  expect(shell.headers['content-security-policy']).toBe(csp);
  expect(shell.headers['x-content-type-options']).toBe('nosniff');
  expect(shell.headers['x-frame-options']).toBe('DENY');
  expect(shell.headers['referrer-policy']).toBe('no-referrer');
  expect(shell.headers['strict-transport-security']).toMatch(/^max-age=\d+/);

  const config = await get('/config.json');
  expect(config.status).toBe(200);
  expect(config.headers['cache-control']).toBe('no-store');
  expect(config.headers['content-security-policy']).toBe(csp);
  expect(config.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(config.body.toString('utf8'))).toHaveProperty('apiBase');

  // The shell's main script, in each coding the build precompressed and as it is.
  const script = /<script type="module"[^>]* src="(\/assets\/core-[^"]+\.js)"/.exec(
    shell.body.toString('utf8'),
  )?.[1];
  expect(script).toBeDefined();
  const plain = await get(script!, 'identity');
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  for (const [accept, coding, decode] of [
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const asset = await get(script!, accept);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe(coding);
    expect(asset.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe(csp);
    expect(asset.body.length).toBeLessThan(plain.body.length / 2);
    expect(decode(asset.body).equals(plain.body)).toBe(true);
  }
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect((await get(`${script!}.map`)).status).toBe(404);
  expect((await get('/assets/no-such-file.js')).status).toBe(404);
});
