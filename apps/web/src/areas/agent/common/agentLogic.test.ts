import { REPORT_SLUGS } from '@balance/domain';
import { describe, expect, it } from 'vitest';
import { capForecast } from '../dashboard/DashboardView';
import { idParam } from '../../../app/paths';
import { filtersFromParams, filtersToParams } from '../reports/ReportPage';
import { REPORT_META } from '../reports/reportMeta';
import { default1099Year } from '../tax1099/Tax1099Page';
import { daysUntil, longDate, monthLabel, sides } from './format';
import { parseYear } from './queryParams';

const NOW = new Date(2026, 5, 15, 12);

describe('agent area helpers', () => {
  it('keeps a year from the URL within 2020..current, else the current year', () => {
    expect(parseYear('2024', NOW)).toBe(2024);
    expect(parseYear('2019', NOW)).toBe(2026);
    expect(parseYear('2027', NOW)).toBe(2026);
    expect(parseYear('20x4', NOW)).toBe(2026);
    expect(parseYear(null, NOW)).toBe(2026);
  });

  it('reads and writes report filters in the URL (defaults stay out of it)', () => {
    const filters = filtersFromParams(new URLSearchParams('year=2025&contract=CLSD&side=REF-LIST'), NOW);
    expect(filters).toEqual({ year: 2025, contractFilter: 'CLSD', side: 'REF-LIST' });
    expect(filtersToParams(filters, NOW).toString()).toBe('year=2025&contract=CLSD&side=REF-LIST');
    expect(filtersFromParams(new URLSearchParams('contract=<b>&side=EVIL'), NOW)).toEqual({
      year: 2026,
      contractFilter: 'SELECT',
      side: 'ALL',
    });
    expect(filtersToParams({ year: 2026, contractFilter: 'SELECT', side: 'ALL' }, NOW).toString()).toBe('');
  });

  it('describes every one of the sixteen reports', () => {
    expect(Object.keys(REPORT_META).sort()).toEqual([...REPORT_SLUGS].sort());
    for (const slug of REPORT_SLUGS) expect(REPORT_META[slug].description.length).toBeGreaterThan(10);
  });

  it('says when the agent caps at the current pace', () => {
    const cap = {
      capAmount: 18000,
      paidTowardCap: 10303.7,
      remaining: 7696.3,
      progressPercent: 57.2,
      capped: false,
      anniversaryDate: '2026-06-01',
      projectedCapDate: '2026-04-22',
    };
    expect(capForecast(cap)).toBe('At your current pace you will cap on April 22, 2026.');
    expect(capForecast({ ...cap, projectedCapDate: null })).toBe(
      'At your current pace you will not cap before your cap year restarts on June 1, 2026.',
    );
    expect(capForecast({ ...cap, capped: true })).toBe('You have capped: you keep 100% until 06/01/2026.');
    expect(capForecast({ ...cap, capAmount: 0 })).toBe('No cap on your plan.');
  });

  it('formats months, dates, sides and days to go', () => {
    expect(monthLabel('2026-03')).toBe('Mar');
    expect(longDate('2026-12-23')).toBe('December 23, 2026');
    expect(sides(4.5)).toBe('4.5');
    expect(sides(5)).toBe('5');
    expect(daysUntil('2026-06-20', NOW)).toBe(5);
    expect(daysUntil('2026-06-10', NOW)).toBe(-5);
  });

  it('opens the 1099 on the last finished year, never before 2020', () => {
    expect(default1099Year(NOW)).toBe(2025);
    expect(default1099Year(new Date(2020, 1, 1))).toBe(2020);
  });

  it('accepts only positive whole ids from the route', () => {
    expect(idParam('88012')).toBe(88012);
    expect(idParam('0')).toBeNull();
    expect(idParam('12abc')).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});
