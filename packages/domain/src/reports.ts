// The agent reports (docs/product.md#routes): their slugs and titles. 'index' is the reports index, a page of its own.

export const REPORT_SLUGS = [
  'apc',
  'awards-level',
  'billing-details',
  'cap-status',
  'deal-breakdown',
  'buyer-seller',
  'closed-deals-cash',
  'closed-deals',
  'comm-forecast',
  'comm-percentage',
  'contract-sides',
  'index',
  'invoice-summary',
  'net-income',
  'office-bill',
  'pending-deals',
] as const;
export type ReportSlug = (typeof REPORT_SLUGS)[number];

/** The fifteen reports proper, without the index. */
export type ReportPageSlug = Exclude<ReportSlug, 'index'>;
export const REPORT_PAGE_SLUGS: readonly ReportPageSlug[] = REPORT_SLUGS.filter(
  (slug): slug is ReportPageSlug => slug !== 'index',
);

export const REPORT_TITLES: Record<ReportSlug, string> = {
  apc: 'Average Price per Closing',
  'awards-level': 'Awards Level',
  'billing-details': 'Billing Details',
  'cap-status': 'Cap Status',
  'deal-breakdown': 'Deal Breakdown',
  'buyer-seller': 'Buyer / Seller',
  'closed-deals-cash': 'Closed Deals (Cash)',
  'closed-deals': 'Closed Deals',
  'comm-forecast': 'Commission Forecast',
  'comm-percentage': 'Commission Percentage',
  'contract-sides': 'Contract Sides',
  index: 'Reports Index',
  'invoice-summary': 'Invoice Summary',
  'net-income': 'Net Income',
  'office-bill': 'Office Bill',
  'pending-deals': 'Pending Deals',
};

/** The kind of chart a report draws above its table. */
export type ReportChartKind = 'bar' | 'line' | 'pie';

/**
 * The chart each report draws (null: a table only; a test holds the mock's reports to this). The report
 * page reserves the chart's space while the report loads, so the table does not jump when it arrives.
 */
export const REPORT_CHARTS: Record<ReportSlug, ReportChartKind | null> = {
  apc: 'bar',
  'awards-level': 'bar',
  'billing-details': null,
  'cap-status': 'line',
  'deal-breakdown': 'pie',
  'buyer-seller': 'pie',
  'closed-deals-cash': null,
  'closed-deals': 'bar',
  'comm-forecast': 'bar',
  'comm-percentage': null,
  'contract-sides': 'pie',
  index: null,
  'invoice-summary': null,
  'net-income': 'line',
  'office-bill': 'pie',
  'pending-deals': null,
};

export function isReportSlug(value: unknown): value is ReportSlug {
  return typeof value === 'string' && (REPORT_SLUGS as readonly string[]).includes(value);
}
