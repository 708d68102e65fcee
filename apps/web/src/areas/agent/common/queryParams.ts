import { FIRST_REPORT_YEAR } from '@balance/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** A year from the URL, kept within 2020..current; the current year when absent or out of range. */
export function parseYear(value: string | null, now: Date): number {
  const current = now.getFullYear();
  if (!value || !/^\d{4}$/.test(value)) return current;
  const year = Number(value);
  return year >= FIRST_REPORT_YEAR && year <= current ? year : current;
}

/** The page's `?year=` (so a chosen year survives reload and can be shared). */
export function useYearParam(now: Date): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = parseYear(params.get('year'), now);
  const setYear = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const copy = new URLSearchParams(previous);
          if (next === now.getFullYear()) copy.delete('year');
          else copy.set('year', String(next));
          return copy;
        },
        { replace: true },
      ),
    [now, setParams],
  );
  return [year, setYear];
}
