// The agent reports (SPEC.md §2): their slugs and titles. 'index' is the reports index, a page of its own.

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

export function isReportSlug(value: unknown): value is ReportSlug {
  return typeof value === 'string' && (REPORT_SLUGS as readonly string[]).includes(value);
}
