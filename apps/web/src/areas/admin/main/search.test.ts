import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@balance/api-client';
import type { CompanyRow } from '../../../api/types';
import { columnsFor, rowIdOf } from './columns';
import { csvField, fetchAllRows, toCsv } from './exportCsv';
import { runSearch, type SearchRequest } from './runSearch';
import { buildSearchQuery, EMPTY_SEARCH, parseSearchQuery, selectionFromQuery } from './searchQuery';
import { initialAttribute } from './useMainSearch';

type Call = { path: string; query: URLSearchParams };

/** A client whose fetch records the calls and answers from `reply`. */
function recordingClient(reply: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'token',
    onUnauthorized: () => {},
    fetch: async (request) => {
      const url = new URL(request.url);
      const call = { path: url.pathname, query: url.searchParams };
      calls.push(call);
      return reply(call);
    },
  });
  return { client, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

const paged = (rows: unknown[], currentPage: number, pageSize: number, totalCount: number) =>
  json(
    { data: rows },
    { headers: { 'x-pagination': JSON.stringify({ currentPage, pageSize, totalCount }) } },
  );

const base: SearchRequest = {
  selection: 'companies',
  attribute: 'Company_Name',
  subFilter: '',
  text: ' harbor ',
  page: 1,
  pageSize: 5,
  userId: 1,
  roleId: 1,
};

describe('the search query in the URL', () => {
  it('round-trips every part of a search', () => {
    const query = {
      attribute: 'Office_Status',
      subFilter: '1',
      text: 'pearl',
      page: 3,
      pageSize: 25,
      selectedId: '12',
      columns: ['officeName', 'agentId'],
    };
    expect(parseSearchQuery(buildSearchQuery(query))).toEqual(query);
  });
  it('reads an empty or broken query as "no search yet" with page size 5', () => {
    expect(parseSearchQuery('')).toEqual(EMPTY_SEARCH);
    expect(parseSearchQuery('page=-2&size=7')).toMatchObject({ page: 1, pageSize: 5 });
  });
  it('takes the selection from mainSelection or mainSelectionValue', () => {
    expect(selectionFromQuery('mainSelection=offices')).toBe('offices');
    expect(selectionFromQuery('mainSelectionValue=Agents')).toBe('agents');
    expect(selectionFromQuery('mainSelection=nonsense')).toBeNull();
  });
});

describe('initialAttribute', () => {
  const attributes = [
    { text: 'Name', value: 'Office_Name', subFilter: [] },
    {
      text: 'Status',
      value: 'Office_Status',
      subFilter: [
        { text: 'Pending', value: '0' },
        { text: 'Active', value: '1' },
      ],
    },
  ];
  it('starts with the first attribute', () => {
    expect(initialAttribute(attributes, undefined)).toEqual({ attribute: 'Office_Name', subFilter: '' });
  });
  it("prefers the user's per-category default and preselects its first sub-filter", () => {
    expect(initialAttribute(attributes, 'Office_Status')).toEqual({
      attribute: 'Office_Status',
      subFilter: '0',
    });
  });
});

describe('runSearch: the call each selection makes', () => {
  it('agents: /agents for the all-agents attribute, else /agents/agentsBy', async () => {
    const { client, calls } = recordingClient(() => paged([], 1, 5, 0));
    await runSearch(client, { ...base, selection: 'agents', attribute: 'Agent_All', text: '' });
    await runSearch(client, { ...base, selection: 'agents', attribute: 'Agent_Name', text: 'lee' });
    expect(calls[0]?.path).toBe('/agents');
    expect(calls[0]?.query.get('pageNumber')).toBe('1');
    expect(calls[0]?.query.get('pageSize')).toBe('5');
    expect(calls[1]?.path).toBe('/agents/agentsBy');
    expect(Object.fromEntries(calls[1]?.query ?? [])).toMatchObject({
      key: 'Agent_Name',
      search: 'lee',
      UserId: '1',
      RoleId: '1',
    });
  });
  it('companies: /companies for Company_All, else /companies/getCompaniesBy with trimmed text', async () => {
    const { client, calls } = recordingClient(() => paged([], 1, 5, 0));
    await runSearch(client, { ...base, attribute: 'Company_All', text: '' });
    await runSearch(client, { ...base, regionId: 4 });
    expect(calls[0]?.path).toBe('/companies');
    expect(calls[1]?.path).toBe('/companies/getCompaniesBy');
    expect(Object.fromEntries(calls[1]?.query ?? [])).toMatchObject({
      SearchField: 'Company_Name',
      SearchText: 'harbor',
      RegionId: '4',
    });
  });
  it('offices: /Office/search sends the sub-filter instead of the text for Office_Status', async () => {
    const { client, calls } = recordingClient(() => paged([], 1, 5, 0));
    await runSearch(client, {
      ...base,
      selection: 'offices',
      attribute: 'Office_Status',
      subFilter: '1',
      text: 'ignored',
    });
    expect(calls[0]?.path).toBe('/Office/search');
    expect(calls[0]?.query.get('searchText')).toBe('1');
    expect(calls[0]?.query.get('subFilter')).toBe('1');
  });
  it('users → /Users/search and regions → /regions', async () => {
    const { client, calls } = recordingClient(() => paged([], 1, 5, 0));
    await runSearch(client, { ...base, selection: 'users', attribute: 'User_All', text: '' });
    await runSearch(client, { ...base, selection: 'regions', attribute: 'Region_All', text: '' });
    expect(calls.map((call) => call.path)).toEqual(['/Users/search', '/regions']);
  });
  it('reads rows and x-pagination', async () => {
    const row: CompanyRow = {
      id: 3,
      name: 'Harbor',
      active: true,
      dateCreated: '2024-03-07',
      createdByName: 'Jo',
      officeCount: 2,
    };
    const { client } = recordingClient(() => paged([row], 2, 5, 12));
    const result = await runSearch(client, { ...base, page: 2 });
    expect(result.rows).toEqual([row]);
    expect(result.pagination).toEqual({ currentPage: 2, pageSize: 5, totalCount: 12 });
  });
  it('treats 404 and an error with empty data.data as no results, other errors as failures', async () => {
    const notFound = recordingClient(() => json({ message: 'No results' }, { status: 404 }));
    expect((await runSearch(notFound.client, base)).rows).toEqual([]);
    const emptyError = recordingClient(() => json({ message: 'x', data: [] }, { status: 500 }));
    expect((await runSearch(emptyError.client, base)).pagination.totalCount).toBe(0);
    const broken = recordingClient(() => json({ message: 'boom' }, { status: 500 }));
    await expect(runSearch(broken.client, base)).rejects.toThrow('boom');
  });
  it('passes the abort signal on, so a newer search cancels an older one', async () => {
    const seen: AbortSignal[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      onUnauthorized: () => {},
      fetch: (request) => {
        seen.push(request.signal);
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      },
    });
    const controller = new AbortController();
    const pending = runSearch(client, base, controller.signal);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('CSV export', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
  it('writes the spec captions and formatted values', () => {
    const row: CompanyRow = {
      id: 3,
      name: 'Harbor, Inc',
      active: true,
      dateCreated: '2024-03-07T10:00:00Z',
      createdByName: 'Jo',
      officeCount: 1200,
    };
    expect(toCsv(columnsFor('companies'), [row])).toBe(
      'ID,Name,Active,Date Created,Created By,Offices\r\n3,"Harbor, Inc",Yes,03/07/2024,Jo,"1,200"\r\n',
    );
  });
  it('fetches every page, not only the visible one', async () => {
    const rows = Array.from({ length: 230 }, (_, index) => ({
      id: index + 1,
      name: `C${index}`,
      active: true,
      dateCreated: '2024-01-01',
      createdByName: 'x',
      officeCount: 1,
    }));
    const { client, calls } = recordingClient(({ query }) => {
      const page = Number(query.get('pageNumber'));
      const size = Number(query.get('pageSize'));
      return paged(rows.slice((page - 1) * size, page * size), page, size, rows.length);
    });
    const all = await fetchAllRows(client, base);
    expect(all.map(rowIdOf)).toEqual(rows.map((row) => row.id));
    expect(calls).toHaveLength(3);
  });
});
