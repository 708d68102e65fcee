// Reports: the report list, the sixteen agent reports, bill items, dropdowns, listings and contract
// summaries. Every report row comes from the agent's contracts or invoices, and every total is the
// sum of its rows (money summed in cents).
import type {
  AgentOffice,
  ContractSummary,
  ReportChart,
  ReportColumn,
  ReportData,
  ReportItem,
  ReportRow,
  ReportSlug,
} from '@balance/api-client';
import {
  CONTACT_MESSAGES,
  CONTRACT_FILTERS,
  CONTRACT_FILTER_LABELS,
  CONTRACT_SIDES,
  CONTRACT_SIDE_LABELS,
  isEmail,
  MESSAGES,
  REPORT_PAGE_SLUGS,
  REPORT_SLUGS,
  REPORT_TITLES,
  yearChoices,
} from '@balance/domain';
import { MONTH_NAMES } from '../seed/dates.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec, ContractRec, ListingRec } from '../store/types.ts';
import {
  Check,
  HttpError,
  badRequest,
  makeRoute,
  noResults,
  notFound,
  paginate,
  paginationHeader,
  readJson,
  type Deps,
} from './context.ts';
import {
  bookOf,
  canSeeAgent,
  capProgress,
  contractDay,
  contractFor,
  dayForYear,
  ownerNet,
  ownerShare,
  resolveAgent,
  sumMoney,
  summaryAgents,
} from './agentside.ts';
import { contractSummary, invoice, listingDetail, listingRow, noContractSummary } from './views.ts';

const REPORT_ICONS: Record<ReportSlug, string> = {
  apc: 'scale',
  'awards-level': 'award',
  'billing-details': 'receipt-text',
  'cap-status': 'gauge',
  'deal-breakdown': 'pie-chart',
  'buyer-seller': 'arrow-left-right',
  'closed-deals-cash': 'banknote',
  'closed-deals': 'handshake',
  'comm-forecast': 'trending-up',
  'comm-percentage': 'percent',
  'contract-sides': 'split',
  index: 'list',
  'invoice-summary': 'file-spreadsheet',
  'net-income': 'wallet',
  'office-bill': 'receipt',
  'pending-deals': 'hourglass',
};

function reportList(store: Store, agent: AgentRec | undefined): ReportItem[] {
  const office = agent ? store.officeById.get(agent.officeId) : undefined;
  const flags = office?.settings;
  const pages: ReportItem[] = [
    { title: 'Dashboard', path: 'dashboard', icon: 'layout-dashboard', enabled: true },
    { title: 'Contracts', path: 'contracts', icon: 'file-text', enabled: true },
    { title: 'Coversheet', path: 'coversheet', icon: 'clipboard-list', enabled: true },
    { title: 'Escrow', path: 'escrow', icon: 'landmark', enabled: flags ? flags.escrow : true },
    { title: 'Office Bill', path: 'office-bill', icon: 'receipt', enabled: true },
    { title: 'Plan Status', path: 'plan-status', icon: 'target', enabled: true },
    { title: '1099', path: '1099', icon: 'file-badge', enabled: flags ? flags.tax1099 : true },
  ];
  const reports: ReportItem[] = REPORT_PAGE_SLUGS.map((slug) => ({
    title: REPORT_TITLES[slug],
    path: `reports/${slug}`,
    icon: REPORT_ICONS[slug],
    enabled: slug !== 'awards-level' || (flags?.statsEz ?? true),
  }));
  // Add-on reports an office switches on in its settings. They are not among the sixteen reports, so
  // the rail lists them only as the office's flags allow; the demo office has QuickBooks, Taxes and
  // Print Checks off, which makes the rail's "enabled items only" rule visible to the demo agent.
  const addOns: ReportItem[] = ADD_ON_REPORTS.map((addOn) => ({
    title: addOn.title,
    path: addOn.path,
    icon: addOn.icon,
    enabled: flags ? flags[addOn.flag] : false,
  }));
  return [...pages, ...reports, ...addOns];
}

/** Rail items that depend on an office setting (OfficeSettings flag) beyond escrow, 1099 and statsEZ. */
export const ADD_ON_REPORTS = [
  { title: 'QuickBooks Export', path: 'reports/quickbooks-export', icon: 'book-open', flag: 'quickBooks' },
  { title: 'Tax Withholding', path: 'reports/tax-withholding', icon: 'landmark', flag: 'taxes' },
  { title: 'Commission Checks', path: 'reports/commission-checks', icon: 'printer', flag: 'printChecks' },
] as const satisfies ReadonlyArray<{
  title: string;
  path: string;
  icon: string;
  flag: 'quickBooks' | 'taxes' | 'printChecks';
}>;

// ---------- report builders ----------

type Built = {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
  chart: ReportChart | null;
};

const col = (key: string, label: string, type: ReportColumn['type']): ReportColumn => ({ key, label, type });

/**
 * Totals: money and number columns summed, the first column labelled Total (whatever its type, so a
 * report that starts with a date does not read "Total" twice), the rest null.
 */
function totalsOf(columns: ReportColumn[], rows: ReportRow[], except: string[] = []): ReportRow {
  const totals: ReportRow = {};
  columns.forEach((c, index) => {
    if ((c.type === 'currency' || c.type === 'number') && !except.includes(c.key)) {
      totals[c.key] = sumMoney(rows.map((r) => (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0)));
    } else totals[c.key] = index === 0 ? 'Total' : null;
  });
  return totals;
}

const months = (year: number): string[] =>
  Array.from({ length: 12 }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`);
const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]?.slice(0, 3) ?? ''} ${month.slice(0, 4)}`;

function build(
  slug: ReportSlug,
  store: Store,
  agent: AgentRec,
  year: number,
  contracts: ContractRec[],
  today: string,
): Built {
  const closed = contracts.filter((c) => c.status === 'CLSD');
  const pending = contracts.filter((c) => c.status === 'PEND');
  const book = bookOf(store, agent);
  const yearInvoices = book.invoices.filter((i) => i.issueDate.startsWith(String(year)));
  switch (slug) {
    case 'closed-deals': {
      const columns = [
        col('closingDate', 'Closing Date', 'date'),
        col('address', 'Address', 'text'),
        col('side', 'Side', 'text'),
        col('salePrice', 'Sale Price', 'currency'),
        col('splitPercent', 'Split', 'percent'),
        col('netCommission', 'Net Commission', 'currency'),
      ];
      const rows = closed.map((c) => ({
        closingDate: c.closingDate,
        address: c.propertyAddress,
        side: CONTRACT_SIDE_LABELS[c.side],
        salePrice: c.salePrice,
        splitPercent: c.splitPercent,
        netCommission: ownerNet(c),
      }));
      return {
        columns,
        rows,
        totals: totalsOf(columns, rows),
        chart: {
          type: 'bar',
          xKey: 'closingDate',
          series: [{ key: 'netCommission', label: 'Net Commission' }],
        },
      };
    }
    case 'pending-deals': {
      const columns = [
        col('contractDate', 'Contract Date', 'date'),
        col('closingDate', 'Expected Closing', 'date'),
        col('address', 'Address', 'text'),
        col('side', 'Side', 'text'),
        col('salePrice', 'Sale Price', 'currency'),
        col('grossCommission', 'Gross Commission', 'currency'),
        col('netCommission', 'Projected Net', 'currency'),
      ];
      const rows = pending.map((c) => ({
        contractDate: c.contractDate,
        closingDate: c.closingDate,
        address: c.propertyAddress,
        side: CONTRACT_SIDE_LABELS[c.side],
        salePrice: c.salePrice,
        grossCommission: c.grossCommission,
        netCommission: ownerNet(c),
      }));
      return { columns, rows, totals: totalsOf(columns, rows), chart: null };
    }
    case 'closed-deals-cash': {
      const columns = [
        col('closingDate', 'Closing Date', 'date'),
        col('address', 'Address', 'text'),
        col('grossCommission', 'Gross', 'currency'),
        col('companyDollar', 'Office Split', 'currency'),
        col('transactionFee', 'Fees', 'currency'),
        col('netCommission', 'Net', 'currency'),
        col('payoutStatus', 'Payout', 'text'),
      ];
      const rows = closed.map((c) => ({
        closingDate: c.closingDate,
        address: c.propertyAddress,
        grossCommission: c.grossCommission,
        companyDollar: c.companyDollar,
        transactionFee: c.transactionFee,
        netCommission: c.netCommission,
        payoutStatus: c.payoutStatus,
      }));
      return { columns, rows, totals: totalsOf(columns, rows), chart: null };
    }
    case 'contract-sides':
    case 'buyer-seller':
    case 'deal-breakdown': {
      const groupOf = (c: ContractRec): string =>
        slug === 'contract-sides'
          ? CONTRACT_SIDE_LABELS[c.side]
          : slug === 'buyer-seller'
            ? c.side === 'LIST' || c.side === 'REF-LIST'
              ? 'Seller side'
              : 'Buyer side'
            : c.propertyType;
      const columns = [
        col('group', slug === 'deal-breakdown' ? 'Property Type' : 'Side', 'text'),
        col('sides', 'Sides', 'number'),
        col('volume', 'Volume', 'currency'),
        col('netCommission', 'Net Commission', 'currency'),
      ];
      const groups = new Map<string, ContractRec[]>();
      for (const c of closed) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c]);
      const rows = [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([group, list]) => ({
          group,
          sides: sumMoney(list.map(ownerShare)),
          volume: sumMoney(list.map((c) => c.salePrice)),
          netCommission: sumMoney(list.map(ownerNet)),
        }));
      return {
        columns,
        rows,
        totals: totalsOf(columns, rows),
        chart: { type: 'pie', xKey: 'group', series: [{ key: 'volume', label: 'Volume' }] },
      };
    }
    case 'apc':
    case 'net-income':
    case 'comm-forecast': {
      const list = slug === 'comm-forecast' ? pending : closed;
      const monthOf = (c: ContractRec): string => (c.closingDate ?? c.contractDate).slice(0, 7);
      const columns =
        slug === 'apc'
          ? [
              col('month', 'Month', 'text'),
              col('closings', 'Closings', 'number'),
              col('volume', 'Volume', 'currency'),
              col('averagePrice', 'Average Price', 'currency'),
            ]
          : slug === 'net-income'
            ? [
                col('month', 'Month', 'text'),
                col('grossCommission', 'Gross', 'currency'),
                col('companyDollar', 'Office Split', 'currency'),
                col('fees', 'Fees', 'currency'),
                col('netCommission', 'Net Income', 'currency'),
              ]
            : [
                col('month', 'Month', 'text'),
                col('deals', 'Deals', 'number'),
                col('grossCommission', 'Projected Gross', 'currency'),
                col('netCommission', 'Projected Net', 'currency'),
              ];
      const keys = slug === 'comm-forecast' ? [...new Set(list.map(monthOf))].sort() : months(year);
      const rows = keys.map((month): ReportRow => {
        const inMonth = list.filter((c) => monthOf(c) === month);
        const volume = sumMoney(inMonth.map((c) => c.salePrice));
        if (slug === 'apc') {
          return {
            month: monthLabel(month),
            closings: inMonth.length,
            volume,
            averagePrice: inMonth.length ? Math.round((volume / inMonth.length) * 100) / 100 : 0,
          };
        }
        if (slug === 'net-income') {
          return {
            month: monthLabel(month),
            grossCommission: sumMoney(inMonth.map((c) => c.grossCommission)),
            companyDollar: sumMoney(inMonth.map((c) => c.companyDollar)),
            fees: sumMoney(inMonth.map((c) => c.transactionFee)),
            netCommission: sumMoney(inMonth.map((c) => c.netCommission)),
          };
        }
        return {
          month: monthLabel(month),
          deals: inMonth.length,
          grossCommission: sumMoney(inMonth.map((c) => c.grossCommission)),
          netCommission: sumMoney(inMonth.map(ownerNet)),
        };
      });
      const totals = totalsOf(columns, rows, slug === 'apc' ? ['averagePrice'] : []);
      if (slug === 'apc') {
        const n = rows.reduce((s, r) => s + (typeof r.closings === 'number' ? r.closings : 0), 0);
        totals.averagePrice = n ? Math.round((sumMoney(closed.map((c) => c.salePrice)) / n) * 100) / 100 : 0;
      }
      const series =
        slug === 'apc'
          ? [{ key: 'averagePrice', label: 'Average Price' }]
          : [{ key: 'netCommission', label: slug === 'net-income' ? 'Net Income' : 'Projected Net' }];
      return {
        columns,
        rows,
        totals,
        chart: { type: slug === 'net-income' ? 'line' : 'bar', xKey: 'month', series },
      };
    }
    case 'comm-percentage': {
      const columns = [
        col('address', 'Address', 'text'),
        col('salePrice', 'Sale Price', 'currency'),
        col('commissionPercent', 'Commission', 'percent'),
        col('grossCommission', 'Gross Commission', 'currency'),
        col('splitPercent', 'Your Split', 'percent'),
      ];
      const rows = closed.map((c) => ({
        address: c.propertyAddress,
        salePrice: c.salePrice,
        commissionPercent: c.commissionPercent,
        grossCommission: c.grossCommission,
        splitPercent: c.splitPercent,
      }));
      return { columns, rows, totals: totalsOf(columns, rows), chart: null };
    }
    case 'cap-status': {
      const { contributions } = capProgress(agent, book.contracts, dayForYear(year, today), today);
      const columns = [
        col('closingDate', 'Closing Date', 'date'),
        col('address', 'Address', 'text'),
        col('companyDollar', 'Company Dollar', 'currency'),
        col('progressPercent', 'Toward Cap', 'percent'),
      ];
      let running = 0;
      const rows = contributions.map((c) => {
        running += Math.round(c.companyDollar * 100);
        return {
          closingDate: c.closingDate,
          address: c.propertyAddress,
          companyDollar: c.companyDollar,
          progressPercent: Math.min(100, Math.round((running / 100 / agent.capAmount) * 1000) / 10),
        };
      });
      return {
        columns,
        rows,
        totals: totalsOf(columns, rows),
        chart: {
          type: 'line',
          xKey: 'closingDate',
          series: [{ key: 'progressPercent', label: 'Toward Cap' }],
        },
      };
    }
    case 'awards-level': {
      const columns = [
        col('year', 'Year', 'text'),
        col('sides', 'Sides', 'number'),
        col('volume', 'Volume', 'currency'),
        col('level', 'Level', 'text'),
      ];
      const rows: ReportRow[] = [];
      for (let y = 2020; y <= year; y += 1) {
        const list = book.contracts.filter(
          (c) => c.status === 'CLSD' && c.closingDate?.startsWith(String(y)),
        );
        const volume = sumMoney(list.map((c) => c.salePrice));
        const level =
          volume >= 8_000_000
            ? 'Platinum'
            : volume >= 5_000_000
              ? 'Gold'
              : volume >= 2_500_000
                ? 'Silver'
                : volume > 0
                  ? 'Bronze'
                  : '—';
        rows.push({ year: String(y), sides: sumMoney(list.map(ownerShare)), volume, level });
      }
      return {
        columns,
        rows,
        totals: totalsOf(columns, rows),
        chart: { type: 'bar', xKey: 'year', series: [{ key: 'volume', label: 'Volume' }] },
      };
    }
    case 'billing-details':
    case 'office-bill': {
      const lines = yearInvoices.flatMap((i) => i.lines.map((l) => ({ invoice: i, line: l })));
      if (slug === 'billing-details') {
        const columns = [
          col('date', 'Date', 'date'),
          col('description', 'Description', 'text'),
          col('category', 'Category', 'text'),
          col('invoiceNumber', 'Invoice', 'text'),
          col('status', 'Status', 'text'),
          col('amount', 'Amount', 'currency'),
        ];
        const rows = lines.map(({ invoice: i, line }) => ({
          date: i.issueDate,
          description: line.description,
          category: line.category,
          invoiceNumber: i.invoiceNumber,
          status: i.status,
          amount: line.amount,
        }));
        return { columns, rows, totals: totalsOf(columns, rows), chart: null };
      }
      const columns = [
        col('category', 'Category', 'text'),
        col('items', 'Items', 'number'),
        col('amount', 'Amount', 'currency'),
      ];
      const byCategory = new Map<string, number[]>();
      for (const { line } of lines)
        byCategory.set(line.category, [...(byCategory.get(line.category) ?? []), line.amount]);
      const rows = [...byCategory.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([category, amounts]) => ({ category, items: amounts.length, amount: sumMoney(amounts) }));
      return {
        columns,
        rows,
        totals: totalsOf(columns, rows),
        chart: { type: 'pie', xKey: 'category', series: [{ key: 'amount', label: 'Amount' }] },
      };
    }
    case 'invoice-summary': {
      const columns = [
        col('invoiceNumber', 'Invoice', 'text'),
        col('issueDate', 'Issued', 'date'),
        col('dueDate', 'Due', 'date'),
        col('status', 'Status', 'text'),
        col('total', 'Total', 'currency'),
        col('amountPaid', 'Paid', 'currency'),
        col('amountDue', 'Due', 'currency'),
      ];
      const rows = yearInvoices
        .map((i) => invoice(store, i))
        .map((i) => ({
          invoiceNumber: i.invoiceNumber,
          issueDate: i.issueDate,
          dueDate: i.dueDate,
          status: i.status,
          total: i.total,
          amountPaid: i.amountPaid,
          amountDue: i.amountDue,
        }));
      return { columns, rows, totals: totalsOf(columns, rows), chart: null };
    }
    case 'index': {
      const columns = [col('title', 'Report', 'text'), col('path', 'Path', 'text')];
      const rows = REPORT_PAGE_SLUGS.map((s) => ({
        title: REPORT_TITLES[s],
        path: `reports/${s}`,
      }));
      return { columns, rows, totals: null, chart: null };
    }
  }
}

// ---------- listings ----------

type ListingAttribute = { value: string; match: (l: ListingRec, needle: string) => boolean };
const LISTING_ATTRIBUTES: ListingAttribute[] = [
  { value: 'Listing_All', match: () => true },
  { value: 'Listing_Address', match: (l, n) => l.address.toLowerCase().includes(n) },
  { value: 'Listing_City', match: (l, n) => l.city.toLowerCase().includes(n) },
  { value: 'Listing_Mls', match: (l, n) => l.mlsNumber.toLowerCase().startsWith(n) },
  { value: 'Listing_Status', match: (l, n) => n === '' || l.status.toLowerCase() === n },
  { value: 'Listing_PropertyType', match: (l, n) => n === '' || l.propertyType.toLowerCase() === n },
];

export function reportHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  const summariesReply = (
    rows: ContractSummary[],
    q: { page: () => { pageNumber: number; pageSize: number } },
  ) => {
    const { pageNumber, pageSize } = q.page();
    const page = paginate(rows, pageNumber, pageSize);
    if (page.totalCount === 0) throw noResults();
    return page;
  };

  return [
    api.get(
      '/reports/ReportList',
      route({ auth: 'user' }, ({ response }, { store, session }) =>
        response(200).json({ data: reportList(store, session.agent) }),
      ),
    ),

    api.get(
      '/reports/agent/{slug}',
      route({ auth: 'user', agentAccess: true, strict: true }, ({ params, response }, ctx) => {
        const slug = REPORT_SLUGS.find((s) => s === String(params.slug));
        if (!slug) throw notFound('No such report.');
        const { store, q } = ctx;
        const year = q.year(ctx.currentYear) ?? ctx.currentYear;
        const filter = q.oneOf('contractFilter', CONTRACT_FILTERS) ?? 'SELECT';
        const side = q.oneOf('side', CONTRACT_SIDES);
        const agent = resolveAgent(ctx, { unknown: 'notFound' });
        const contracts = bookOf(store, agent)
          .contracts.filter(
            (c) =>
              contractDay(c).startsWith(String(year)) &&
              (filter === 'SELECT' || c.status === filter) &&
              (side === undefined || c.side === side),
          )
          .sort((a, b) => contractDay(a).localeCompare(contractDay(b)) || a.contractId - b.contractId);
        const built = build(slug, store, agent, year, contracts, ctx.today);
        const data: ReportData = { slug, title: REPORT_TITLES[slug], year, ...built };
        return response(200).json({ data });
      }),
    ),

    api.get(
      '/reports/GetAgentOfficeList',
      route({ auth: 'user' }, ({ response }, { store, session }) => {
        const officeId = session.agent?.officeId ?? session.office?.id;
        const office = officeId !== undefined ? store.officeById.get(officeId) : undefined;
        const list: AgentOffice[] = office
          ? [
              {
                officeId: office.id,
                officeNum: office.officeNum,
                officeName: office.called,
                companyName: store.companyById.get(office.companyId)?.name ?? '',
                primary: true,
              },
            ]
          : [];
        return response(200).json({ data: list });
      }),
    ),

    api.get(
      '/reports/billitem',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const agent = resolveAgent(ctx);
        const year = ctx.q.year(ctx.currentYear) ?? ctx.currentYear;
        const items = bookOf(ctx.store, agent)
          .invoices.filter((i) => i.issueDate.startsWith(String(year)))
          .flatMap((i) =>
            i.lines.map((l) => ({
              id: i.id * 100 + l.id,
              date: i.issueDate,
              description: l.description,
              category: l.category,
              amount: l.amount,
              invoiceNumber: i.invoiceNumber,
              status: i.status,
            })),
          );
        return response(200).json({ data: items });
      }),
    ),

    api.get(
      '/reports/GetDashoardDropdown',
      route({ auth: 'user' }, ({ response }, { store }) =>
        response(200).json({
          data: {
            years: yearChoices(new Date(`${store.db.meta.today}T12:00:00Z`)),
            contractFilters: CONTRACT_FILTERS.map((value) => ({
              value,
              label: CONTRACT_FILTER_LABELS[value],
            })),
            sides: CONTRACT_SIDES.map((value) => ({ value, label: CONTRACT_SIDE_LABELS[value] })),
          },
        }),
      ),
    ),

    api.get(
      '/reports/GetPyramidCredentials',
      route({ auth: 'user', agentAccess: true }, ({ response }, { store, session }) => {
        const expires = new Date(store.clock().getTime() + 60 * 60 * 1000);
        const token = `pyr_${((session.user.userId * 2_654_435_761) >>> 0).toString(16).padStart(8, '0')}${expires.getTime().toString(16).slice(-4)}`;
        return response(200).json({
          data: {
            token,
            dashboardUrl: `https://analytics.balance.example.com/dash/${session.role === 'Agent' ? 'agent' : 'office'}`,
            expiresAt: expires.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          },
        });
      }),
    ),

    api.get(
      '/reports/GetListing',
      route({ auth: 'user' }, ({ response }, { store, q, session }) => {
        const { pageNumber, pageSize } = q.page();
        const fieldRaw = (q.string('searchField') ?? 'Listing_All').toLowerCase();
        const attribute = LISTING_ATTRIBUTES.find((a) => a.value.toLowerCase() === fieldRaw);
        if (!attribute) throw noResults();
        const needle = (q.string('searchText') ?? '').trim().toLowerCase();
        const agentId = q.int('agentId', { min: 1 });
        let agents: AgentRec[];
        if (agentId !== undefined && agentId !== session.user.userId) {
          const agent = store.agentById.get(agentId);
          agents = agent && session.role !== 'Agent' && canSeeAgent(store, session, agentId) ? [agent] : [];
        } else agents = summaryAgents(store, session);
        const rows: ListingRec[] = [];
        for (const agent of agents) {
          for (const l of store.book(agent.userId)?.listings ?? [])
            if (attribute.match(l, needle)) rows.push(l);
        }
        rows.sort((a, b) => b.listDate.localeCompare(a.listDate) || b.listingId - a.listingId);
        const page = paginate(rows, pageNumber, pageSize);
        if (page.totalCount === 0) throw noResults();
        return response(200).json(
          { data: page.rows.map((l) => listingRow(store, l)) },
          { headers: paginationHeader(page) },
        );
      }),
    ),

    api.get(
      '/reports/GetListingInfo',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const id = q.int('listingId', { required: true, min: 1 });
        const listing = id !== undefined ? store.listing(id) : undefined;
        if (!listing || !canSeeAgent(store, session, listing.agentId)) throw notFound('No such listing.');
        return response(200).json({ data: listingDetail(store, listing) });
      }),
    ),

    api.get(
      '/reports/ContractSummaryByAddress',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const address = q.string('address', { required: true, minLength: 2, maxLength: 200 });
        const needle = (address ?? '').trim().toLowerCase();
        if (needle.length < 2)
          throw badRequest('The request is not valid.', {
            address: ['Type at least 2 characters of the address.'],
          });
        const rows: ContractSummary[] = [];
        for (const agent of summaryAgents(store, session)) {
          const book = bookOf(store, agent);
          for (const c of book.contracts)
            if (c.propertyAddress.toLowerCase().includes(needle)) rows.push(contractSummary(store, c));
          for (const l of book.listings)
            if (l.contractId === null && l.address.toLowerCase().includes(needle))
              rows.push(noContractSummary(store, l));
        }
        rows.sort((a, b) => b.date.localeCompare(a.date));
        const page = summariesReply(rows, q);
        return response(200).json({ data: page.rows }, { headers: paginationHeader(page) });
      }),
    ),

    api.get(
      '/reports/ContractSummaryByDate',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const from = q.date('from', { required: true });
        const to = q.date('to', { required: true });
        const filter = q.oneOf('contractFilter', CONTRACT_FILTERS) ?? 'SELECT';
        if (from && to && from > to)
          throw badRequest('The request is not valid.', { to: ['The end date is before the start date.'] });
        const rows: ContractSummary[] = [];
        for (const agent of summaryAgents(store, session)) {
          const book = bookOf(store, agent);
          if (filter !== 'NONE') {
            for (const c of book.contracts) {
              const day = c.closingDate ?? c.contractDate;
              if ((filter === 'SELECT' || c.status === filter) && day >= (from ?? '') && day <= (to ?? ''))
                rows.push(contractSummary(store, c));
            }
          } else {
            for (const l of book.listings)
              if (l.contractId === null && l.listDate >= (from ?? '') && l.listDate <= (to ?? ''))
                rows.push(noContractSummary(store, l));
          }
        }
        rows.sort((a, b) => (b.closingDate ?? b.date).localeCompare(a.closingDate ?? a.date));
        const page = summariesReply(rows, q);
        return response(200).json({ data: page.rows }, { headers: paginationHeader(page) });
      }),
    ),

    api.get(
      '/reports/ContractSummaryNoContractByDate',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const from = q.date('from', { required: true });
        const to = q.date('to', { required: true });
        if (from && to && from > to)
          throw badRequest('The request is not valid.', { to: ['The end date is before the start date.'] });
        const rows: ContractSummary[] = [];
        for (const agent of summaryAgents(store, session)) {
          for (const l of bookOf(store, agent).listings) {
            if (l.contractId === null && l.listDate >= (from ?? '') && l.listDate <= (to ?? ''))
              rows.push(noContractSummary(store, l));
          }
        }
        rows.sort((a, b) => b.date.localeCompare(a.date));
        const page = summariesReply(rows, q);
        return response(200).json({ data: page.rows }, { headers: paginationHeader(page) });
      }),
    ),

    api.post(
      '/reports/ContractSummary/Email',
      route({ auth: 'user', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const contractId = check.number('contractId', { required: true, min: 1, integer: true });
        const email = check.string('email', { required: true, min: 3, max: 254, label: 'E-mail' });
        if (email && !isEmail(email)) check.add('email', CONTACT_MESSAGES.emailNotValid);
        check.done();
        const found = contractId !== undefined ? contractFor(store, session, contractId) : undefined;
        if (!found || found === 'forbidden')
          throw new HttpError(404, { message: MESSAGES.noContractAvailable });
        return response(200).json({ data: { message: MESSAGES.contractSentToEmail } });
      }),
    ),
  ];
}
