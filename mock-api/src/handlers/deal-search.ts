// The admin area's listing and contract searches over the deal index, and the listing page: one
// company's deals at a time (a Super Admin names it, an Office Admin searches their own), narrowed by
// office, agent, status and a text on the address or the MLS number.
import type { DealContractRow, DealListingRow, ListingProfile } from '@balance/api-client';
import {
  CONTRACT_FILTERS,
  CONTRACT_SIDES,
  DEAL_MESSAGES,
  DEAL_SEARCH_FIELDS,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  closingRangeError,
} from '@balance/domain';
import { dealIndexOf, shardMatches } from '../store/deal-index.ts';
import type { Store } from '../store/store.ts';
import type { AgentRec, ContractRec, ListingRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { badRequest, forbidden, invalidField, notFound } from './http/errors.ts';
import { pagedReply, type Page } from './http/paging.ts';
import { pathId, type Query } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { scope } from './http/scope.ts';
import { agentName } from './views.ts';
import { priceHistoryOf } from './deal-search-prices.ts';

type DealScope = { companyId: number; officeId: number | undefined; agentId: number | undefined };

/** The company searched and the office / agent narrowing it, each checked against the user's scope. */
function dealScope(store: Store, session: Session, q: Query): DealScope {
  const s = scope(session, store);
  const agentId = q.int('agentId', { min: 1 });
  const officeId = q.int('officeId', { min: 1 });
  let companyId = q.int('companyId', { min: 1 });
  const agent = agentId === undefined ? undefined : store.agentById.get(agentId);
  if (agentId !== undefined && !agent) throw invalidField('agentId', 'There is no such agent.');
  const office = officeId === undefined ? undefined : store.officeById.get(officeId);
  if (officeId !== undefined && !office) throw invalidField('officeId', 'There is no such office.');
  const implied = office?.companyId ?? store.officeById.get(agent?.officeId ?? 0)?.companyId;
  companyId ??= implied ?? (s.all ? undefined : session.office?.companyId);
  if (companyId === undefined)
    throw badRequest(DEAL_MESSAGES.chooseCompany, { companyId: [DEAL_MESSAGES.chooseCompany] });
  if (!store.companyById.has(companyId)) throw invalidField('companyId', 'There is no such company.');
  if (!s.all && !s.companyIds.has(companyId)) throw forbidden();
  if (office && !s.all && !s.officeIds.has(office.id)) throw forbidden();
  if (agent && !s.all && !s.officeIds.has(agent.officeId)) throw forbidden();
  if (implied !== undefined && implied !== companyId) return { companyId, officeId: -1, agentId };
  return { companyId, officeId, agentId };
}

/** What the text matches (the lowercased address or MLS number), and its part of a cache key. */
function textMatcher(q: Query): { key: string; test: ((text: string, mls: string) => boolean) | null } {
  const field = q.oneOf('searchField', DEAL_SEARCH_FIELDS) ?? 'Address';
  const needle = (q.string('searchText', { maxLength: 200 }) ?? '').trim().toLowerCase();
  if (needle === '') return { key: '', test: null };
  const test =
    field === 'MlsNumber'
      ? (_t: string, mls: string) => mls.includes(needle)
      : (text: string) => text.includes(needle);
  return { key: `${field}\u0000${needle}`, test };
}

/** One page of the rows at the matched positions (the rows are already newest first). */
function pageOf<T>(
  rows: readonly T[],
  matches: Int32Array,
  paging: { pageNumber: number; pageSize: number },
): Page<T> {
  const start = (paging.pageNumber - 1) * paging.pageSize;
  const end = Math.min(matches.length, start + paging.pageSize);
  const page: T[] = [];
  for (let k = start; k < end; k += 1) page.push(rows[matches[k] as number] as T);
  return { ...paging, rows: page, totalCount: matches.length };
}

function inPlace(store: Store, where: DealScope) {
  return (agentId: number): boolean => {
    if (where.agentId !== undefined && agentId !== where.agentId) return false;
    if (where.officeId === undefined) return true;
    return store.agentById.get(agentId)?.officeId === where.officeId;
  };
}

function officeOf(store: Store, agent: AgentRec | undefined) {
  const office = agent ? store.officeById.get(agent.officeId) : undefined;
  return { officeId: office?.id ?? 0, officeNum: office?.officeNum ?? '', officeName: office?.called ?? '' };
}

export function dealListingRow(store: Store, l: ListingRec): DealListingRow {
  const agent = store.agentById.get(l.agentId);
  return {
    listingId: l.listingId,
    mlsNumber: l.mlsNumber,
    address: l.address,
    city: l.city,
    propertyType: l.propertyType,
    listPrice: l.listPrice,
    listDate: l.listDate,
    expirationDate: l.expirationDate,
    status: l.status,
    agentId: l.agentId,
    agentName: agent ? agentName(agent) : '',
    ...officeOf(store, agent),
    contractId: l.contractId,
  };
}

export function dealContractRow(store: Store, c: ContractRec): DealContractRow {
  const agent = store.agentById.get(c.agentId);
  return {
    contractId: c.contractId,
    listingId: c.listingId,
    address: c.propertyAddress,
    city: c.city,
    mlsNumber: c.mlsNumber,
    side: c.side,
    status: c.status,
    salePrice: c.salePrice,
    contractDate: c.contractDate,
    closingDate: c.closingDate,
    agentId: c.agentId,
    agentName: agent ? agentName(agent) : '',
    ...officeOf(store, agent),
    payoutStatus: c.payoutStatus,
  };
}

/** A listing that led to no contract, as a contract-search row (the NONE filter). */
function noContractRow(store: Store, l: ListingRec): DealContractRow {
  const row = dealListingRow(store, l);
  return {
    contractId: null,
    listingId: l.listingId,
    address: l.address,
    city: l.city,
    mlsNumber: l.mlsNumber,
    side: null,
    status: 'NONE',
    salePrice: l.listPrice,
    contractDate: l.listDate,
    closingDate: null,
    agentId: l.agentId,
    agentName: row.agentName,
    officeId: row.officeId,
    officeNum: row.officeNum,
    officeName: row.officeName,
    payoutStatus: null,
  };
}

export function dealSearchHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/listings/search',
      route({ auth: 'admin', strict: true }, ({ response }, { store, q, session }) => {
        const where = dealScope(store, session, q);
        const status = q.oneOf('status', LISTING_STATUSES);
        const type = q.oneOf('propertyType', PROPERTY_TYPES);
        const text = textMatcher(q);
        const place = inPlace(store, where);
        const shard = dealIndexOf(store).shard(where.companyId);
        const key = ['L', where.officeId, where.agentId, status, type, text.key].join('\u0001');
        const matches = shardMatches(
          shard,
          key,
          shard.listings,
          (l, i) =>
            (status === undefined || l.status === status) &&
            (type === undefined || l.propertyType === type) &&
            place(l.agentId) &&
            (text.test === null || text.test(shard.listingText[i] ?? '', shard.listingMls[i] ?? '')),
        );
        const page = pageOf(shard.listings, matches, q.page());
        return response(200).json(...pagedReply(page, (l) => dealListingRow(store, l)));
      }),
    ),

    api.get(
      '/listings/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) => {
        const listing = store.listing(pathId(params.id));
        if (!listing) throw notFound();
        const agent = store.agentById.get(listing.agentId);
        const s = scope(session, store);
        if (!s.all && (!agent || !s.officeIds.has(agent.officeId))) throw forbidden();
        const book = store.book(listing.agentId);
        const contracts = (book?.contracts ?? []).filter(
          (c) => c.listingId === listing.listingId || c.contractId === listing.contractId,
        );
        const profile: ListingProfile = {
          listing: dealListingRow(store, listing),
          details: {
            state: listing.state,
            zip: listing.zip,
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            squareFeet: listing.squareFeet,
            yearBuilt: listing.yearBuilt,
            description: listing.description,
          },
          priceHistory: priceHistoryOf(listing, store.db.meta.today),
          contracts: contracts.map((c) => dealContractRow(store, c)),
        };
        return response(200).json({ data: profile });
      }),
    ),

    api.get(
      '/contracts/search',
      route({ auth: 'admin', strict: true }, ({ response }, { store, q, session }) => {
        const where = dealScope(store, session, q);
        const filter = q.oneOf('contractFilter', CONTRACT_FILTERS) ?? 'SELECT';
        const side = q.oneOf('side', CONTRACT_SIDES);
        const from = q.date('closingFrom');
        const to = q.date('closingTo');
        const rangeError = closingRangeError(from, to);
        if (rangeError) throw invalidField('closingTo', rangeError);
        const text = textMatcher(q);
        const place = inPlace(store, where);
        const shard = dealIndexOf(store).shard(where.companyId);
        const key = ['C', where.officeId, where.agentId, filter, side, from, to, text.key].join('\u0001');
        if (filter === 'NONE') {
          // Listings with no contract have no side and no closing day: a side or a range finds none.
          const matches = shardMatches(
            shard,
            key,
            shard.listings,
            (l, i) =>
              l.contractId === null &&
              side === undefined &&
              from === undefined &&
              to === undefined &&
              place(l.agentId) &&
              (text.test === null || text.test(shard.listingText[i] ?? '', shard.listingMls[i] ?? '')),
          );
          const page = pageOf(shard.listings, matches, q.page());
          return response(200).json(...pagedReply(page, (l) => noContractRow(store, l)));
        }
        const matches = shardMatches(
          shard,
          key,
          shard.contracts,
          (c, i) =>
            (filter === 'SELECT' || c.status === filter) &&
            (side === undefined || c.side === side) &&
            (from === undefined || (c.closingDate !== null && c.closingDate >= from)) &&
            (to === undefined || (c.closingDate !== null && c.closingDate <= to)) &&
            place(c.agentId) &&
            (text.test === null || text.test(shard.contractText[i] ?? '', shard.contractMls[i] ?? '')),
        );
        const page = pageOf(shard.contracts, matches, q.page());
        return response(200).json(...pagedReply(page, (c) => dealContractRow(store, c)));
      }),
    ),
  ];
}
