// Export the current result set as CSV: every page, not just the visible one.
import { formatCellValue, getCellValue, type ColumnDef } from '@balance/ui';
import type { AppApiClient } from '../../../api/client';
import { runSearch, type SearchRequest, type SearchRow } from './runSearch';

/** Rows fetched per call while exporting (the API's maximum page size). */
export const EXPORT_PAGE_SIZE = 100;
/** A guard against runaway exports. */
export const EXPORT_MAX_ROWS = 50_000;

/** Quotes a CSV field; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row extends object>(columns: readonly ColumnDef<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column) => csvField(column.header)).join(',');
  const lines = rows.map((row) =>
    columns.map((column) => csvField(formatCellValue(getCellValue(row, column), column.format))).join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** Fetches every page (up to EXPORT_MAX_ROWS rows) of a paged list; `onProgress` gets (fetched, total). */
export async function fetchEveryPage<Row>(
  fetchPage: (page: number, pageSize: number) => Promise<{ rows: Row[]; totalCount: number }>,
  onProgress?: (fetched: number, total: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...result.rows);
    const total = Math.min(result.totalCount, EXPORT_MAX_ROWS);
    onProgress?.(rows.length, total);
    if (result.rows.length === 0 || rows.length >= total) return rows;
  }
}

/** Fetches every page of the search and returns its rows; `onProgress` gets (fetched, total). */
export function fetchAllRows(
  api: AppApiClient,
  request: SearchRequest,
  signal?: AbortSignal,
  onProgress?: (fetched: number, total: number) => void,
): Promise<SearchRow[]> {
  return fetchEveryPage(async (page, pageSize) => {
    const result = await runSearch(api, { ...request, page, pageSize }, signal);
    return { rows: result.rows, totalCount: result.pagination.totalCount };
  }, onProgress);
}

/** Offers a blob as a file download (an anchor with `download`, so the browser keeps the file). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers a CSV text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
}
