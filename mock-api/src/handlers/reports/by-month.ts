// Monthly reports: contracts bucketed by the month they closed (or were signed, while pending).
import type { ReportChart } from '@balance/api-client';
import { MONTH_NAMES } from '../../seed/dates.ts';
import type { ContractRec } from '../../store/types.ts';
import { field, table, type Built, type Field } from './table.ts';

export type Month = { month: string; contracts: ContractRec[] };

export const monthOf = (c: ContractRec): string => (c.closingDate ?? c.contractDate).slice(0, 7);

export const monthsOf = (year: number): string[] =>
  Array.from({ length: 12 }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`);

const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]?.slice(0, 3) ?? ''} ${month.slice(0, 4)}`;

/** A row per month of `months` (YYYY-MM), labelled like "Mar 2026", then the given columns. */
export function byMonth(
  contracts: ContractRec[],
  months: string[],
  fields: Field<Month>[],
  chart: ReportChart,
  except: string[] = [],
): Built {
  const rows = months.map((month) => ({ month, contracts: contracts.filter((c) => monthOf(c) === month) }));
  return table([field<Month>('month', 'Month', 'text', (m) => monthLabel(m.month)), ...fields], rows, chart, {
    except,
  });
}
