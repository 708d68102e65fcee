// Both static servers (the Storybook one and the production one) keep to their root: an encoded
// `../` into a sibling folder whose name starts with the root's is refused, and a malformed escape
// is a 400, not a crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic } from '../../scripts/serve-static.mjs';

const base = mkdtempSync(join(tmpdir(), 'static-servers-'));
const site = join(base, 'site');
mkdirSync(site);
mkdirSync(join(`${site}-secret`));
writeFileSync(join(site, 'index.html'), '<p>site</p>');
writeFileSync(join(`${site}-secret`, 'secret.txt'), 'secret');

/** GET with the path sent exactly as written (no client-side normalising of `..` or escapes). */
function get(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.path = path;
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const servers: Array<{ name: string; url: string }> = [];
let staticServer: Server | undefined;
let prod: ChildProcess | undefined;

beforeAll(async () => {
  const started = await serveStatic(site);
  staticServer = started.server;
  servers.push({ name: 'serve-static', url: started.url });
  const port = await freePort();
  prod = spawn(process.execPath, [join(import.meta.dirname, '../../scripts/serve-prod.mjs')], {
    env: { ...process.env, DIST: site, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => prod?.stdout?.once('data', () => resolve()));
  servers.push({ name: 'serve-prod', url: `http://127.0.0.1:${port}` });
});

afterAll(() => {
  staticServer?.close();
  prod?.kill();
  rmSync(base, { recursive: true, force: true });
});

describe.each(['serve-static', 'serve-prod'])('%s', (name) => {
  const url = () => servers.find((s) => s.name === name)?.url ?? '';

  test('serves a file inside its root', async () => {
    expect(await get(url(), '/index.html')).toMatchObject({ status: 200, body: '<p>site</p>' });
  });

  test('refuses an encoded ../ into a sibling folder that shares its name prefix', async () => {
    const reply = await get(url(), '/..%2Fsite-secret/secret.txt');
    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain('secret');
  });

  test('answers a malformed escape with 400 and keeps serving', async () => {
    expect((await get(url(), '/%E0%A4%A')).status).toBe(400);
    expect((await get(url(), '/index.html')).status).toBe(200);
  });
});
