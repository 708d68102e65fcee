// Every data view of both areas, with the call it loads its data with (the one the fault suite breaks)
// and how to tell that it has loaded. Ids come from the mock's deterministic seed through its API.
import type { Locator, Page } from '@playwright/test';
import { API_BASE, DEMO_PASSWORD, type Account } from '../fixtures';

export type DataView = {
  name: string;
  account: Account;
  path: string;
  /** The view's own data call (path + query of the API URL). */
  call: RegExp;
  /** After the page opened: what starts the call (e.g. press Go); nothing when it loads by itself. */
  start?: (page: Page) => Promise<void>;
  /** Something only the loaded view shows. */
  ready: (page: Page) => Locator;
  /**
   * The call is made once per app load (the tab filter, the agent shell's report list), so testing it
   * needs a page load, not an in-app navigation.
   */
  fullLoad?: boolean;
};

/**
 * How many tests a walk over every view of an area is cut into: a whole walk is minutes long, and one
 * such test at the end of the run would keep one lane busy while the other has nothing left to do.
 */
export const WALK_PARTS = { superuser: 3, agent: 2 } as const satisfies Partial<Record<Account, number>>;
/** The accounts whose views are walked. */
export type WalkAccount = keyof typeof WALK_PARTS;

/** Part `index` (from 0) of `parts` of a list: consecutive items, so related views stay together. */
export function partOf<T>(list: readonly T[], index: number, parts: number): T[] {
  const at = (n: number) => Math.round((n * list.length) / parts);
  return list.slice(at(index), at(index + 1));
}

export type SeedIds = {
  companyId: number;
  officeId: number;
  /** The demo agents' office: it has teams and users of its own whatever other tests did (read only). */
  demoOfficeId: number;
  contractId: number;
  /** A listing of the first company (the listing page). */
  listingId: number;
  /** A fallen contract of the demo agent (its Contract page offers Reopen with a reason). */
  fallenContractId: number;
  invoiceId: number;
  /** The first company's commission plan with the most agents on it. */
  planId: number;
  /** A staff user of another office than the demo one (so no demo account is locked). */
  userId: number;
  teamId: number;
};

async function apiGet<T>(account: Account, path: string): Promise<T> {
  const login = await fetch(`${API_BASE}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: account, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${data.token}` } });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Ids of records the views open: the first company and office, the agent's first contract and bill. */
export async function seedIds(): Promise<SeedIds> {
  const year = new Date().getFullYear();
  const [companies, offices, contracts, invoices, users, teams] = await Promise.all([
    apiGet<{ id: number }[]>('superuser', '/companies?pageSize=1&pageNumber=1'),
    apiGet<{ id: number }[]>('superuser', '/office/GetOffices'),
    apiGet<{ contractId: number }[]>(
      'agent',
      `/contracts/GetContractsByAgentId?year=${year}&pageNumber=1&pageSize=1`,
    ),
    apiGet<{ id: number }[]>(
      'agent',
      // Any invoice (other specs pay the open ones).
      '/AgentInvoice/getAgentOpenInvoice?filter=All&pageNumber=1&pageSize=1',
    ),
    apiGet<{ userId: number; officeNum: string | null }[]>(
      'superuser',
      '/Users/search?searchField=User_Role&searchText=Office%20Admin&pageSize=20&pageNumber=1',
    ),
    apiGet<{ id: number }[]>('superuser', '/teams/search?pageSize=1&pageNumber=1'),
  ]);
  const pick = <T>(list: T[], what: string): T => {
    const first = list[0];
    if (first === undefined) throw new Error(`The seed has no ${what}`);
    return first;
  };
  const companyId = pick(companies, 'company').id;
  const plans = await apiGet<{ id: number; agentCount: number }[]>(
    'superuser',
    `/plans?companyId=${companyId}`,
  );
  const busiest = [...plans].sort((a, b) => b.agentCount - a.agentCount);
  const listings = await apiGet<{ listingId: number }[]>(
    'superuser',
    `/listings/search?companyId=${companyId}&pageSize=1&pageNumber=1`,
  );
  let fallen: { contractId: number }[] = [];
  for (let y = year; y >= year - 6 && fallen.length === 0; y -= 1) {
    fallen = await apiGet<{ contractId: number }[]>(
      'agent',
      `/contracts/GetContractsByAgentId?year=${y}&contractFilter=FALL&pageNumber=1&pageSize=1`,
    ).catch(() => []);
  }
  return {
    planId: pick(busiest, 'commission plan').id,
    companyId,
    // Not the first office: it is the demo agents' office, and the write tests must not lock them out.
    officeId: pick(offices.slice(1), 'second office').id,
    demoOfficeId: pick(offices, 'office').id,
    contractId: pick(contracts, 'contract').contractId,
    listingId: pick(listings, 'listing').listingId,
    fallenContractId: pick(fallen, 'fallen contract').contractId,
    invoiceId: pick(invoices, 'invoice').id,
    userId: pick(
      users.filter((u) => u.officeNum !== null && u.officeNum !== '1001'),
      'staff user of another office',
    ).userId,
    teamId: pick(teams, 'team').id,
  };
}

const pressGo = async (page: Page) => {
  const go = page.getByRole('button', { name: 'Go', exact: true });
  await go.waitFor();
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Go');
      return button && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
    },
    undefined,
    { timeout: 10_000 },
  );
  await go.click();
};
/** An agent of the demo office the write tests leave alone (not the demo agent). */
const AGENT_ID = 1002;
const gridRow = (page: Page) => page.getByRole('grid').getByRole('row').nth(1);
export const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

const SEARCHES = [
  { selection: 'companies', call: /^\/companies(\?|$)/i },
  { selection: 'offices', call: /^\/office\/search/i },
  { selection: 'agents', call: /^\/agents(\?|$)/i },
  { selection: 'users', call: /^\/users\/search/i },
  { selection: 'users?attr=Team_All', call: /^\/teams\/search/i },
  { selection: 'regions', call: /^\/regions(\?|$)/i },
] as const;

/**
 * Not listed: lookups inside forms and pickers (the company/office choosers, countries, the next office
 * number on Add New Office). They degrade in place with a field message and the page stays usable;
 * the import page's only call of its own is the upload (an action, covered by the double-submit test).
 */
export function adminViews(ids: SeedIds): DataView[] {
  const { companyId, officeId, demoOfficeId, planId } = ids;
  const company = (page: string, call: RegExp, ready: DataView['ready']): DataView => ({
    name: `admin company ${page}`,
    account: 'superuser',
    path: `/main/companies/membership/${page}?companyId=${companyId}`,
    call,
    ready,
  });
  const office = (page: string, call: RegExp, ready: DataView['ready']): DataView => ({
    name: `admin office ${page}`,
    account: 'superuser',
    path: `/main/offices/profile/${page}?officeId=${officeId}`,
    call,
    ready,
  });
  /** An office's Billing page: the call is under /Office/billing/{id}/; ready when its table or empty note is up. */
  const billing = (page: string, call: string, ready: RegExp): DataView => ({
    name: `admin office billing ${page}`,
    account: 'superuser',
    path: `/main/offices/billing/${page}?officeId=${officeId}`,
    call: new RegExp(`^/office/billing/${officeId}/${call}`, 'i'),
    ready: (p) => p.getByText(ready).first(),
  });
  const agent = (page: string, call: RegExp, ready: DataView['ready']): DataView => ({
    name: `admin agent ${page}`,
    account: 'superuser',
    path: `/main/agents/profile/${page}?agentId=${AGENT_ID}`,
    call,
    ready,
  });
  const agentById = new RegExp(`^/agents/${AGENT_ID}$`, 'i');
  const plan = (name: string, call: RegExp, ready: DataView['ready']): DataView => ({
    name: `admin ${name}`,
    account: 'superuser',
    path: `/main/companies/plans/${planId}`,
    call,
    ready,
  });
  const { userId, teamId } = ids;
  const userById = new RegExp(`^/users/${userId}$`, 'i');
  const teamById = new RegExp(`^/teams/${teamId}$`, 'i');
  const byId = new RegExp(`^/companies/${companyId}$`, 'i');
  const officeById = new RegExp(`^/office/byid/${officeId}$`, 'i');
  return [
    {
      name: 'admin tab filter',
      account: 'superuser',
      path: '/main/companies',
      call: /^\/tabfilter/i,
      fullLoad: true,
      // The 'Search by' choice is filled from the tab filter.
      ready: (page) => page.getByRole('button', { name: /^All Companies/ }),
    },
    ...SEARCHES.map(({ selection, call }): DataView => ({
      name: `admin search ${selection}`,
      account: 'superuser',
      path: `/main/${selection}`,
      call,
      start: pressGo,
      ready: gridRow,
    })),
    {
      name: 'admin detail card',
      account: 'superuser',
      path: `/main/companies?attr=Company_All&page=1&row=${companyId}`,
      call: byId,
      ready: (page) => page.getByRole('link', { name: 'Open company profile' }),
    },
    {
      name: 'admin user detail card',
      account: 'superuser',
      path: `/main/users?attr=User_All&page=1&row=${userId}`,
      call: userById,
      ready: (page) => page.getByRole('link', { name: 'Open user profile' }),
    },
    {
      name: 'admin team detail card',
      account: 'superuser',
      path: `/main/users?attr=Team_All&page=1&row=${teamId}`,
      call: teamById,
      ready: (page) => page.getByRole('link', { name: 'Open team page' }),
    },
    {
      name: 'admin user profile',
      account: 'superuser',
      path: `/main/users/profile/profile?userId=${userId}`,
      call: userById,
      ready: (page) => page.getByRole('button', { name: 'Edit' }),
    },
    {
      name: 'admin team page',
      account: 'superuser',
      path: `/main/teams/profile/profile?teamId=${teamId}`,
      call: teamById,
      ready: (page) => page.getByRole('grid', { name: /^Members of / }),
    },
    company('profile', byId, (page) => page.getByRole('button', { name: 'Edit' })),
    company('offices', new RegExp(`^/office/company/${companyId}`, 'i'), (page) =>
      page.getByRole('row').nth(1),
    ),
    {
      name: 'admin plan setup',
      account: 'superuser',
      path: `/main/companies/plans?companyId=${companyId}`,
      call: /^\/plans\?companyId=/i,
      ready: gridRow,
    },
    plan('plan', new RegExp(`^/plans/${planId}$`, 'i'), (page) =>
      page.getByRole('button', { name: 'Save Plan' }),
    ),
    plan('plan agents', new RegExp(`^/plans/${planId}/agents$`, 'i'), (page) =>
      page.getByRole('list', { name: 'Agents on this plan' }),
    ),
    {
      ...plan('agent plan panel', /^\/agents\/\d+\/plan$/i, (page) =>
        page.getByRole('region', { name: 'Commission plan' }).getByText('Cap year', { exact: true }),
      ),
      start: async (page) => {
        await page.getByRole('list', { name: 'Agents on this plan' }).getByRole('button').first().click();
      },
    },
    company(
      'external-company',
      new RegExp(`^/companies/external/${companyId}$`, 'i'),
      heading(/^External systems$/),
    ),
    company(
      'dtr-contact',
      new RegExp(`^/companies/dtrContactMapping/${companyId}$`, 'i'),
      heading(/^Contact roles$/),
    ),
    {
      name: 'admin office membership agents',
      account: 'superuser',
      path: `/main/offices/membership/agents?officeId=${demoOfficeId}`,
      call: /^\/agents\/agentsby/i,
      ready: (page) => page.getByRole('grid', { name: 'Office Agents' }),
    },
    {
      name: 'admin office membership teams',
      account: 'superuser',
      path: `/main/offices/membership/teams?officeId=${demoOfficeId}`,
      call: /^\/teams\/search/i,
      ready: (page) => page.getByRole('grid', { name: 'Office Teams' }),
    },
    {
      name: 'admin office membership users',
      account: 'superuser',
      path: `/main/offices/membership/users?officeId=${demoOfficeId}`,
      call: /^\/users\/search/i,
      ready: (page) => page.getByRole('grid', { name: 'Office Users' }),
    },
    office('contact-info', officeById, (page) => page.getByRole('button', { name: 'Edit' })),
    office('royalties', new RegExp(`^/office/royalties/${officeId}`, 'i'), heading(/Royalties/)),
    office(
      'contract',
      new RegExp(`^/office/contract/${officeId}$`, 'i'),
      heading(/^(Contract [A-Z]{2}-|There is no contract available)/),
    ),
    office('notes', new RegExp(`^/office/notes/${officeId}`, 'i'), heading(/Notes/)),
    office('status', new RegExp(`^/office/status/${officeId}`, 'i'), heading(/Status/)),
    office('agentez-setup', new RegExp(`^/office/settings/${officeId}`, 'i'), heading(/Agent\.EZ/)),
    office('external-office', new RegExp(`^/office/settings/${officeId}`, 'i'), heading(/External/)),
    billing('queue', 'payouts\\?status=Not', /Totals by agent|No closed contracts are waiting for payout/),
    billing('print-checks', 'payouts\\?status=Pending', /Totals by agent|No approved payouts to print/),
    billing('expenses', 'expenses', /Charges to agents|No charges yet/),
    {
      name: 'admin agent detail card',
      account: 'superuser',
      path: `/main/agents?attr=Agent_All&page=1&row=${AGENT_ID}`,
      call: agentById,
      ready: (page) => page.getByRole('link', { name: 'Open agent profile' }),
    },
    agent('contact', agentById, (page) => page.getByRole('button', { name: 'Edit' })),
    agent('membership', agentById, heading(/^Cap Progress$/)),
    agent('status', agentById, heading(/^Status History$/)),
    agent('move', agentById, (page) => page.getByRole('button', { name: 'Move Agent' })),
    agent('agentez-access', new RegExp(`^/agents/${AGENT_ID}/access$`, 'i'), (page) =>
      page.getByRole('button', { name: 'Save Access' }),
    ),
    {
      name: 'admin contract page',
      account: 'superuser',
      path: `/main/contracts/profile?contractId=${ids.contractId}`,
      call: new RegExp(`^/contracts/admin/${ids.contractId}$`, 'i'),
      ready: heading(/^Commission Breakdown$/),
    },
    {
      name: 'admin agent stats',
      account: 'superuser',
      path: `/main/companies/vitals/agent-stats?companyId=${companyId}`,
      call: /^\/agents\/stats/i,
      ready: gridRow,
    },
    {
      name: 'admin listings list',
      account: 'superuser',
      path: `/main/companies/vitals/listings?companyId=${companyId}`,
      call: /^\/listings\/search/i,
      ready: gridRow,
    },
    {
      name: 'admin contracts list',
      account: 'superuser',
      path: `/main/companies/vitals/contracts?companyId=${companyId}`,
      call: /^\/contracts\/search/i,
      ready: gridRow,
    },
    {
      name: 'admin listing page',
      account: 'superuser',
      path: `/main/listings/profile?listingId=${ids.listingId}`,
      call: /^\/listings\/\d+/i,
      ready: (page) => page.getByText('First list price'),
    },
  ];
}
