// Every agent report by slug: its rail icon and builder. The report endpoint and the rail both
// read this one map, so a report added here is listed and served.
import type { ReportSlug } from '@balance/api-client';
import { REPORT_PAGE_SLUGS, REPORT_TITLES } from '@balance/domain';
import type { Store } from '../../store/store.ts';
import type { AgentRec, ContractRec } from '../../store/types.ts';
import { bookOf } from '../agentside.ts';
import { apc } from './apc.ts';
import { awardsLevel } from './awards-level.ts';
import { billingDetails } from './billing-details.ts';
import { buyerSeller } from './buyer-seller.ts';
import { capStatus } from './cap-status.ts';
import { closedDealsCash } from './closed-deals-cash.ts';
import { closedDeals } from './closed-deals.ts';
import { commForecast } from './comm-forecast.ts';
import { commPercentage } from './comm-percentage.ts';
import { contractSides } from './contract-sides.ts';
import { dealBreakdown } from './deal-breakdown.ts';
import { invoiceSummary } from './invoice-summary.ts';
import { netIncome } from './net-income.ts';
import { officeBill } from './office-bill.ts';
import { pendingDeals } from './pending-deals.ts';
import { field, table, type Built, type ReportDef } from './table.ts';

type Listed = { title: string; path: string };

const index: ReportDef = {
  icon: 'list',
  build: () =>
    table(
      [
        field<Listed>('title', 'Report', 'text', (r) => r.title),
        field<Listed>('path', 'Path', 'text', (r) => r.path),
      ],
      REPORT_PAGE_SLUGS.map((s) => ({ title: REPORT_TITLES[s], path: `reports/${s}` })),
      null,
      { totals: false },
    ),
};

export const REPORTS: Record<ReportSlug, ReportDef> = {
  apc,
  'awards-level': awardsLevel,
  'billing-details': billingDetails,
  'cap-status': capStatus,
  'deal-breakdown': dealBreakdown,
  'buyer-seller': buyerSeller,
  'closed-deals-cash': closedDealsCash,
  'closed-deals': closedDeals,
  'comm-forecast': commForecast,
  'comm-percentage': commPercentage,
  'contract-sides': contractSides,
  index,
  'invoice-summary': invoiceSummary,
  'net-income': netIncome,
  'office-bill': officeBill,
  'pending-deals': pendingDeals,
};

/** Builds a report over the agent's contracts of the year (already filtered and sorted by the caller). */
export function buildReport(
  slug: ReportSlug,
  store: Store,
  agent: AgentRec,
  year: number,
  contracts: ContractRec[],
  today: string,
): Built {
  const book = bookOf(store, agent);
  return REPORTS[slug].build({
    store,
    agent,
    year,
    today,
    contracts,
    closed: contracts.filter((c) => c.status === 'CLSD'),
    pending: contracts.filter((c) => c.status === 'PEND'),
    book,
    yearInvoices: book.invoices.filter((i) => i.issueDate.startsWith(String(year))),
  });
}
