// The agent's report list (GET /reports/ReportList): each item's `enabled` follows the office's
// settings, and the demo office has a few add-on items switched off so the rail's rule shows.
import { REPORT_CHARTS, REPORT_SLUGS } from '@balance/domain';
import { describe, expect, test } from 'vitest';
import { DEMO } from '../seed/generate.ts';
import { mockPerTest } from '../testing/mock-test.ts';
import { ADD_ON_REPORTS } from './reports/rail.ts';

const mock = mockPerTest('reports.mock.test');

type Item = { title: string; path: string; icon: string; enabled: boolean };
type Flags = Record<string, boolean | number>;

async function call(who: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${await mock.tokenFor(who)}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${mock.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

const reportList = async () => (await call('agent', '/reports/ReportList')).body.data as Item[];

async function setFlags(change: Flags) {
  const current = (await call('superuser', `/Office/settings/${DEMO.officeId}`)).body.data as Flags;
  const saved = await call('superuser', `/Office/settings/${DEMO.officeId}`, {
    method: 'PUT',
    json: { ...current, ...change },
  });
  expect(saved.status).toBe(200);
}

describe('GET /reports/ReportList', () => {
  test('the demo agent: every page and all fifteen reports enabled, the three add-ons disabled', async () => {
    const items = await reportList();
    const enabled = items.filter((item) => item.enabled).map((item) => item.path);
    const disabled = items.filter((item) => !item.enabled).map((item) => item.path);
    expect(enabled).toEqual([
      'dashboard',
      'contracts',
      'coversheet',
      'escrow',
      'office-bill',
      'plan-status',
      '1099',
      ...REPORT_SLUGS.filter((slug) => slug !== 'index').map((slug) => `reports/${slug}`),
    ]);
    expect(disabled).toEqual([
      'reports/quickbooks-export',
      'reports/tax-withholding',
      'reports/commission-checks',
    ]);
  });

  test('every item has a title, a path without slashes at the ends and an icon', async () => {
    for (const item of await reportList()) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/);
      expect(item.icon).toMatch(/^[a-z-]+$/);
    }
  });

  test.each(ADD_ON_REPORTS.map((addOn) => [addOn.flag, addOn.path] as const))(
    'switching on %s in the office settings enables %s',
    async (flag, path) => {
      await setFlags({ [flag]: true });
      const item = (await reportList()).find((candidate) => candidate.path === path);
      expect(item?.enabled).toBe(true);
      await setFlags({ [flag]: false });
      expect((await reportList()).find((candidate) => candidate.path === path)?.enabled).toBe(false);
    },
  );

  test.each([
    ['escrow', 'escrow'],
    ['tax1099', '1099'],
    ['statsEz', 'reports/awards-level'],
  ] as const)('switching off %s disables %s and nothing else', async (flag, path) => {
    const before = await reportList();
    await setFlags({ [flag]: false });
    const after = await reportList();
    const changed = after
      .filter((item, index) => item.enabled !== before[index]?.enabled)
      .map((item) => item.path);
    expect(changed).toEqual([path]);
  });
});

describe('GET /reports/agent/{slug}: charts', () => {
  test("every report draws the chart the domain's REPORT_CHARTS names (the page reserves its space)", async () => {
    const drawn: Record<string, string | null> = {};
    for (const slug of REPORT_SLUGS) {
      const r = await call('agent', `/reports/agent/${slug}?year=2025`);
      expect(r.status, slug).toBe(200);
      const data = r.body.data as { chart: { type: string } | null; rows: unknown[] };
      // A report without rows may leave its chart out; every charted report has rows for the demo agent.
      drawn[slug] = data.chart?.type ?? null;
    }
    expect(drawn).toEqual(REPORT_CHARTS);
  });
});
