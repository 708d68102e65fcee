// Type-level guarantees, checked by `npm run typecheck` (tsc): the client accepts only the paths,
// parameters and bodies the contract defines. Each @ts-expect-error line must stay an error; if the
// contract ever accepted it, tsc would fail on the unused directive.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AgentRow, ContractSide, OfficeSettings, ReportSlug, paths } from './index';
import { createApiClient } from './client';

function offlineClient() {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test',
    getToken: () => null,
    fetch: async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return Response.json({ data: [] });
    },
  });
  return { client, calls };
}

describe('the client is typed by the contract', () => {
  it('rejects a wrong query parameter name, a wrong path and a wrong body at compile time', async () => {
    const { client, calls } = offlineClient();

    // @ts-expect-error `pagesize` is not a query parameter of GET /agents (it is `pageSize`)
    await client.GET('/agents', { params: { query: { pagesize: 5 } } });

    // @ts-expect-error `searchfield` is not a query parameter of GET /Office/search (it is `searchField`)
    await client.GET('/Office/search', { params: { query: { searchfield: 'Office_Name' } } });

    // @ts-expect-error GET /agents/agentsBy requires `key`
    await client.GET('/agents/agentsBy', { params: { query: { search: 'Riv' } } });

    // @ts-expect-error the path is /Office/search, case-sensitive as the real API writes it
    await client.GET('/office/search');

    await client.GET('/reports/agent/{slug}', {
      params: {
        path: { slug: 'closed-deals' },
        // @ts-expect-error contractFilter takes SELECT | PEND | CLSD | FALL | NONE
        query: { contractFilter: 'CLOSED' },
      },
    });

    // @ts-expect-error a company needs `name`
    await client.POST('/companies', { body: { active: true } });

    // The correct forms compile.
    await client.GET('/agents', { params: { query: { pageSize: 5, pageNumber: 1 } } });
    await client.GET('/reports/agent/{slug}', {
      params: { path: { slug: 'closed-deals' }, query: { year: 2026, contractFilter: 'CLSD', side: 'LIST' } },
    });

    // At run time the calls still go out (openapi-fetch does not validate), which proves they ran.
    expect(calls).toContain('GET /agents?pagesize=5');
    expect(calls).toContain('GET /reports/agent/closed-deals?year=2026&contractFilter=CLSD&side=LIST');
  });

  it('types replies from the generated schemas', async () => {
    const { client } = offlineClient();
    const { data } = await client.GET('/agents');
    expectTypeOf(data).toEqualTypeOf<{ data: AgentRow[] } | undefined>();
    expectTypeOf<OfficeSettings['agentLoginAllowed']>().toEqualTypeOf<boolean>();
    expectTypeOf<ContractSide>().toEqualTypeOf<'LIST' | 'REF-LIST' | 'REF-SELL' | 'SELL'>();
    expectTypeOf<ReportSlug>().toExtend<string>();
    expectTypeOf<keyof paths>().toExtend<string>();
    expect(data?.data).toEqual([]);
  });
});
