// Date helpers on plain YYYY-MM-DD strings (UTC), so generated data never depends on the machine's zone.
const DAY_MS = 86_400_000;

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function dayToMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(dayToMs(day) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** A day-time ISO string at a deterministic time of that day. */
export function atTime(day: string, minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${day}T${pad2(h)}:${pad2(m)}:00Z`;
}

export const MONTH_NAMES = [
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
] as const;

export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = dayToMs(value);
  return Number.isFinite(ms) && toDay(new Date(ms)) === value;
}
