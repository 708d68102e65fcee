// What a record kind declares for the admin search: its grid columns and the call that lists it.
import type { ColumnDef } from '@balance/ui';
import type { AppApiClient } from '../../../api/client';
import type { SearchRequest } from '../main/runSearch';

/** One search's inputs, already shaped as the API takes them. */
export type SearchCall = {
  request: SearchRequest;
  /** pageSize and pageNumber. */
  paging: { pageSize: number; pageNumber: number };
  /** The text to send (or the chosen sub-filter, for the attributes that send it instead). */
  text: string;
  /** UserId and RoleId of the user searching, when known. */
  who: { UserId?: number; RoleId?: 1 | 2 | 3 };
  isAll: boolean;
};

export type ListReply<Row> = { data?: { data: Row[] }; error?: unknown; response: Response };

export type SearchSpec<Row> = {
  columns: ColumnDef<Row>[];
  list: (api: AppApiClient, call: SearchCall, signal?: AbortSignal) => Promise<ListReply<Row>>;
};

/** The query of the searches that take a field and a text (and the chosen sub-filter, when any). */
export function fieldQuery({ request, paging, text }: SearchCall) {
  return {
    ...paging,
    searchField: request.attribute,
    searchText: text,
    ...(request.subFilter ? { subFilter: request.subFilter } : {}),
  };
}
