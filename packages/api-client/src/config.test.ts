import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './config';

function serve(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('loadRuntimeConfig', () => {
  it('reads apiBase from /config.json (without a trailing slash) and keeps the other fields', async () => {
    const urls: string[] = [];
    const config = await loadRuntimeConfig({
      fetch: async (input) => {
        urls.push(String(input));
        return new Response('{"apiBase":"https://api.balance.test/v1/","helpUrl":"https://help.test"}');
      },
      fallbackApiBase: 'http://fallback.test',
    });
    expect(urls).toEqual(['/config.json']);
    expect(config).toEqual({ apiBase: 'https://api.balance.test/v1', helpUrl: 'https://help.test' });
  });

  it('falls back to the build-time base when the file is missing, broken or has no apiBase', async () => {
    const fallbackApiBase = 'http://127.0.0.1:3001/';
    await expect(loadRuntimeConfig({ fetch: serve('', 404), fallbackApiBase })).resolves.toEqual({
      apiBase: 'http://127.0.0.1:3001',
    });
    await expect(loadRuntimeConfig({ fetch: serve('{oops', 200), fallbackApiBase })).resolves.toEqual({
      apiBase: 'http://127.0.0.1:3001',
    });
    await expect(loadRuntimeConfig({ fetch: serve('{"apiBase":"  "}'), fallbackApiBase })).resolves.toEqual({
      apiBase: 'http://127.0.0.1:3001',
    });
    await expect(
      loadRuntimeConfig({
        fetch: async () => {
          throw new TypeError('offline');
        },
        fallbackApiBase,
      }),
    ).resolves.toEqual({ apiBase: 'http://127.0.0.1:3001' });
  });
});
