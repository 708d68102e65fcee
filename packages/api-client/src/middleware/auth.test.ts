import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { installCookieJar } from '../test/browser-globals';
import { API, server, useMswServer } from '../test/msw';

useMswServer();

function recordAuthorization(method: 'get' | 'post', path: string) {
  const seen: (string | null)[] = [];
  const handler = method === 'get' ? http.get : http.post;
  server.use(
    handler(`${API}${path}`, ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: {} });
    }),
  );
  return seen;
}

describe('bearer token', () => {
  it('sends the JWT_TOKEN cookie as a bearer token', async () => {
    installCookieJar({ JWT_TOKEN: 'abc.def.ghi' });
    const seen = recordAuthorization('get', '/tabfilter');
    await createApiClient({ baseUrl: API }).GET('/tabfilter');
    expect(seen).toEqual(['Bearer abc.def.ghi']);
  });

  it('reads the cookie on every call, so a new login is picked up without a new client', async () => {
    const jar = installCookieJar({ JWT_TOKEN: 'first' });
    const seen = recordAuthorization('get', '/tabfilter');
    const client = createApiClient({ baseUrl: API });
    await client.GET('/tabfilter');
    jar.values.set('JWT_TOKEN', 'second');
    await client.GET('/tabfilter');
    expect(seen).toEqual(['Bearer first', 'Bearer second']);
  });

  it('uses a configurable cookie name', async () => {
    installCookieJar({ JWT_TOKEN: 'wrong', BALANCE_TOKEN: 'right' });
    const seen = recordAuthorization('get', '/tabfilter');
    await createApiClient({ baseUrl: API, tokenCookieName: 'BALANCE_TOKEN' }).GET('/tabfilter');
    expect(seen).toEqual(['Bearer right']);
  });

  it('prefers getToken when given', async () => {
    installCookieJar({ JWT_TOKEN: 'cookie' });
    const seen = recordAuthorization('get', '/tabfilter');
    await createApiClient({ baseUrl: API, getToken: async () => 'from-memory' }).GET('/tabfilter');
    expect(seen).toEqual(['Bearer from-memory']);
  });

  it('sends no Authorization header on the login call', async () => {
    installCookieJar({ JWT_TOKEN: 'stale' });
    const seen = recordAuthorization('post', '/Auth');
    await createApiClient({ baseUrl: API }).POST('/Auth', {
      body: { userName: 'agent', password: 'Balance#2026' },
      headers: { Authorization: 'Bearer smuggled' },
    });
    expect(seen).toEqual([null]);
  });

  it('still sends the token on the token refresh, which is not the login call', async () => {
    installCookieJar({ JWT_TOKEN: 'current' });
    const seen = recordAuthorization('post', '/auth/token');
    await createApiClient({ baseUrl: API }).POST('/auth/token');
    expect(seen).toEqual(['Bearer current']);
  });

  it('sends no Authorization header when there is no token', async () => {
    installCookieJar();
    const seen = recordAuthorization('get', '/tabfilter');
    await createApiClient({ baseUrl: API }).GET('/tabfilter');
    expect(seen).toEqual([null]);
  });
});

describe('query parameters', () => {
  it('are sent as key=value, in the order given, leaving out undefined ones', async () => {
    installCookieJar();
    const urls: string[] = [];
    server.use(
      http.get(`${API}/agents`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ data: [] });
      }),
    );
    await createApiClient({ baseUrl: API }).GET('/agents', {
      params: { query: { pageSize: 5, pageNumber: 1, officeId: 12, active: true } },
    });
    await createApiClient({ baseUrl: API }).GET('/agents', {
      params: { query: { pageSize: 10, pageNumber: 2, officeId: undefined } },
    });
    expect(urls).toEqual(['?pageSize=5&pageNumber=1&officeId=12&active=true', '?pageSize=10&pageNumber=2']);
  });

  it('encodes search text, including hostile text', async () => {
    installCookieJar();
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/Office/search`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('searchText'));
        return HttpResponse.json({ data: [] });
      }),
    );
    const hostile = '<img src=x onerror=alert(1)> & co=1';
    await createApiClient({ baseUrl: API }).GET('/Office/search', {
      params: { query: { searchField: 'Office_Name', searchText: hostile, pageSize: 5, pageNumber: 1 } },
    });
    expect(seen).toEqual([hostile]);
  });
});
