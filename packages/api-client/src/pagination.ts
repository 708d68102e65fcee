// The `x-pagination` header of list replies: a JSON object { currentPage, pageSize, totalCount }.
import type { components } from './generated/schema';

export type Pagination = components['schemas']['Pagination'];

export const PAGINATION_HEADER = 'x-pagination';

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/** Parses the `x-pagination` header text; null when it is missing or not a valid pagination object. */
export function parsePaginationHeader(text: string | null | undefined): Pagination | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { currentPage, pageSize, totalCount } = value as Record<string, unknown>;
  if (!isCount(currentPage, 1) || !isCount(pageSize, 1) || !isCount(totalCount, 0)) return null;
  return { currentPage, pageSize, totalCount };
}

/** The pagination of a list reply, read from its `x-pagination` header; null when absent or broken. */
export function readPagination(response: Response | undefined | null): Pagination | null {
  return parsePaginationHeader(response?.headers.get(PAGINATION_HEADER));
}
