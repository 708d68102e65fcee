// What the listing and contract searches share: the company (and office, agent) they search, the text
// on an address or MLS number, and one page of rows read from a paged reply.
import type { DealSearchField } from '@balance/domain';
import type { ColumnDef } from '@balance/ui';
import { readList, type AppApiClient } from '../../../api/client';

export type DealPlace = {
  companyId: number;
  officeId: number | null;
  agentId: number | null;
  field: DealSearchField;
  /** The text as searched (the field's draft is applied on Search). */
  text: string;
};

export type DealPage<Row> = { rows: Row[]; totalCount: number };

/** A deal search: its grid, the page it opens for a row, and the call that lists one page. */
export type DealSearch<Row, Filter extends DealPlace> = {
  noun: string;
  columns: ColumnDef<Row>[];
  idOf: (row: Row) => number;
  open: (row: Row) => string;
  fileName: string;
  list: (
    api: AppApiClient,
    filter: Filter,
    paging: { pageNumber: number; pageSize: number },
    signal?: AbortSignal,
  ) => Promise<DealPage<Row>>;
};

/** The query parameters of the place and text (absent ones left out). */
export function placeQuery(filter: DealPlace) {
  return {
    companyId: filter.companyId,
    ...(filter.officeId === null ? {} : { officeId: filter.officeId }),
    ...(filter.agentId === null ? {} : { agentId: filter.agentId }),
    ...(filter.text.trim() === '' ? {} : { searchField: filter.field, searchText: filter.text.trim() }),
  };
}

/** One page of a paged reply; "no results" (the contract's 404) is an empty page. */
export function dealPage<Row>(reply: Parameters<typeof readList<Row>>[0]): DealPage<Row> {
  const list = readList(reply);
  return { rows: list.rows, totalCount: list.pagination?.totalCount ?? list.rows.length };
}
