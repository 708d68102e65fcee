// One search of the admin area: the Go rule's inputs turned into the call its record kind declares.
import {
  ALL_ATTRIBUTES,
  ROLE_IDS,
  ROLES,
  searchTextToSend,
  type MainSelection,
  type RoleId,
} from '@balance/domain';
import { ApiError, readList, type AppApiClient } from '../../../api/client';
import type {
  AgentRow,
  CompanyRow,
  OfficeRow,
  Pagination,
  RegionRow,
  TeamRow,
  UserRow,
} from '../../../api/types';
import { SEARCHES, searchKindOf } from '../resources';
import type { ListReply, SearchSpec } from '../resources/search';

export type RowsBySelection = {
  agents: AgentRow;
  companies: CompanyRow;
  offices: OfficeRow;
  regions: RegionRow;
  users: UserRow;
};
/** The rows of each search kind: the selections', and teams (the users tab's Team attributes). */
export type RowsByKind = RowsBySelection & { teams: TeamRow };
export type SearchRow = RowsByKind[keyof RowsByKind];

export type SearchRequest = {
  selection: MainSelection;
  attribute: string;
  subFilter: string;
  text: string;
  page: number;
  pageSize: number;
  /** The user searching and the role they act as (the user's default role, else their own). */
  userId?: number;
  roleId?: 1 | 2 | 3;
  regionId?: number | null;
  selectedOffice?: number;
};

export type SearchResult = { rows: SearchRow[]; pagination: Pagination };

export function roleIdOf(role: string | null | undefined): RoleId | undefined {
  const known = ROLES.find((candidate) => candidate === role);
  return known ? ROLE_IDS[known] : undefined;
}

const isAll = (attribute: string) => (ALL_ATTRIBUTES as readonly string[]).includes(attribute);

/** An error reply with an empty data.data (or 404 "no results") reads as no results. */
function toResult<T extends SearchRow>(reply: ListReply<T>, request: SearchRequest): SearchResult {
  const empty = { currentPage: request.page, pageSize: request.pageSize, totalCount: 0 };
  try {
    const list = readList(reply);
    return { rows: list.rows, pagination: list.pagination ?? { ...empty, totalCount: list.rows.length } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { rows: [], pagination: empty };
    throw error;
  }
}

/** Runs one search with the call its record kind declares; `signal` aborts it when a newer search starts. */
export async function runSearch(
  api: AppApiClient,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const { selection, attribute, page: pageNumber, pageSize, userId, roleId } = request;
  const call = {
    request,
    paging: { pageSize, pageNumber },
    text: searchTextToSend(attribute, request.text, request.subFilter),
    who: { ...(userId ? { UserId: userId } : {}), ...(roleId ? { RoleId: roleId } : {}) },
    isAll: isAll(attribute),
  };
  // Each selection's spec lists its own row type; the union is what the grid shows.
  const spec = SEARCHES[searchKindOf(selection, attribute)] as SearchSpec<SearchRow>;
  return toResult(await spec.list(api, call, signal), request);
}
