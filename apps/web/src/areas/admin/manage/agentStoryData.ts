// Records and handlers of the agent pages' stories: the demo agent, a hostile one, a long one, many
// history events and Agent Stats rows, answered like the mock answers them.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AgentAccess, AgentDetail, AgentStatsRow } from '../../../api/types';
import { HOSTILE } from '../../../test/fixtures';
import { adminHandlers, api } from '../../../test/storyApp';

export const AGENT: AgentDetail = {
  userId: 1001,
  name: 'Maya Rivera',
  firstName: 'Maya',
  lastName: 'Rivera',
  email: 'maya.rivera@example.com',
  mobilePhone: '5035550101',
  officePhone: '5035550100',
  address: '12 Alder St',
  city: 'Portland',
  state: 'OR',
  zip: '97205',
  memberType: 'Agent',
  gfStatus: 'Current',
  startDate: '2018-06-01',
  licenceNumber: 'OR-201001',
  licenceExpiry: '2027-06-01',
  officeId: 1,
  officeNum: '1001',
  officeName: 'Pearl District',
  companyId: 1,
  companyName: 'Harbor & Pine Realty',
  active: true,
  activeString: 'Active',
  teamId: 3,
  teamName: 'Jacobi Team',
  teamStatus: 'Team Lead',
  plan: { splitBeforeCap: 70, capAmount: 18_000, anniversaryMonth: 6 },
  cap: {
    capAmount: 18_000,
    paidTowardCap: 11_250,
    remaining: 6_750,
    progressPercent: 62.5,
    capped: false,
    anniversaryDate: '2027-06-01',
    projectedCapDate: '2027-02-10',
  },
  userName: 'agent',
  history: [
    {
      kind: 'Added',
      effectiveDate: '2018-06-01',
      reason: 'Joined the office',
      changedAt: '2018-06-01T16:00:00Z',
      changedByName: 'Priya Shah',
    },
  ],
};

const LONG = 'Northwest Residential & Commercial Brokerage Partners of the Greater Metropolitan Area';

export const HOSTILE_AGENT: AgentDetail = {
  ...AGENT,
  userId: 1003,
  name: `${HOSTILE} ${LONG}`,
  firstName: HOSTILE,
  lastName: LONG,
  address: `${HOSTILE} ${LONG}`,
  officeName: LONG,
  teamName: HOSTILE,
  history: [
    {
      kind: 'Deactivated',
      effectiveDate: '2025-03-01',
      reason: `${HOSTILE} javascript:alert(1) ${LONG}`,
      changedAt: '2025-03-01T16:00:00Z',
      changedByName: HOSTILE,
    },
    ...AGENT.history,
  ],
};

export const INACTIVE_AGENT: AgentDetail = {
  ...AGENT,
  active: false,
  activeString: 'Inactive',
  gfStatus: 'Inactive',
  plan: null,
  teamId: null,
  teamName: null,
  teamStatus: 'Not on a team',
  history: Array.from({ length: 12 }, (_, i) => ({
    kind: i % 2 === 0 ? ('Deactivated' as const) : ('Reactivated' as const),
    effectiveDate: `20${25 - Math.floor(i / 2)}-0${(i % 9) + 1}-01`,
    reason: i % 2 === 0 ? 'Licence lapsed' : 'Licence renewed',
    changedAt: `20${25 - Math.floor(i / 2)}-0${(i % 9) + 1}-01T16:00:00Z`,
    changedByName: 'Priya Shah',
  })),
};

export const ACCESS: AgentAccess = {
  agentId: 1001,
  officeId: 1,
  items: [
    { title: 'Dashboard', path: 'dashboard', officeDefault: true, override: null, enabled: true },
    { title: 'Escrow', path: 'escrow', officeDefault: true, override: false, enabled: false },
    { title: 'Office Bill', path: 'office-bill', officeDefault: true, override: null, enabled: true },
    { title: 'Office Bill', path: 'reports/office-bill', officeDefault: true, override: null, enabled: true },
    {
      title: 'QuickBooks Export',
      path: 'reports/quickbooks-export',
      officeDefault: false,
      override: true,
      enabled: true,
    },
  ],
};

const NAMES = ['Maya Rivera', 'Daniel Okafor', HOSTILE, 'Anahí Mayer', 'Abraham Hansen', 'Li Wei', LONG];

export const STATS_ROWS: AgentStatsRow[] = Array.from({ length: 60 }, (_, i) => ({
  userId: 1001 + i,
  name: NAMES[i % NAMES.length] ?? 'Agent',
  officeNum: String(1001 + (i % 4)),
  officeName: 'Pearl District',
  active: i % 9 !== 8,
  sides: (i * 7) % 11,
  volume: ((i * 7) % 11) * 512_500,
  gci: ((i * 7) % 11) * 15_375,
  companyDollar: ((i * 7) % 11) * 4_612.5,
  capProgressPercent: Math.min(100, ((i * 7) % 11) * 12.5),
}));

function statsPage(rows: readonly AgentStatsRow[], request: Request) {
  const url = new URL(request.url);
  const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  if (rows.length === 0)
    return HttpResponse.json({ message: 'No records found.', data: [] }, { status: 404 });
  return HttpResponse.json(
    { data: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) },
    {
      headers: {
        'x-pagination': JSON.stringify({ currentPage: pageNumber, pageSize, totalCount: rows.length }),
      },
    },
  );
}

/** The admin handlers and the agent calls (the literal /agents/* paths before /agents/:id). */
export function agentHandlers(
  agent: AgentDetail = AGENT,
  stats: readonly AgentStatsRow[] = STATS_ROWS,
): HttpHandler[] {
  return [
    ...adminHandlers,
    http.get(api('/agents/nextAgentNum'), () => HttpResponse.json({ data: { agentId: 6601 } })),
    http.get(api('/agents/stats'), ({ request }) => statsPage(stats, request)),
    http.get(api('/agents/:id/access'), () => HttpResponse.json({ data: ACCESS })),
    http.get(api('/agents/:id'), () => HttpResponse.json({ data: agent })),
  ];
}
