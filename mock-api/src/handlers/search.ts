// The admin search: the tab filter (attributes per main selection) and how each attribute matches.
// Matching is case-insensitive over the store's precomputed lowercased keys.
import type { SearchAttribute, TabFilter } from '@balance/api-client';
import type { Keyed, Store } from '../store/store.ts';
import type { AgentRec, CompanyRec, OfficeRec, RegionRec, TeamRec, UserRec } from '../store/types.ts';
import { HttpError, MESSAGE, makeRoute, type Deps } from './context.ts';
import { teamStatus } from './views.ts';

/** How one attribute matches a row: by text (`contains`/`prefix` on a key) or by a sub-filter value. */
export type Attribute<T> = {
  text: string;
  value: string;
  subFilter?: ReadonlyArray<{ text: string; value: string }>;
  /** Returns whether the row matches; `needle` is already trimmed and lowercased. */
  match: (row: Keyed<T>, needle: string) => boolean;
};

const contains =
  <T>(key: string) =>
  (row: Keyed<T>, needle: string): boolean =>
    (row.keys[key] ?? '').includes(needle);
const prefix =
  <T>(key: string) =>
  (row: Keyed<T>, needle: string): boolean =>
    (row.keys[key] ?? '').startsWith(needle);
const all = (): boolean => true;

const ACTIVE_INACTIVE = [
  { text: 'Active', value: 'Active' },
  { text: 'Inactive', value: 'Inactive' },
] as const;

/** Matches an Active/Inactive sub-filter; an empty needle matches everything. */
const activeMatch = (active: boolean, needle: string): boolean =>
  needle === '' || (needle === 'active' ? active : needle === 'inactive' ? !active : false);

export function agentAttributes(store: Store): Attribute<AgentRec>[] {
  return [
    { text: 'All Agents', value: 'Agent_All', match: all },
    { text: 'Name', value: 'Agent_Name', match: contains('name') },
    { text: 'Agent ID', value: 'Agent_Id', match: prefix('id') },
    { text: 'E-mail', value: 'Agent_Email', match: contains('email') },
    { text: 'Office', value: 'Agent_Office', match: contains('office') },
    { text: 'Type', value: 'Agent_MemberType', match: contains('memberType') },
    {
      text: 'Status',
      value: 'Agent_Status',
      subFilter: ACTIVE_INACTIVE,
      match: (r, n) => activeMatch(r.rec.active, n),
    },
    {
      text: 'BSF Status',
      value: 'Agent_BsfStatus',
      subFilter: ['Current', 'Past Due', 'Exempt', 'Inactive'].map((v) => ({ text: v, value: v })),
      match: (r, n) => n === '' || r.keys.gfStatus === n,
    },
    {
      text: 'Team Status',
      value: 'Agent_TeamStatus',
      subFilter: ['Team Lead', 'Team Member', 'Not on a team'].map((v) => ({ text: v, value: v })),
      match: (r, n) => n === '' || teamStatus(store, r.rec).toLowerCase() === n,
    },
    { text: 'Agents with Active Listings', value: 'Listing_All', match: (r) => r.rec.activeListings > 0 },
    {
      text: 'Agents with Pending Contracts',
      value: 'Contract_AllContract',
      match: (r) => r.rec.pendingContracts > 0,
    },
  ];
}

export const companyAttributes: Attribute<CompanyRec>[] = [
  { text: 'All Companies', value: 'Company_All', match: all },
  { text: 'Name', value: 'Company_Name', match: contains('name') },
  { text: 'Company ID', value: 'Company_Id', match: prefix('id') },
  { text: 'City', value: 'Company_City', match: contains('city') },
  { text: 'State', value: 'Company_State', match: prefix('state') },
  {
    text: 'Status',
    value: 'Company_Status',
    subFilter: ACTIVE_INACTIVE,
    match: (r, n) => activeMatch(r.rec.active, n),
  },
];

export const officeAttributes: Attribute<OfficeRec>[] = [
  { text: 'All Offices', value: 'Office_All', match: all },
  { text: 'Office Name', value: 'Office_Name', match: contains('name') },
  { text: 'Office Number', value: 'Office_Num', match: prefix('num') },
  { text: 'City', value: 'Office_City', match: contains('city') },
  { text: 'Company', value: 'Office_Company', match: contains('company') },
  { text: 'E-mail', value: 'Office_Email', match: contains('email') },
  {
    text: 'Status',
    value: 'Office_Status',
    subFilter: [
      { text: 'Pending', value: '0' },
      { text: 'Active', value: '1' },
    ],
    match: (r, n) => n === '' || String(r.rec.status) === n,
  },
];

export const regionAttributes: Attribute<RegionRec>[] = [
  { text: 'All Regions', value: 'Region_All', match: all },
  { text: 'Name', value: 'Region_Name', match: contains('name') },
  { text: 'Company', value: 'Region_Company', match: contains('company') },
  {
    text: 'Status',
    value: 'Region_Status',
    subFilter: ACTIVE_INACTIVE,
    match: (r, n) => activeMatch(r.rec.active, n),
  },
];

export const userAttributes: Attribute<UserRec>[] = [
  { text: 'All Users', value: 'User_All', match: all },
  { text: 'User Name', value: 'User_Name', match: contains('userName') },
  { text: 'Name', value: 'User_FullName', match: contains('name') },
  { text: 'E-mail', value: 'User_Email', match: contains('email') },
  { text: 'Role', value: 'User_Role', match: contains('role') },
  {
    text: 'Status',
    value: 'User_Status',
    subFilter: ACTIVE_INACTIVE,
    match: (r, n) => activeMatch(r.rec.active, n),
  },
];

/** Team attributes are offered in the users tab; `/teams/search` answers them. */
export const teamAttributes: Attribute<TeamRec>[] = [
  { text: 'Teams', value: 'Team_All', match: all },
  { text: 'Team Name', value: 'Team_Name', match: contains('name') },
  { text: 'Team Leader', value: 'Team_Leader', match: contains('leader') },
  { text: 'Team Office', value: 'Team_Office', match: contains('office') },
];

function toSearchAttributes<T>(attributes: Attribute<T>[]): SearchAttribute[] {
  return attributes.map((a) => ({
    text: a.text,
    value: a.value,
    subFilter: (a.subFilter ?? []).map((s) => ({ ...s })),
  }));
}

export function tabFilter(store: Store): TabFilter {
  return {
    agents: toSearchAttributes(agentAttributes(store)),
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
  const wanted = (value ?? fallback ?? '').toLowerCase();
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

/** Scans the index once; returns the matching records in index (id) order. */
export function runSearch<T>(
  index: readonly Keyed<T>[],
  attribute: Attribute<T>,
  text: string | undefined,
  inScope: (rec: T) => boolean,
): T[] {
  const needle = (text ?? '').trim().toLowerCase();
  const out: T[] = [];
  for (const row of index) {
    if (attribute.match(row, needle) && inScope(row.rec)) out.push(row.rec);
  }
  return out;
}

export function searchHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);
  return [
    api.get(
      '/tabfilter',
      route({ auth: 'user' }, ({ response }, { store }) => response(200).json({ data: tabFilter(store) })),
    ),
  ];
}
