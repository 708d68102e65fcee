import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Area } from '@balance/domain';
import { createApiClient } from '../client';
import { installCookieJar, installLocation } from '../test/browser-globals';
import { API, server, useMswServer } from '../test/msw';
import { loginUrlFor } from './unauthorized';

useMswServer();

const SESSION = { JWT_TOKEN: 'expired.jwt', PYRAMID_TOKEN: 'pyr_1', OTHER: 'kept' };

function answer401(method: 'get' | 'post', path: string) {
  const handler = method === 'get' ? http.get : http.post;
  server.use(
    handler(`${API}${path}`, () =>
      HttpResponse.json({ message: 'The session has expired.' }, { status: 401 }),
    ),
  );
}

describe('401 outside /auth', () => {
  it('on an agent page: removes the token and pyramid cookies and goes to the agent login', async () => {
    const jar = installCookieJar(SESSION);
    const location = installLocation('https://app.test/agent-ez/reports/closed-deals?year=2025#top');
    answer401('get', '/PyramidDash/dashboard');
    const { error, response } = await createApiClient({ baseUrl: API }).GET('/PyramidDash/dashboard');
    expect(response.status).toBe(401);
    expect(error?.message).toBe('The session has expired.');
    expect([...jar.values.keys()]).toEqual(['OTHER']);
    expect(location.assign).toHaveBeenCalledWith(
      '/auth/agent-ez/login?returnTo=%2Fagent-ez%2Freports%2Fclosed-deals%3Fyear%3D2025%23top',
    );
  });

  it('on an admin page: goes to the admin login', async () => {
    installCookieJar(SESSION);
    const location = installLocation('https://app.test/main/offices?attribute=Office_Name');
    answer401('get', '/Office/search');
    await createApiClient({ baseUrl: API }).GET('/Office/search', {
      params: { query: { searchField: 'Office_All' } },
    });
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith(
      '/auth/admin/login?returnTo=%2Fmain%2Foffices%3Fattribute%3DOffice_Name',
    );
  });

  it('calls onUnauthorized with the area instead of redirecting when given', async () => {
    const jar = installCookieJar(SESSION);
    const location = installLocation('https://app.test/agent-ez/escrow');
    answer401('get', '/contracts/GetContractEscrow');
    const areas: Area[] = [];
    await createApiClient({ baseUrl: API, onUnauthorized: (area) => areas.push(area) }).GET(
      '/contracts/GetContractEscrow',
    );
    expect(areas).toEqual(['agent']);
    expect(location.assign).not.toHaveBeenCalled();
    expect(jar.values.has('JWT_TOKEN')).toBe(false);
  });

  it('removes a token cookie with a configured name', async () => {
    const jar = installCookieJar({ BALANCE_TOKEN: 't', PYRAMID_TOKEN: 'p' });
    installLocation('https://app.test/main/agents');
    answer401('get', '/tabfilter');
    await createApiClient({ baseUrl: API, tokenCookieName: 'BALANCE_TOKEN', onUnauthorized: vi.fn() }).GET(
      '/tabfilter',
    );
    expect(jar.values.size).toBe(0);
  });
});

describe('401 that must not end the session', () => {
  it('a failed login (POST /Auth) keeps the cookies and the page', async () => {
    const jar = installCookieJar(SESSION);
    const location = installLocation('https://app.test/main/agents');
    answer401('post', '/Auth');
    const onUnauthorized = vi.fn();
    await createApiClient({ baseUrl: API, onUnauthorized }).POST('/Auth', {
      body: { userName: 'x', password: 'y' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
    expect(jar.values.size).toBe(3);
  });

  it('a call under /auth (token refresh) does not redirect', async () => {
    installCookieJar(SESSION);
    installLocation('https://app.test/agent-ez/dashboard');
    answer401('post', '/auth/token');
    const onUnauthorized = vi.fn();
    await createApiClient({ baseUrl: API, onUnauthorized }).POST('/auth/token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('while the user is on a page under /auth (e.g. the login page), nothing redirects', async () => {
    installCookieJar(SESSION);
    const location = installLocation('https://app.test/auth/agent-ez/reset-password');
    answer401('get', '/user/checktermandpasswordchange');
    await createApiClient({ baseUrl: API }).GET('/user/checktermandpasswordchange');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a 403 is not a 401', async () => {
    const jar = installCookieJar(SESSION);
    const location = installLocation('https://app.test/main/offices');
    server.use(
      http.get(`${API}/Office/settings/12`, () =>
        HttpResponse.json({ message: 'You do not have permission to do this.' }, { status: 403 }),
      ),
    );
    await createApiClient({ baseUrl: API }).GET('/Office/settings/{id}', { params: { path: { id: 12 } } });
    expect(location.assign).not.toHaveBeenCalled();
    expect(jar.values.size).toBe(3);
  });
});

describe('loginUrlFor', () => {
  it('builds the area login with returnTo, or the bare login without a location', () => {
    expect(loginUrlFor('admin', { pathname: '/main/users', search: '', hash: '' })).toBe(
      '/auth/admin/login?returnTo=%2Fmain%2Fusers',
    );
    expect(loginUrlFor('agent', null)).toBe('/auth/agent-ez/login');
  });
});
