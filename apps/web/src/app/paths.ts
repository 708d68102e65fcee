// Every route of the app in one table, each with a builder, so no page spells a path by hand.
import type { MainSelection } from '@balance/domain';

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

export const COMPANY_MEMBERSHIP_PAGES = [
  'profile',
  'offices',
  'import-agent',
  'external-company',
  'dtr-contact',
] as const;
export type CompanyMembershipPage = (typeof COMPANY_MEMBERSHIP_PAGES)[number];

/** Appends `?returnTo=` (or any query) to a path, leaving it bare when the query is empty. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

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
    pattern: '/auth/agent-ez/reset-password',
    build: () => '/auth/agent-ez/reset-password',
  },
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
  officeProfile: {
    pattern: '/main/offices/profile/:page',
    build: (page: OfficeProfilePage, officeId?: number) =>
      withQuery(`/main/offices/profile/${page}`, {
        officeId: officeId === undefined ? undefined : String(officeId),
      }),
  },
  agentHome: { pattern: '/agent-ez', build: () => '/agent-ez' },
  agentArea: { pattern: '/agent-ez/*?', build: (segment = 'dashboard') => `/agent-ez/${segment}` },
} as const;

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
