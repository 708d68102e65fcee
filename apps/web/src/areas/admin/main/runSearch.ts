// One search of the admin area: the call each main selection makes (docs/product.md: Rules, Calls).
import {
  ALL_ATTRIBUTES,
  ROLE_IDS,
  ROLES,
  searchTextToSend,
  type MainSelection,
  type RoleId,
} from '@balance/domain';
import { ApiError, readList, type AppApiClient } from '../../../api/client';
import type { AgentRow, CompanyRow, OfficeRow, Pagination, RegionRow, UserRow } from '../../../api/types';

export type RowsBySelection = {
  agents: AgentRow;
  companies: CompanyRow;
  offices: OfficeRow;
  regions: RegionRow;
  users: UserRow;
};
export type SearchRow = RowsBySelection[MainSelection];

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

type ListReply<T> = { data?: { data: T[] }; error?: unknown; response: Response };

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

/** Runs one search; `signal` aborts it when a newer search starts. */
export async function runSearch(
  api: AppApiClient,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const { selection, attribute, page: pageNumber, pageSize, userId, roleId } = request;
  const text = searchTextToSend(attribute, request.text, request.subFilter);
  const paging = { pageSize, pageNumber };
  const who = { ...(userId ? { UserId: userId } : {}), ...(roleId ? { RoleId: roleId } : {}) };
  switch (selection) {
    case 'agents':
      if (attribute === 'Agent_All') {
        return toResult(await api.GET('/agents', { params: { query: paging }, signal }), request);
      }
      return toResult(
        await api.GET('/agents/agentsBy', {
          params: { query: { ...paging, key: attribute, search: text, ...who } },
          signal,
        }),
        request,
      );
    case 'companies':
      if (isAll(attribute)) {
        return toResult(
          await api.GET('/companies', {
            params: { query: { ...paging, ...(roleId ? { RoleId: roleId } : {}) } },
            signal,
          }),
          request,
        );
      }
      return toResult(
        await api.GET('/companies/getCompaniesBy', {
          params: {
            query: {
              ...paging,
              SearchField: attribute,
              SearchText: text,
              ...(request.regionId ? { RegionId: request.regionId } : {}),
              ...who,
            },
          },
          signal,
        }),
        request,
      );
    case 'offices':
      return toResult(
        await api.GET('/Office/search', {
          params: {
            query: {
              ...paging,
              searchField: attribute,
              searchText: text,
              ...(request.subFilter ? { subFilter: request.subFilter } : {}),
              ...(request.selectedOffice ? { selectedOffice: request.selectedOffice } : {}),
            },
          },
          signal,
        }),
        request,
      );
    case 'users':
      return toResult(
        await api.GET('/Users/search', {
          params: {
            query: {
              ...paging,
              searchField: attribute,
              searchText: text,
              ...(request.subFilter ? { subFilter: request.subFilter } : {}),
            },
          },
          signal,
        }),
        request,
      );
    case 'regions':
      return toResult(
        await api.GET('/regions', {
          params: { query: { ...paging, searchField: attribute, searchText: text } },
          signal,
        }),
        request,
      );
  }
}
