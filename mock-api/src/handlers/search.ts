// The admin search: the tab filter (attributes per main selection) and how each attribute matches.
// Matching is case-insensitive over the store's precomputed lowercased keys.
import type { SearchAttribute, TabFilter } from '@balance/api-client';
import { searchIndex, type Matcher, type SearchIndex, type SearchPage } from '../store/search-index.ts';
import type { AgentRec, CompanyRec, OfficeRec, RegionRec, TeamRec, UserRec } from '../store/types.ts';
import { HttpError, MESSAGE } from './http/errors.ts';
import { makeRoute, type Deps } from './http/route.ts';

/** One search attribute: its label, its value (the search field), its sub-filters, and how it matches. */
export type Attribute<T> = {
  text: string;
  value: string;
  subFilter?: ReadonlyArray<{ text: string; value: string }>;
  matcher: Matcher<T>;
};

const all = { kind: 'all' } as const;
const contains = (column: string) => ({ kind: 'column', column, mode: 'contains' }) as const;
const prefix = (column: string) => ({ kind: 'column', column, mode: 'prefix' }) as const;
const equals = (column: string) => ({ kind: 'column', column, mode: 'equals' }) as const;

const ACTIVE_INACTIVE = [
  { text: 'Active', value: 'Active' },
  { text: 'Inactive', value: 'Inactive' },
] as const;

const options = (values: string[]) => values.map((v) => ({ text: v, value: v }));

export function agentAttributes(): Attribute<AgentRec>[] {
  return AGENT_ATTRIBUTES;
}

const AGENT_ATTRIBUTES: Attribute<AgentRec>[] = [
  { text: 'All Agents', value: 'Agent_All', matcher: all },
  { text: 'Name', value: 'Agent_Name', matcher: contains('name') },
  { text: 'Agent ID', value: 'Agent_Id', matcher: prefix('id') },
  { text: 'E-mail', value: 'Agent_Email', matcher: contains('email') },
  { text: 'Office', value: 'Agent_Office', matcher: contains('office') },
  { text: 'Type', value: 'Agent_MemberType', matcher: contains('memberType') },
  { text: 'Status', value: 'Agent_Status', subFilter: ACTIVE_INACTIVE, matcher: equals('active') },
  {
    text: 'BSF Status',
    value: 'Agent_BsfStatus',
    subFilter: options(['Current', 'Past Due', 'Exempt', 'Inactive']),
    matcher: equals('gfStatus'),
  },
  {
    text: 'Team Status',
    value: 'Agent_TeamStatus',
    subFilter: options(['Team Lead', 'Team Member', 'Not on a team']),
    matcher: equals('teamStatus'),
  },
  {
    text: 'Agents with Active Listings',
    value: 'Listing_All',
    matcher: { kind: 'predicate', test: (a) => a.activeListings > 0 },
  },
  {
    text: 'Agents with Pending Contracts',
    value: 'Contract_AllContract',
    matcher: { kind: 'predicate', test: (a) => a.pendingContracts > 0 },
  },
];

export const companyAttributes: Attribute<CompanyRec>[] = [
  { text: 'All Companies', value: 'Company_All', matcher: all },
  { text: 'Name', value: 'Company_Name', matcher: contains('name') },
  { text: 'Company ID', value: 'Company_Id', matcher: prefix('id') },
  { text: 'City', value: 'Company_City', matcher: contains('city') },
  { text: 'State', value: 'Company_State', matcher: prefix('state') },
  { text: 'Status', value: 'Company_Status', subFilter: ACTIVE_INACTIVE, matcher: equals('active') },
];

export const officeAttributes: Attribute<OfficeRec>[] = [
  { text: 'All Offices', value: 'Office_All', matcher: all },
  { text: 'Office Name', value: 'Office_Name', matcher: contains('name') },
  { text: 'Office Number', value: 'Office_Num', matcher: prefix('num') },
  { text: 'City', value: 'Office_City', matcher: contains('city') },
  { text: 'Company', value: 'Office_Company', matcher: contains('company') },
  { text: 'E-mail', value: 'Office_Email', matcher: contains('email') },
  {
    text: 'Status',
    value: 'Office_Status',
    subFilter: [
      { text: 'Pending', value: '0' },
      { text: 'Active', value: '1' },
    ],
    matcher: equals('status'),
  },
];

export const regionAttributes: Attribute<RegionRec>[] = [
  { text: 'All Regions', value: 'Region_All', matcher: all },
  { text: 'Name', value: 'Region_Name', matcher: contains('name') },
  { text: 'Company', value: 'Region_Company', matcher: contains('company') },
  { text: 'Status', value: 'Region_Status', subFilter: ACTIVE_INACTIVE, matcher: equals('active') },
];

export const userAttributes: Attribute<UserRec>[] = [
  { text: 'All Users', value: 'User_All', matcher: all },
  { text: 'User Name', value: 'User_Name', matcher: contains('userName') },
  { text: 'Name', value: 'User_FullName', matcher: contains('name') },
  { text: 'E-mail', value: 'User_Email', matcher: contains('email') },
  { text: 'Role', value: 'User_Role', matcher: contains('role') },
  { text: 'Office', value: 'User_Office', matcher: contains('office') },
  { text: 'Status', value: 'User_Status', subFilter: ACTIVE_INACTIVE, matcher: equals('active') },
];

/** Team attributes are offered in the users tab; `/teams/search` answers them. */
export const teamAttributes: Attribute<TeamRec>[] = [
  { text: 'Teams', value: 'Team_All', matcher: all },
  { text: 'Team Name', value: 'Team_Name', matcher: contains('name') },
  { text: 'Team Leader', value: 'Team_Leader', matcher: contains('leader') },
  { text: 'Team Office', value: 'Team_Office', matcher: contains('office') },
];

function toSearchAttributes<T>(attributes: Attribute<T>[]): SearchAttribute[] {
  return attributes.map((a) => ({
    text: a.text,
    value: a.value,
    subFilter: (a.subFilter ?? []).map((s) => ({ ...s })),
  }));
}

export function tabFilter(): TabFilter {
  return {
    agents: toSearchAttributes(agentAttributes()),
    companies: toSearchAttributes(companyAttributes),
    offices: toSearchAttributes(officeAttributes),
    regions: toSearchAttributes(regionAttributes),
    users: [...toSearchAttributes(userAttributes), ...toSearchAttributes(teamAttributes)],
  };
}

/**
 * Finds the attribute by value (case-insensitively). Unknown: a 400 when the operation documents one,
 * else no results (404), as the contract allows.
 */
export function findAttribute<T>(
  attributes: Attribute<T>[],
  value: string | undefined,
  strict: boolean,
  fallback?: string,
): Attribute<T> {
  const wanted = (value || fallback || '').toLowerCase();
  const found = attributes.find((a) => a.value.toLowerCase() === wanted);
  if (found) return found;
  if (strict) {
    throw new HttpError(400, {
      message: MESSAGE.invalid,
      errors: {
        searchField: [`Unknown search attribute. Use one of: ${attributes.map((a) => a.value).join(', ')}.`],
      },
    });
  }
  throw new HttpError(404, { message: MESSAGE.noResults, data: [] });
}

/** One page of the records matching the attribute and text, within the user's scope (null: everything). */
export function runSearch<T>(
  index: SearchIndex<T>,
  attribute: Attribute<T>,
  text: string | undefined,
  inScope: ((rec: T) => boolean) | null,
  page: { pageNumber: number; pageSize: number },
): SearchPage<T> {
  return searchIndex(index, attribute.matcher, text, inScope, page.pageNumber, page.pageSize);
}

export function searchHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);
  return [
    api.get(
      '/tabfilter',
      route({ auth: 'user' }, ({ response }) => response(200).json({ data: tabFilter() })),
    ),
  ];
}
