import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AgentRow, Pagination } from './index';
import { createApiClient } from './client';
import { ApiError, isNoResults, readList, unwrap } from './errors';
import { parsePaginationHeader, readPagination } from './pagination';
import { installCookieJar } from './test/browser-globals';
import { API, server, useMswServer } from './test/msw';

useMswServer();

const maya: AgentRow = {
  userId: 1001,
  name: 'Maya Rivera',
  memberType: 'Agent',
  activeString: 'Active',
  gfStatus: 'Current',
  officeNum: '1042',
  officeName: 'Pearl District',
  agentStatus: 'Team Lead',
};

describe('x-pagination', () => {
  it('is parsed into { currentPage, pageSize, totalCount }', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/agents`, () =>
        HttpResponse.json(
          { data: [maya] },
          { headers: { 'x-pagination': JSON.stringify({ currentPage: 2, pageSize: 5, totalCount: 132 }) } },
        ),
      ),
    );
    const result = await createApiClient({ baseUrl: API }).GET('/agents', {
      params: { query: { pageSize: 5, pageNumber: 2 } },
    });
    const pagination = readPagination(result.response);
    expectTypeOf(pagination).toEqualTypeOf<Pagination | null>();
    expect(pagination).toEqual({ currentPage: 2, pageSize: 5, totalCount: 132 });
    expect(readList(result)).toEqual({ rows: [maya], pagination, noResults: false });
  });

  it('reads as null when missing or malformed', () => {
    expect(readPagination(new Response('{}'))).toBeNull();
    expect(parsePaginationHeader('not json')).toBeNull();
    expect(parsePaginationHeader('[1,2,3]')).toBeNull();
    expect(parsePaginationHeader('{"currentPage":0,"pageSize":5,"totalCount":1}')).toBeNull();
    expect(parsePaginationHeader('{"currentPage":1,"pageSize":5,"totalCount":-1}')).toBeNull();
    expect(parsePaginationHeader('{"currentPage":"1","pageSize":5,"totalCount":1}')).toBeNull();
    expect(parsePaginationHeader('{"currentPage":1,"pageSize":5,"totalCount":0}')).toEqual({
      currentPage: 1,
      pageSize: 5,
      totalCount: 0,
    });
  });
});

describe('an error reply with an empty data', () => {
  it('reads as "no results", not as a failure', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/companies/getCompaniesBy`, () =>
        HttpResponse.json({ message: 'No records found.', data: [] }, { status: 404 }),
      ),
    );
    const result = await createApiClient({ baseUrl: API }).GET('/companies/getCompaniesBy', {
      params: { query: { SearchField: 'Company_Name', SearchText: 'zz' } },
    });
    expect(result.response.ok).toBe(false);
    expect(readList(result)).toEqual({ rows: [], pagination: null, noResults: true });
  });

  it('null data counts as empty too; anything else does not', () => {
    expect(isNoResults({ data: null })).toBe(true);
    expect(isNoResults({ data: [] })).toBe(true);
    expect(isNoResults({ data: [maya] })).toBe(false);
    expect(isNoResults({ message: 'Something broke' })).toBe(false);
    expect(isNoResults('Internal error')).toBe(false);
    expect(isNoResults(undefined)).toBe(false);
  });

  it('an error without empty data throws ApiError with the message and field errors', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/agents/agentsBy`, () =>
        HttpResponse.json(
          { message: 'The request is not valid.', errors: { key: ['Key is required'] } },
          { status: 400 },
        ),
      ),
    );
    const result = await createApiClient({ baseUrl: API }).GET('/agents/agentsBy', {
      params: { query: { key: '' } },
    });
    expect(() => readList(result)).toThrow(ApiError);
    try {
      readList(result);
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        message: 'The request is not valid.',
        fieldErrors: { key: ['Key is required'] },
      });
    }
  });

  it('a successful empty list is no results too, with its pagination', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/agents`, () =>
        HttpResponse.json(
          { data: [] },
          { headers: { 'x-pagination': '{"currentPage":1,"pageSize":5,"totalCount":0}' } },
        ),
      ),
    );
    const result = await createApiClient({ baseUrl: API }).GET('/agents');
    expect(readList(result)).toEqual({
      rows: [],
      pagination: { currentPage: 1, pageSize: 5, totalCount: 0 },
      noResults: true,
    });
  });
});

describe('unwrap', () => {
  it('returns data.data, or throws ApiError with a fallback message for a bare error', async () => {
    installCookieJar();
    server.use(
      http.get(`${API}/office/getcountries`, () =>
        HttpResponse.json({ data: [{ code: 'US', name: 'United States' }] }),
      ),
      http.get(`${API}/office/GetOffices`, () => new HttpResponse(null, { status: 502 })),
    );
    const client = createApiClient({ baseUrl: API });
    expect(unwrap(await client.GET('/office/getcountries'))).toEqual([{ code: 'US', name: 'United States' }]);
    const failed = await client.GET('/office/GetOffices');
    expect(() => unwrap(failed)).toThrow('HTTP 502');
  });
});
