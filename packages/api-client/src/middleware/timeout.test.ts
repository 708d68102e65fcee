import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@balance/domain';
import { createApiClient } from '../client';
import { isAbortError, isTimeoutError } from '../errors';
import { installCookieJar } from '../test/browser-globals';
import { API, server, useMswServer } from '../test/msw';
import { createLatestSignal } from './timeout';

useMswServer();

function hangingTabFilter() {
  server.use(
    http.get(`${API}/tabfilter`, async () => {
      await delay('infinite');
      return HttpResponse.json({ data: {} });
    }),
  );
}

describe('timeout', () => {
  it('gives every call a 120000 ms deadline by default', async () => {
    installCookieJar();
    server.use(http.get(`${API}/user/populateRoles`, () => HttpResponse.json({ data: [] })));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await createApiClient({ baseUrl: API }).GET('/user/populateRoles');
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(timeout).toHaveBeenCalledWith(120_000);
  });

  it('fails a call that runs past the deadline with a TimeoutError', async () => {
    installCookieJar();
    hangingTabFilter();
    const started = Date.now();
    const error = await createApiClient({ baseUrl: API, timeoutMs: 50 })
      .GET('/tabfilter')
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(isTimeoutError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not fail a call that answers before the deadline', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/tabfilter`, async () => {
        await delay(20);
        return HttpResponse.json({
          data: { agents: [], companies: [], offices: [], regions: [], users: [] },
        });
      }),
    );
    const { data } = await createApiClient({ baseUrl: API, timeoutMs: 2_000 }).GET('/tabfilter');
    expect(data?.data.agents).toEqual([]);
  });
});

describe("the caller's signal", () => {
  it('still cancels the call (combined with the timeout)', async () => {
    installCookieJar();
    hangingTabFilter();
    const controller = new AbortController();
    const call = createApiClient({ baseUrl: API }).GET('/tabfilter', { signal: controller.signal });
    controller.abort(new DOMException('user left', 'AbortError'));
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
    expect(isTimeoutError(error)).toBe(false);
  });

  it('lets a newer search cancel an older one', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/agents/agentsBy`, async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === 'Riv') await delay('infinite');
        return HttpResponse.json({ data: [] }, { headers: { 'x-search': search ?? '' } });
      }),
    );
    const client = createApiClient({ baseUrl: API });
    const latest = createLatestSignal();
    const older = client.GET('/agents/agentsBy', {
      params: { query: { key: 'Agent_Name', search: 'Riv' } },
      signal: latest.next(),
    });
    const newer = client.GET('/agents/agentsBy', {
      params: { query: { key: 'Agent_Name', search: 'Rivera' } },
      signal: latest.next(),
    });
    const [olderResult, newerResult] = await Promise.allSettled([older, newer]);
    expect(olderResult.status).toBe('rejected');
    expect(olderResult.status === 'rejected' && isAbortError(olderResult.reason)).toBe(true);
    expect(newerResult.status === 'fulfilled' && newerResult.value.response.headers.get('x-search')).toBe(
      'Rivera',
    );
  });

  it('createLatestSignal.abort cancels the pending call (e.g. on unmount)', () => {
    const latest = createLatestSignal();
    const signal = latest.next();
    expect(signal.aborted).toBe(false);
    latest.abort();
    expect(signal.aborted).toBe(true);
    expect(isAbortError(signal.reason)).toBe(true);
  });
});
