// The HTTP transport: /health, CORS for the app origin with x-pagination exposed, the db file that keeps
// writes across a restart, regeneration, json-server's read-only raw data, and unknown paths.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signToken } from './auth/jwt.ts';
import { startHttpServer, type RunningServer } from './http.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'balance-http-'));
const dbFile = join(dir, 'db.json');
let server: RunningServer;

async function tokenFor(running: RunningServer, userName: string): Promise<string> {
  const user = running.store.userByName.get(userName);
  if (!user) throw new Error(userName);
  return (await signToken({ userId: user.userId, role: user.role, officeId: user.officeId ?? 0, userName }))
    .token;
}

beforeAll(async () => {
  server = await startHttpServer({ port: 0, dbFile, reset: true, now: NOW, quiet: true, persistDelayMs: 20 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('HTTP transport', () => {
  test('/health answers without a token', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('the acceptance walk: /tabfilter 401, login, five companies with x-pagination', async () => {
    expect((await fetch(`${server.url}/tabfilter`)).status).toBe(401);
    const login = await fetch(`${server.url}/Auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'superuser', password: 'Balance#2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const companies = await fetch(`${server.url}/companies?pageNumber=1&pageSize=5`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(companies.status).toBe(200);
    expect(((await companies.json()) as { data: unknown[] }).data).toHaveLength(5);
    expect(JSON.parse(companies.headers.get('x-pagination') ?? '{}')).toEqual({
      currentPage: 1,
      pageSize: 5,
      totalCount: 24,
    });
  });

  test('CORS: the app origin may call, reads x-pagination; a foreign origin is not allowed', async () => {
    const origin = 'http://127.0.0.1:5173';
    const preflight = await fetch(`${server.url}/companies`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const token = await tokenFor(server, 'superuser');
    const response = await fetch(`${server.url}/companies`, {
      headers: { origin, authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/x-pagination/);
    const foreign = await fetch(`${server.url}/companies`, {
      headers: { origin: 'https://evil.example.com', authorization: `Bearer ${token}` },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('unknown paths and methods get a JSON 404', async () => {
    const response = await fetch(`${server.url}/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
    expect((await fetch(`${server.url}/tabfilter`, { method: 'DELETE' })).status).toBe(404);
  });

  test("json-server's router shows the raw data, read-only", async () => {
    const response = await fetch(`${server.url}/__db/companies?id=1`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Array<{ name: string }>)[0]?.name).toBe('Harbor & Pine Realty');
    expect((await fetch(`${server.url}/__db/companies`, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  test('writes survive a restart (the db file)', async () => {
    const token = await tokenFor(server, 'superuser');
    const created = await fetch(`${server.url}/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Persisted Realty', active: true }),
    });
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const raw = await fetch(`${server.url}/__db/companies?name=${encodeURIComponent('Persisted Realty')}`);
    expect(((await raw.json()) as Array<{ id: number }>).map((c) => c.id)).toEqual([id]);
    await server.close();
    expect(readFileSync(dbFile, 'utf8')).toContain('Persisted Realty');
    server = await startHttpServer({ port: 0, dbFile, now: NOW, quiet: true, persistDelayMs: 20 });
    const again = await fetch(`${server.url}/companies/${id}`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'superuser')}` },
    });
    expect(((await again.json()) as { data: { name: string } }).data.name).toBe('Persisted Realty');
  });

  test('with persist: false, writes are served but the db file is left as it was', async () => {
    const memoryOnly = join(dir, 'memory-only.json');
    const running = await startHttpServer({
      port: 0,
      dbFile: memoryOnly,
      reset: true,
      now: NOW,
      quiet: true,
      persistDelayMs: 0,
      persist: false,
    });
    const before = readFileSync(memoryOnly, 'utf8');
    try {
      const created = await fetch(`${running.url}/companies`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await tokenFor(running, 'superuser')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Memory Only Realty', active: true }),
      });
      expect(created.status).toBe(200);
      const raw = await fetch(
        `${running.url}/__db/companies?name=${encodeURIComponent('Memory Only Realty')}`,
      );
      expect(await raw.json()).toHaveLength(1);
    } finally {
      await running.close();
    }
    expect(readFileSync(memoryOnly, 'utf8')).toBe(before);
  });

  test('an unreadable db file is kept aside and the data regenerated', async () => {
    const other = join(dir, 'broken.json');
    writeFileSync(other, '{ not json');
    const running = await startHttpServer({ port: 0, dbFile: other, now: NOW, quiet: true });
    try {
      expect(existsSync(`${other}.corrupt`)).toBe(true);
      expect(running.store.db.agents).toHaveLength(3000);
    } finally {
      await running.close();
    }
  });
});
