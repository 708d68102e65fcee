import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createServerApiClient, httpErrorMessage } from './server';
import { API, server, useMswServer } from './test/msw';

useMswServer();

describe('createServerApiClient', () => {
  it('sends the given token and returns the reply', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/Office/byid/12`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { id: 12 } });
      }),
    );
    const client = createServerApiClient({ baseUrl: `${API}/`, token: 'server.jwt' });
    const { response } = await client.GET('/Office/byid/{id}', { params: { path: { id: 12 } } });
    expect(response.status).toBe(200);
    expect(seen).toEqual(['Bearer server.jwt']);
  });

  it('throws exactly "HTTP {status}: {text} - {body}" on a non-OK reply', async () => {
    server.use(
      http.get(`${API}/companies/3`, () =>
        HttpResponse.text('{"message":"Not found."}', { status: 404, statusText: 'Not Found' }),
      ),
    );
    const client = createServerApiClient({ baseUrl: API, token: 't' });
    await expect(client.GET('/companies/{id}', { params: { path: { id: 3 } } })).rejects.toThrow(
      new Error('HTTP 404: Not Found - {"message":"Not found."}'),
    );
  });

  it('keeps an empty body and status text as they are', async () => {
    server.use(
      http.post(
        `${API}/invoice/payNow`,
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const client = createServerApiClient({ baseUrl: API, token: 't' });
    const error = await client
      .POST('/invoice/payNow', { body: { invoiceIds: [1], paymentMethodId: 'pm_1', amount: 10 } })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('HTTP 500: Internal Server Error - ');
    expect(httpErrorMessage(401, 'Unauthorized', 'no')).toBe('HTTP 401: Unauthorized - no');
  });
});
