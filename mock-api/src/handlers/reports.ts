// Reports: the rail, the sixteen agent reports (built by reports/registry.ts), bill items, dropdowns,
// listings and contract summaries.
import type { AgentOffice, ContractSummary, ReportData } from '@balance/api-client';
import {
  CONTACT_MESSAGES,
  CONTRACT_FILTERS,
  CONTRACT_FILTER_LABELS,
  CONTRACT_SIDES,
  CONTRACT_SIDE_LABELS,
  isEmail,
  MESSAGES,
  REPORT_SLUGS,
  REPORT_TITLES,
  yearChoices,
} from '@balance/domain';
import type { AgentRec, ListingRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { HttpError, badRequest, noResults, notFound } from './http/errors.ts';
import { pagedReply, paginate } from './http/paging.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { bookOf, canSeeAgent, contractDay, contractFor, resolveAgent, summaryAgents } from './agentside.ts';
import { buildReport } from './reports/registry.ts';
import { reportList } from './reports/rail.ts';
import { contractSummary, listingDetail, listingRow, noContractSummary } from './views.ts';

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
        const built = buildReport(slug, store, agent, year, contracts, ctx.today);
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
        const paging = q.page();
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
        return response(200).json(...pagedReply(paginate(rows, paging), (l) => listingRow(store, l)));
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
        return response(200).json(...pagedReply(paginate(rows, q.page()), (row) => row));
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
        return response(200).json(...pagedReply(paginate(rows, q.page()), (row) => row));
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
        return response(200).json(...pagedReply(paginate(rows, q.page()), (row) => row));
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
