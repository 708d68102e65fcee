import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { installCookieJar, installLocation } from '../test/browser-globals';
import { API, server, useMswServer } from '../test/msw';

useMswServer();

describe('throwOnError', () => {
  it('throws an ApiError with the status, message and field errors of an error reply', async () => {
    server.use(
      http.put(`${API}/companies`, () =>
        HttpResponse.json(
          { message: 'Invalid company', errors: { mainEmail: ['E-mail is not valid'] } },
          { status: 400 },
        ),
      ),
    );
    const client = createApiClient({ baseUrl: API, throwOnError: true });
    const failure = await client
      .PUT('/companies', { body: { id: 1, name: 'A', active: true } as never })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Invalid company',
      fieldErrors: { mainEmail: ['E-mail is not valid'] },
    });
  });

  it('leaves a "no results" reply (empty data) to the list reader', async () => {
    server.use(http.get(`${API}/companies`, () => HttpResponse.json({ data: [] }, { status: 404 })));
    const { error, response } = await createApiClient({ baseUrl: API, throwOnError: true }).GET(
      '/companies',
      {
        params: { query: { pageSize: 5, pageNumber: 1 } },
      },
    );
    expect(response.status).toBe(404);
    expect(error).toEqual({ data: [] });
  });

  it('has cleared the session before it throws on a 401', async () => {
    const jar = installCookieJar({ JWT_TOKEN: 'expired.jwt', OTHER: 'kept' });
    installLocation('https://app.test/main/companies');
    const onUnauthorized = vi.fn();
    server.use(
      http.get(`${API}/companies`, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
    );
    const failure = await createApiClient({ baseUrl: API, throwOnError: true, onUnauthorized })
      .GET('/companies', { params: { query: { pageSize: 5, pageNumber: 1 } } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('admin');
    expect([...jar.values.keys()]).toEqual(['OTHER']);
  });

  it('returns error replies as before when not asked to throw', async () => {
    server.use(http.get(`${API}/companies`, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const { error } = await createApiClient({ baseUrl: API }).GET('/companies', {
      params: { query: { pageSize: 5, pageNumber: 1 } },
    });
    expect(error).toEqual({ message: 'Boom' });
  });
});
