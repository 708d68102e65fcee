// Paged lists: one page of rows, the x-pagination header, and the contract's 404 when nothing matched.
import { noResults } from './errors.ts';

export type Paging = { pageNumber: number; pageSize: number };

export type Page<T> = Paging & { rows: T[]; totalCount: number };

export function paginate<T>(items: readonly T[], paging: Paging): Page<T> {
  const start = (paging.pageNumber - 1) * paging.pageSize;
  return { ...paging, rows: items.slice(start, start + paging.pageSize), totalCount: items.length };
}

export function paginationHeader(page: Page<unknown>): Record<string, string> {
  return {
    'x-pagination': JSON.stringify({
      currentPage: page.pageNumber,
      pageSize: page.pageSize,
      totalCount: page.totalCount,
    }),
  };
}

/**
 * The body and init of a paged reply, spread into `response(200).json(...)`: the page's rows mapped to
 * wire rows and the x-pagination header. No match at all is the contract's 404 "No records found".
 */
export function pagedReply<T, R>(
  page: Page<T>,
  toRow: (row: T) => R,
): [{ data: R[] }, { headers: Record<string, string> }] {
  if (page.totalCount === 0) throw noResults();
  return [{ data: page.rows.map((row) => toRow(row)) }, { headers: paginationHeader(page) }];
}
