// Display helpers of the agent area (labels of the spec's enumerations, month names, simple math).
import {
  CONTRACT_FILTER_LABELS,
  CONTRACT_SIDE_LABELS,
  formatCurrency,
  type ContractFilter,
  type ContractSide,
} from '@balance/domain';
import { loadErrorText } from '../../../app/loadError';

export function sideLabel(side: ContractSide | null | undefined): string {
  return side ? CONTRACT_SIDE_LABELS[side] : '—';
}

export function contractStatusLabel(status: ContractFilter | null | undefined): string {
  return status ? CONTRACT_FILTER_LABELS[status] : '—';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" → "Mar". */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return MONTHS[index] ?? month;
}

/** Whole dollars for headline figures ($1,234,567). */
export function money(value: number | null | undefined): string {
  return formatCurrency(value, { whole: true });
}

/** Dollars and cents for amounts that are paid (invoices, fees). */
export function cents(value: number | null | undefined): string {
  return formatCurrency(value);
}

/** Closed sides can be fractions (a shared side counts its split): at most one decimal. */
export function sides(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "March 6, 2026" from an ISO date, without time-zone shifts. */
export function longDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${names[Number(month) - 1] ?? month} ${Number(day)}, ${year}`;
}

/** Whole days from `from` to the ISO date `to` (negative when it is in the past). */
export function daysUntil(to: string, from: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(to);
  if (!match) return 0;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  return Math.round((target - start) / 86_400_000);
}

/** The message of a failed call, for screens that show one. */
export function errorText(error: unknown): string {
  return loadErrorText(error);
}
