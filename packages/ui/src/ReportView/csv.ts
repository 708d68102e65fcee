// CSV export of a report table: RFC 4180 quoting, spreadsheet formula injection neutralised.
import { formatDate } from '@balance/domain';

export type ReportColumnType = 'text' | 'number' | 'currency' | 'date' | 'percent';

export type ReportColumn = {
  key: string;
  label: string;
  type: ReportColumnType;
};

export type ReportCellValue = string | number | null | undefined;
export type ReportRow = Record<string, ReportCellValue>;

const NUMERIC_TYPES: ReadonlySet<ReportColumnType> = new Set(['number', 'currency', 'percent']);

export function isNumericColumn(column: ReportColumn): boolean {
  return NUMERIC_TYPES.has(column.type);
}

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as CSV text. Numbers stay plain numbers (so a spreadsheet can sum them; a numeric literal
 * such as -12.5 is never a formula). Text that starts with = + - @ (or tab/CR) gets a leading
 * apostrophe so the spreadsheet shows it as text instead of running it.
 */
export function csvCell(value: ReportCellValue, type: ReportColumnType = 'text'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = type === 'date' ? formatDate(value) || value : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quote(text);
}

/** RFC 4180: a field with a comma, quote, CR or LF is enclosed in quotes, inner quotes doubled. */
function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report as CSV: a header line of column labels, one line per row and, when given, the totals
 * line (its first cell reads "Total" unless the totals give it a value). Lines end with CRLF.
 */
export function toCsv(columns: ReportColumn[], rows: ReportRow[], totals?: ReportRow | null): string {
  const lines = [columns.map((column) => csvCell(column.label)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => csvCell(row[column.key], column.type)).join(','));
  }
  if (totals) {
    lines.push(
      columns
        .map((column, index) =>
          index === 0 && (totals[column.key] ?? '') === ''
            ? csvCell('Total')
            : csvCell(totals[column.key], column.type),
        )
        .join(','),
    );
  }
  return lines.join('\r\n');
}

/** Sums every numeric column (ignoring empty and non-numeric cells) into a totals row. */
export function sumColumns(columns: ReportColumn[], rows: ReportRow[]): ReportRow {
  const totals: ReportRow = {};
  for (const column of columns) {
    if (column.type !== 'number' && column.type !== 'currency') continue;
    let sum = 0;
    for (const row of rows) {
      const value = row[column.key];
      if (typeof value === 'number' && Number.isFinite(value)) sum += value;
    }
    totals[column.key] = Math.round(sum * 100) / 100;
  }
  return totals;
}

/** A safe file name for the download: letters, digits and dashes. */
export function csvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'report'}.csv`;
}
