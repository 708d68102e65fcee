// Formatters for grid columns and detail fields (docs/product.md#records-and-fields).
import { phoneDigits } from './contact';

/** MM/DD/YYYY from an ISO date or date-time; '' for missing or unparseable input. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

/** Phone numbers with dashes as 3-3-rest: 5551234567 → 555-123-4567. Non-digits are dropped first. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = phoneDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function formatBoolean(value: boolean | null | undefined, yes = 'Yes', no = 'No'): string {
  if (value === null || value === undefined) return '';
  return value ? yes : no;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const currencyWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('en-US');

export function formatCurrency(value: number | null | undefined, { whole = false } = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return (whole ? currencyWhole : currency).format(value);
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return integer.format(value);
}

/**
 * A percentage with `digits` decimals, or more (up to 3) when fewer would round a rate away: a 0.75%
 * commission reads 0.75%, not 0.8%; 70 reads 70.0%; 33.3333 reads 33.3% (a ratio, not a rate).
 */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  let shown = digits;
  // A value with few significant decimals (a rate someone typed) is shown exactly.
  while (
    shown < 3 &&
    Math.abs(Number(value.toFixed(shown)) - value) > 1e-9 &&
    Math.abs(Number(value.toFixed(shown + 1)) - value) < 1e-9
  )
    shown += 1;
  return `${value.toFixed(shown)}%`;
}

/** "1–5 of 1,234" for a pager. */
export function formatRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${integer.format(first)}–${integer.format(last)} of ${integer.format(total)}`;
}
