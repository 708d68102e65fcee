// The admin search lives in the URL query too, so a search can be shared and survives a reload:
// /main/{selection}?attr=…&sub=…&q=…&page=…&size=…&row=…&cols=…
import {
  isMainSelection,
  PAGE_SIZE_OPTIONS,
  SEARCH_FIRST_PAGE,
  SEARCH_PAGE_SIZE,
  type MainSelection,
} from '@balance/domain';

export type SearchQuery = {
  /** The search attribute (a tab-filter value such as Company_Name); '' until chosen. */
  attribute: string;
  /** The chosen sub-filter of the attribute ('' when it has none). */
  subFilter: string;
  text: string;
  /** 0 = no search has run yet (nothing to show). */
  page: number;
  pageSize: number;
  /** The selected row's id, '' when none. */
  selectedId: string;
  /** The grid's visible columns in order, as a saved search set them; empty: the user's own layout. */
  columns: readonly string[];
};

export const EMPTY_SEARCH: SearchQuery = {
  attribute: '',
  subFilter: '',
  text: '',
  page: 0,
  pageSize: SEARCH_PAGE_SIZE,
  selectedId: '',
  columns: [],
};

/** Column keys are identifiers; a dot between them stays readable in the URL (a comma is escaped). */
const COLUMN_SEPARATOR = '.';

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export function parseSearchQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  const size = positiveInt(params.get('size'), SEARCH_PAGE_SIZE);
  return {
    attribute: params.get('attr') ?? '',
    subFilter: params.get('sub') ?? '',
    text: params.get('q') ?? '',
    page: params.has('page') ? positiveInt(params.get('page'), SEARCH_FIRST_PAGE) : 0,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : SEARCH_PAGE_SIZE,
    selectedId: params.get('row') ?? '',
    columns: (params.get('cols') ?? '').split(COLUMN_SEPARATOR).filter(Boolean),
  };
}

export function buildSearchQuery(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.attribute) params.set('attr', query.attribute);
  if (query.subFilter) params.set('sub', query.subFilter);
  if (query.text) params.set('q', query.text);
  if (query.page > 0) params.set('page', String(query.page));
  if (query.pageSize !== SEARCH_PAGE_SIZE) params.set('size', String(query.pageSize));
  if (query.selectedId) params.set('row', query.selectedId);
  if (query.columns.length > 0) params.set('cols', query.columns.join(COLUMN_SEPARATOR));
  return params.toString();
}

/**
 * The selection named by `mainSelection` or `mainSelectionValue` in the query (docs/product.md#routes), if
 * any.
 */
export function selectionFromQuery(search: string): MainSelection | null {
  const params = new URLSearchParams(search);
  for (const name of ['mainSelection', 'mainSelectionValue']) {
    const value = params.get(name)?.toLowerCase();
    if (isMainSelection(value)) return value;
  }
  return null;
}
