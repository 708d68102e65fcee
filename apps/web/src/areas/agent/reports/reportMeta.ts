// What each of the sixteen agent reports is for, and which filters make sense for it.
import { REPORT_TITLES, type ReportSlug } from '@balance/domain';

export type ReportFilterKey = 'year' | 'contract' | 'side';

export type ReportMeta = {
  title: string;
  /** The question the report answers, shown under its title and in the index. */
  description: string;
  filters: readonly ReportFilterKey[];
};

const ALL: readonly ReportFilterKey[] = ['year', 'contract', 'side'];
const YEAR_SIDE: readonly ReportFilterKey[] = ['year', 'side'];
const YEAR: readonly ReportFilterKey[] = ['year'];

export const REPORT_META: Record<ReportSlug, ReportMeta> = {
  index: {
    title: 'All Reports',
    description: 'Every report of Agent.EZ, and contract summaries by address or date.',
    filters: [],
  },
  'closed-deals': {
    title: REPORT_TITLES['closed-deals'],
    description: 'Every side you closed, with the price, your split and what you netted.',
    filters: YEAR_SIDE,
  },
  'closed-deals-cash': {
    title: REPORT_TITLES['closed-deals-cash'],
    description: 'Closed deals by the date the commission was paid out to you.',
    filters: YEAR_SIDE,
  },
  'pending-deals': {
    title: REPORT_TITLES['pending-deals'],
    description: 'Deals under contract that have not closed yet, and what they should pay.',
    filters: YEAR_SIDE,
  },
  'net-income': {
    title: REPORT_TITLES['net-income'],
    description: 'Month by month: gross commission, what the office kept and what you netted.',
    filters: YEAR,
  },
  'cap-status': {
    title: REPORT_TITLES['cap-status'],
    description: 'Company dollar paid toward your cap, closing by closing.',
    filters: YEAR,
  },
  'comm-forecast': {
    title: REPORT_TITLES['comm-forecast'],
    description: 'Commission you can expect from pending deals, by expected closing month.',
    filters: YEAR_SIDE,
  },
  'comm-percentage': {
    title: REPORT_TITLES['comm-percentage'],
    description: 'Your commission rate and split on each deal.',
    filters: ALL,
  },
  'contract-sides': {
    title: REPORT_TITLES['contract-sides'],
    description: 'How your sides divide between listing and buying, and referrals.',
    filters: ['year', 'contract'],
  },
  'buyer-seller': {
    title: REPORT_TITLES['buyer-seller'],
    description: 'Deals you represented buyers in, against deals you represented sellers in.',
    filters: ['year', 'contract'],
  },
  'deal-breakdown': {
    title: REPORT_TITLES['deal-breakdown'],
    description: 'How the gross commission of each deal was divided: your share, fees and royalties.',
    filters: ALL,
  },
  apc: {
    title: REPORT_TITLES.apc,
    description: 'Average sale price and commission per closed side, month by month.',
    filters: YEAR_SIDE,
  },
  'awards-level': {
    title: REPORT_TITLES['awards-level'],
    description: 'Where your production stands against the brokerage award levels.',
    filters: YEAR,
  },
  'billing-details': {
    title: REPORT_TITLES['billing-details'],
    description: 'Every item the office billed you, line by line.',
    filters: YEAR,
  },
  'invoice-summary': {
    title: REPORT_TITLES['invoice-summary'],
    description: 'Your invoices of the year: billed, paid and still open.',
    filters: YEAR,
  },
  'office-bill': {
    title: REPORT_TITLES['office-bill'],
    description: 'What the office billed you, by category.',
    filters: YEAR,
  },
};
