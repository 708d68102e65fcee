// Search and paging through the Node transport (fresh store per test): attributes, scopes, pages,
// the x-pagination header and case-insensitive paths.
import { describe, expect, test } from 'vitest';
import { httpCall, mockPerTest, rows } from '../testing/mock-test.ts';

const mock = mockPerTest('search-paging.mock.test');
const call = httpCall(mock);

describe('search and paging', () => {
  test('companies: page 1 of 5 with x-pagination', async () => {
    const r = await call('superuser', '/companies?pageNumber=1&pageSize=5');
    expect(r.status).toBe(200);
    expect(rows(r)).toHaveLength(5);
    expect(r.pagination).toEqual({ currentPage: 1, pageSize: 5, totalCount: 24 });
  });

  test('pages do not overlap and cover the total', async () => {
    const seen = new Set<number>();
    let total = 0;
    for (let page = 1; page <= 3; page += 1) {
      const r = await call(
        'superuser',
        `/Office/search?searchField=Office_Company&searchText=${encodeURIComponent('harbor & pine')}&pageNumber=${page}&pageSize=25`,
      );
      total = r.pagination?.totalCount ?? 0;
      for (const o of rows<{ id: number }>(r)) seen.add(o.id);
    }
    expect(seen.size).toBe(Math.min(total, 75));
    expect(total).toBe(mock.store.officeCount(1));
  });

  test('matching is case-insensitive, and so are paths and parameter names', async () => {
    const a = await call('superuser', '/agents/agentsBy?key=Agent_Name&search=rivera');
    const b = await call('superuser', '/AGENTS/AGENTSBY?KEY=agent_name&SEARCH=RIVERA');
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(rows<{ name: string }>(a).every((x) => /rivera/i.test(x.name))).toBe(true);
  });

  test('Office_Status takes the sub-filter (0 Pending, 1 Active)', async () => {
    const pendingOffices = mock.store.db.offices.filter((o) => o.status === 0).length;
    const r = await call('superuser', '/Office/search?searchField=Office_Status&subFilter=0&pageSize=100');
    expect(r.pagination?.totalCount).toBe(pendingOffices);
    expect(rows<{ activeText: string }>(r).every((o) => o.activeText === 'Pending')).toBe(true);
    const bySearchText = await call(
      'superuser',
      '/Office/search?searchField=Office_Status&searchText=1&pageSize=1',
    );
    expect(bySearchText.pagination?.totalCount).toBe(mock.store.db.offices.length - pendingOffices);
  });

  test('nothing matched → 404 with an empty data list', async () => {
    const r = await call('superuser', '/companies/getCompaniesBy?SearchField=Company_Name&SearchText=qqqzzz');
    expect(r.status).toBe(404);
    expect(r.body.data).toEqual([]);
  });

  test('the tab filter lists the spec’s *_All attributes and Office_Status with its sub-filters', async () => {
    const r = await call('agent', '/tabfilter');
    const tabs = r.body.data as Record<string, Array<{ value: string; subFilter: Array<{ value: string }> }>>;
    const values = Object.values(tabs)
      .flat()
      .map((a) => a.value);
    for (const all of [
      'Agent_All',
      'Company_All',
      'Contract_AllContract',
      'Listing_All',
      'Office_All',
      'Region_All',
      'Team_All',
      'User_All',
      'Office_Status',
    ]) {
      expect(values).toContain(all);
    }
    expect(tabs.offices?.find((a) => a.value === 'Office_Status')?.subFilter.map((s) => s.value)).toEqual([
      '0',
      '1',
    ]);
  });

  test("an office's agentCount equals the agents listed for it", async () => {
    const office = rows<{ id: number; agentCount: number }>(await call('superuser', '/Office/company/1'))[0];
    const agents = await call('superuser', `/agents?officeId=${office?.id}&pageSize=1`);
    expect(agents.pagination?.totalCount).toBe(office?.agentCount);
  });
});
