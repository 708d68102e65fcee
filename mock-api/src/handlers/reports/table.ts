// What every report builder shares: its input (one agent's year), columns declared once with how each
// cell is read, and totals that are the sum of their rows (money summed in cents).
import type { ReportChart, ReportColumn, ReportRow } from '@balance/api-client';
import type { Store } from '../../store/store.ts';
import type { AgentBook, AgentRec, ContractRec, InvoiceRec } from '../../store/types.ts';
import { sumMoney } from '../agentside.ts';

/** One agent's year: the contracts the filters kept (closed and pending apart), the book, its invoices. */
export type ReportInput = {
  store: Store;
  agent: AgentRec;
  year: number;
  today: string;
  contracts: ContractRec[];
  closed: ContractRec[];
  pending: ContractRec[];
  book: AgentBook;
  yearInvoices: InvoiceRec[];
};

/** A report: its rail icon and how it is built (titles are the domain's REPORT_TITLES). */
export type ReportDef = { icon: string; build: (input: ReportInput) => Built };

export type Built = {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
  chart: ReportChart | null;
};

/** One column and how its cell is read from an item of the report. */
export type Field<T> = {
  key: string;
  label: string;
  type: ReportColumn['type'];
  value: (item: T) => ReportRow[string];
};

export const field = <T>(
  key: string,
  label: string,
  type: ReportColumn['type'],
  value: (item: T) => ReportRow[string],
): Field<T> => ({ key, label, type, value });

/**
 * Totals: money and number columns summed, the first column labelled Total (whatever its type, so a
 * report that starts with a date does not read "Total" twice), the rest null.
 */
export function totalsOf(columns: ReportColumn[], rows: ReportRow[], except: string[] = []): ReportRow {
  const totals: ReportRow = {};
  columns.forEach((c, index) => {
    if ((c.type === 'currency' || c.type === 'number') && !except.includes(c.key)) {
      totals[c.key] = sumMoney(rows.map((r) => (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0)));
    } else totals[c.key] = index === 0 ? 'Total' : null;
  });
  return totals;
}

/** One row per item, cells in column order; totals unless `totals: false` (or all but `except`). */
export function table<T>(
  fields: Field<T>[],
  items: readonly T[],
  chart: ReportChart | null,
  options: { totals?: boolean; except?: string[] } = {},
): Built {
  const columns = fields.map(({ key, label, type }) => ({ key, label, type }));
  const rows = items.map((item) => {
    const row: ReportRow = {};
    for (const f of fields) row[f.key] = f.value(item);
    return row;
  });
  const totals = options.totals === false ? null : totalsOf(columns, rows, options.except);
  return { columns, rows, totals, chart };
}

/** Items grouped by a key, groups sorted by it. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
