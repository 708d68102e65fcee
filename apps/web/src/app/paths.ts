// Every route of both areas in one table, each with a builder, so no page spells a path by hand.
// The admin area's sidebars and the agent area's routes and rail are built from it.
import type { MainSelection, ReportSlug } from '@balance/domain';

export const OFFICE_PROFILE_PAGES = [
  'contact-info',
  'royalties',
  'contract',
  'notes',
  'status',
  'new-office',
  'agentez-setup',
  'external-office',
] as const;
export type OfficeProfilePage = (typeof OFFICE_PROFILE_PAGES)[number];

export const AGENT_PROFILE_PAGES = [
  'contact',
  'membership',
  'plan',
  'agentez-access',
  'status',
  'move',
] as const;
export type AgentProfilePage = (typeof AGENT_PROFILE_PAGES)[number];

export const COMPANY_MEMBERSHIP_PAGES = [
  'profile',
  'offices',
  'import-agent',
  'external-company',
  'dtr-contact',
] as const;
export type CompanyMembershipPage = (typeof COMPANY_MEMBERSHIP_PAGES)[number];

/** The offices sidebar's Membership pages: the office's agents, teams and users. */
export const OFFICE_MEMBERSHIP_PAGES = ['agents', 'teams', 'users'] as const;
export type OfficeMembershipPage = (typeof OFFICE_MEMBERSHIP_PAGES)[number];
/** The offices sidebar's Billing group. */
export const OFFICE_BILLING_PAGES = ['queue', 'print-checks', 'expenses'] as const;
export type OfficeBillingPage = (typeof OFFICE_BILLING_PAGES)[number];

/** Pages about one user (/main/users/profile/:page?userId=) and one team (?teamId=). */
export const USER_PROFILE_PAGES = ['profile'] as const;
export type UserProfilePage = (typeof USER_PROFILE_PAGES)[number];
export const TEAM_PROFILE_PAGES = ['profile'] as const;
export type TeamProfilePage = (typeof TEAM_PROFILE_PAGES)[number];

/** Appends `?returnTo=` (or any query) to a path, leaving it bare when the query is empty. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const AGENT_BASE = '/agent-ez' as const;

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/**
 * A route of the agent area. `pattern` is absolute; `nested` is the same pattern inside the
 * /agent-ez router that the agent area's routes are nested in.
 */
function agentRoute<const Nested extends string, Args extends unknown[]>(
  nested: Nested,
  build: (...args: Args) => string,
) {
  const pattern = (nested === '/' ? AGENT_BASE : `${AGENT_BASE}${nested}`) as `${typeof AGENT_BASE}${string}`;
  return { pattern, nested, build };
}

/** The password page; the login page names it alone so the route table stays out of its chunk. */
export const AGENT_RESET_PASSWORD = '/auth/agent-ez/reset-password';

/** Route patterns (wouter syntax) and the builders that fill them. */
export const paths = {
  root: { pattern: '/', build: () => '/' },
  adminLogin: {
    pattern: '/auth/admin/login',
    build: (returnTo?: string) => withQuery('/auth/admin/login', { returnTo }),
  },
  agentLogin: {
    pattern: '/auth/agent-ez/login',
    build: (returnTo?: string) => withQuery('/auth/agent-ez/login', { returnTo }),
  },
  agentResetPassword: {
    pattern: AGENT_RESET_PASSWORD,
    build: () => AGENT_RESET_PASSWORD,
  },

  // The admin area: every path that is not under /agent-ez.
  mainHome: { pattern: '/main', build: () => '/main' },
  main: {
    pattern: '/main/:mainSelection',
    build: (selection: MainSelection, query?: string) =>
      query ? `/main/${selection}?${query}` : `/main/${selection}`,
  },
  addNew: {
    pattern: '/main/add-new/:mainSelection',
    build: (selection: MainSelection) => `/main/add-new/${selection}`,
  },
  membershipAddNew: {
    pattern: '/main/membership/add-new/:mainSelection',
    build: (selection: MainSelection) => `/main/membership/add-new/${selection}`,
  },
  companyMembership: {
    pattern: '/main/companies/membership/:page',
    build: (page: CompanyMembershipPage, companyId?: number) =>
      withQuery(`/main/companies/membership/${page}`, {
        companyId: companyId === undefined ? undefined : String(companyId),
      }),
  },
  /** Plan Setup: the company's commission plans. */
  companyPlans: {
    pattern: '/main/companies/plans',
    build: (companyId?: number) =>
      withQuery('/main/companies/plans', {
        companyId: companyId === undefined ? undefined : String(companyId),
      }),
  },
  /** One plan (`new`: a new plan of the company in `?companyId=`). */
  companyPlan: {
    pattern: '/main/companies/plans/:planId',
    build: (planId: number | 'new', companyId?: number) =>
      withQuery(`/main/companies/plans/${planId}`, {
        companyId: companyId === undefined ? undefined : String(companyId),
      }),
  },
  officeProfile: {
    pattern: '/main/offices/profile/:page',
    build: (page: OfficeProfilePage, officeId?: number) =>
      withQuery(`/main/offices/profile/${page}`, {
        officeId: officeId === undefined ? undefined : String(officeId),
      }),
  },
  agentProfile: {
    pattern: '/main/agents/profile/:page',
    build: (page: AgentProfilePage, agentId?: number) =>
      withQuery(`/main/agents/profile/${page}`, {
        agentId: agentId === undefined ? undefined : String(agentId),
      }),
  },
  /** One contract: its parties, commission breakdown, status changes and CDA. */
  contractProfile: {
    pattern: '/main/contracts/profile',
    build: (contractId: number) => `/main/contracts/profile?contractId=${contractId}`,
  },
  /** Vitals → Agent Stats of the companies sidebar. */
  agentStats: {
    pattern: '/main/companies/vitals/agent-stats',
    build: (companyId?: number) =>
      withQuery('/main/companies/vitals/agent-stats', {
        companyId: companyId === undefined ? undefined : String(companyId),
      }),
  },
  /** Vitals → Listings List and Contracts of the companies sidebar. */
  listingsList: {
    pattern: '/main/companies/vitals/listings',
    build: (companyId?: number) =>
      withQuery('/main/companies/vitals/listings', {
        companyId: companyId === undefined ? undefined : String(companyId),
      }),
  },
  contractsList: {
    pattern: '/main/companies/vitals/contracts',
    build: (companyId?: number) =>
      withQuery('/main/companies/vitals/contracts', {
        companyId: companyId === undefined ? undefined : String(companyId),
      }),
  },
  /** One listing: its details, price changes and the contracts it led to. */
  listingProfile: {
    pattern: '/main/listings/profile',
    build: (listingId: number) => `/main/listings/profile?listingId=${listingId}`,
  },
  officeMembership: {
    pattern: '/main/offices/membership/:page',
    build: (page: OfficeMembershipPage, officeId?: number) =>
      withQuery(`/main/offices/membership/${page}`, {
        officeId: officeId === undefined ? undefined : String(officeId),
      }),
  },
  officeBilling: {
    pattern: '/main/offices/billing/:page',
    build: (page: OfficeBillingPage, officeId?: number) =>
      withQuery(`/main/offices/billing/${page}`, {
        officeId: officeId === undefined ? undefined : String(officeId),
      }),
  },
  userProfile: {
    pattern: '/main/users/profile/:page',
    build: (page: UserProfilePage, userId?: number) =>
      withQuery(`/main/users/profile/${page}`, {
        userId: userId === undefined ? undefined : String(userId),
      }),
  },
  teamProfile: {
    pattern: '/main/teams/profile/:page',
    build: (page: TeamProfilePage, teamId?: number) =>
      withQuery(`/main/teams/profile/${page}`, {
        teamId: teamId === undefined ? undefined : String(teamId),
      }),
  },
  /** Add Team: teams are found in the users tab, so the page sits beside Add User. */
  addTeam: { pattern: '/main/add-new/teams', build: () => '/main/add-new/teams' },

  // The agent area (/agent-ez/*).
  agentHome: agentRoute('/', () => AGENT_BASE),
  /** Any page of the area by its path below /agent-ez (a report item's `path`). */
  agentArea: {
    pattern: `${AGENT_BASE}/*?`,
    build: (segment = 'dashboard') => `${AGENT_BASE}/${trimSlashes(segment)}`,
  },
  agentDashboard: agentRoute('/dashboard', () => `${AGENT_BASE}/dashboard`),
  /** /reports itself redirects to the index of reports. */
  agentReports: agentRoute('/reports', () => `${AGENT_BASE}/reports/index`),
  agentReport: agentRoute('/reports/:slug', (slug: ReportSlug) => `${AGENT_BASE}/reports/${slug}`),
  agentContracts: agentRoute('/contracts', () => `${AGENT_BASE}/contracts`),
  agentContract: agentRoute(
    '/contracts/:contractId',
    (contractId: number) => `${AGENT_BASE}/contracts/${contractId}`,
  ),
  agentCoversheets: agentRoute('/coversheet', () => `${AGENT_BASE}/coversheet`),
  agentCoversheet: agentRoute(
    '/coversheet/:contractId',
    (contractId: number) => `${AGENT_BASE}/coversheet/${contractId}`,
  ),
  agentEscrow: agentRoute('/escrow', (contractId?: number) =>
    withQuery(`${AGENT_BASE}/escrow`, {
      contractId: contractId === undefined ? undefined : String(contractId),
    }),
  ),
  agentOfficeBill: agentRoute('/office-bill', () => `${AGENT_BASE}/office-bill`),
  /** The bill page, with an invoice shown when the id is given. */
  agentInvoice: agentRoute(
    '/office-bill/:invoiceId?',
    (invoiceId: number) => `${AGENT_BASE}/office-bill/${invoiceId}`,
  ),
  agentPlanStatus: agentRoute('/plan-status', () => `${AGENT_BASE}/plan-status`),
  agentTax1099: agentRoute('/1099', () => `${AGENT_BASE}/1099`),
} as const;

/** The admin Contract page of a contract (grids and lists link their rows here). */
export const contractPagePath = (contractId: number): string => paths.contractProfile.build(contractId);

/** The path below /agent-ez ('' for the area's root or a path outside it). */
export function agentRelativePath(path: string): string {
  return path.startsWith(`${AGENT_BASE}/`) ? path.slice(AGENT_BASE.length + 1) : '';
}

/** A positive integer route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function isOfficeProfilePage(value: unknown): value is OfficeProfilePage {
  return typeof value === 'string' && (OFFICE_PROFILE_PAGES as readonly string[]).includes(value);
}

export function isCompanyMembershipPage(value: unknown): value is CompanyMembershipPage {
  return typeof value === 'string' && (COMPANY_MEMBERSHIP_PAGES as readonly string[]).includes(value);
}

/** A `returnTo` is honoured only when it is a path inside this app (no open redirect). */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/'))
    return fallback;
  return value;
}
