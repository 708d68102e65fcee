// Auth through the Node transport: missing, malformed, forged and expired tokens → 401 with the error
// body; role rules → 403; the demo accounts and the no-access refusal at login.
import { SignJWT } from 'jose';
import { MESSAGES } from '@balance/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMockServer } from '../node.ts';
import { DEFAULT_SECRET, signToken, verifyAuthorization } from './jwt.ts';

const mock = createMockServer({ baseUrl: 'http://auth.mock.test' });
beforeAll(() => mock.listen());
beforeEach(() => mock.reset());
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.close());

const call = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${mock.baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });

async function expect401(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
}

describe('tokens', () => {
  test('a missing token → 401', async () => {
    await expect401(await call('/tabfilter'));
  });

  test('a malformed header or token → 401', async () => {
    await expect401(await call('/tabfilter', { headers: { authorization: 'Token abc' } }));
    await expect401(await call('/tabfilter', { headers: { authorization: 'Bearer not-a-jwt' } }));
    await expect401(await call('/tabfilter', { headers: { authorization: 'Bearer a.b.c' } }));
  });

  test('an expired token → 401', async () => {
    const token = await mock.tokenFor('superuser', { ttlSeconds: -60 });
    const response = await call('/tabfilter', { token });
    await expect401(response);
    expect(await verifyAuthorization(`Bearer ${token}`)).toEqual({ ok: false, reason: 'expired' });
  });

  test('a forged signature → 401', async () => {
    const user = mock.store.userByName.get('agent');
    if (!user) throw new Error('no agent');
    // Same claims, signed with another key, and claiming to be a Super Admin.
    const forged = await new SignJWT({ role: 'Super Admin', officeId: 1, userName: 'agent' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setIssuer('balance-mock')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    await expect401(await call('/companies', { token: forged }));
    expect((await verifyAuthorization(`Bearer ${forged}`)).ok).toBe(false);
  });

  test('a token with alg "none" → 401', async () => {
    const { token } = await signToken(
      { userId: 1, role: 'Super Admin', officeId: 1, userName: 'superuser' },
      { secret: DEFAULT_SECRET },
    );
    const [, payload] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expect401(await call('/companies', { token: `${header}.${payload}.` }));
  });

  test('a valid token works, and POST /auth/token renews it', async () => {
    const token = await mock.tokenFor('superuser');
    expect((await call('/tabfilter', { token })).status).toBe(200);
    const renewed = await call('/auth/token', { method: 'POST', token, body: '{}' });
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as { data: { token: string; settings: { role: string } } };
    expect(body.data.settings.role).toBe('Super Admin');
    expect((await call('/tabfilter', { token: body.data.token })).status).toBe(200);
  });

  test('a token of a deactivated user → 401', async () => {
    const token = await mock.tokenFor('officeadmin');
    const user = mock.store.userByName.get('officeadmin');
    if (user) user.active = false;
    await expect401(await call('/tabfilter', { token }));
  });
});

describe('roles', () => {
  test('an agent token on admin endpoints → 403', async () => {
    const token = await mock.tokenFor('agent');
    for (const path of [
      '/agents/agentsBy?key=Agent_All',
      '/Users/search',
      '/companies/1',
      '/Office/settings/1',
      '/invoice/getOpenInvoice',
    ]) {
      const response = await call(path, { token });
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });

  test('an office admin adding an office → 403 with the spec message', async () => {
    const token = await mock.tokenFor('officeadmin');
    const response = await call('/office', {
      method: 'POST',
      token,
      body: JSON.stringify({
        companyId: 1,
        officeNum: '1999',
        called: 'X',
        address: 'a',
        city: 'b',
        state: 'OR',
        zip: '1',
        country: 'US',
        mainPhone: '5035550100',
        mainEmail: 'x@example.com',
        activeInCompany: true,
      }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: MESSAGES.noPermissionNewOffice });
  });

  test('an office admin sees only their own company', async () => {
    const token = await mock.tokenFor('officeadmin');
    const response = await call('/companies?pageSize=100', { token });
    const body = (await response.json()) as { data: Array<{ id: number }> };
    expect(body.data.map((c) => c.id)).toEqual([1]);
    expect((await call('/companies/2', { token })).status).toBe(403);
  });
});

describe('demo accounts', () => {
  test.each(['superuser', 'officeadmin', 'agent'])('%s logs in with Balance#2026', async (userName) => {
    const response = await call('/Auth', {
      method: 'POST',
      body: JSON.stringify({ userName, password: 'Balance#2026' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { token: string; settings: { userName: string } } };
    expect(body.data.settings.userName).toBe(userName);
    expect(body.data.token.split('.')).toHaveLength(3);
  });

  test('noaccess is refused at login with the spec message', async () => {
    const response = await call('/Auth', {
      method: 'POST',
      body: JSON.stringify({ userName: 'noaccess', password: 'Balance#2026' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: MESSAGES.noAgentLevelAccess });
  });

  test('a wrong password gets the spec message', async () => {
    const response = await call('/Auth', {
      method: 'POST',
      body: JSON.stringify({ userName: 'agent', password: 'balance#2026' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: MESSAGES.loginFailed });
  });
});
