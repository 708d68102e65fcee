import { describe, expect, it } from 'vitest';
import { isReportSlug, REPORT_PAGE_SLUGS, REPORT_SLUGS, REPORT_TITLES } from './reports';

describe('reports', () => {
  it('has sixteen slugs: fifteen reports and the index', () => {
    expect(REPORT_SLUGS).toHaveLength(16);
    expect(REPORT_PAGE_SLUGS).toHaveLength(15);
    expect(REPORT_PAGE_SLUGS).not.toContain('index');
  });
  it('titles every slug', () => {
    expect(Object.keys(REPORT_TITLES).sort()).toEqual([...REPORT_SLUGS].sort());
    expect(REPORT_TITLES.apc).toBe('Average Price per Closing');
  });
  it('knows its slugs', () => {
    expect(isReportSlug('closed-deals')).toBe(true);
    expect(isReportSlug('closed')).toBe(false);
    expect(isReportSlug(undefined)).toBe(false);
  });
});
