// Contract cases of the listing and contract searches and the listing page.
import { DEAL_MESSAGES } from '@balance/domain';
import type { Case } from './cases.ts';
import { get } from './caseHelpers.ts';
import { expectMessage } from './expectations.ts';

/** A listing of the demo agent that led to a contract. */
const demoListing = (ctx: Parameters<Case['request']>[0]) => {
  const listing = ctx.store.book(1001)?.listings.find((l) => l.contractId !== null);
  if (!listing) throw new Error('the demo agent has a contracted listing');
  return listing;
};

export const dealCases: Case[] = [
  {
    op: 'searchDealListings',
    name: "a company's active listings",
    request: get('/listings/search', { companyId: 1, status: 'Active' }),
    status: 200,
  },
  {
    op: 'searchDealListings',
    name: 'by MLS number within an office',
    as: 'officeadmin',
    request: (ctx) => ({
      path: '/listings/search',
      query: { officeId: 1, searchField: 'MlsNumber', searchText: demoListing(ctx).mlsNumber },
    }),
    status: 200,
  },
  {
    op: 'searchDealListings',
    name: 'a Super Admin names no company',
    request: get('/listings/search'),
    status: 400,
    expectBody: (b) => expectMessage(b, DEAL_MESSAGES.chooseCompany),
  },
  {
    op: 'searchDealListings',
    name: 'an Office Admin asks for another company',
    as: 'officeadmin',
    request: get('/listings/search', { companyId: 2 }),
    status: 403,
  },
  {
    op: 'searchDealListings',
    name: 'nothing matches',
    request: get('/listings/search', { companyId: 1, searchText: 'zzqqxx' }),
    status: 404,
  },
  {
    op: 'getListingProfile',
    name: 'a listing with its contract',
    request: (ctx) => ({ path: `/listings/${demoListing(ctx).listingId}` }),
    status: 200,
  },
  {
    op: 'getListingProfile',
    name: 'agent may not',
    as: 'agent',
    request: (ctx) => ({ path: `/listings/${demoListing(ctx).listingId}` }),
    status: 403,
  },
  { op: 'getListingProfile', name: 'unknown', request: get('/listings/99999999'), status: 404 },
  {
    op: 'searchDealContracts',
    name: 'closed list sides closing in a half year',
    request: get('/contracts/search', {
      companyId: 1,
      contractFilter: 'CLSD',
      side: 'LIST',
      closingFrom: '2025-01-01',
      closingTo: '2025-06-30',
    }),
    status: 200,
  },
  {
    op: 'searchDealContracts',
    name: 'no contract (listings that led to none)',
    request: get('/contracts/search', { agentId: 1001, contractFilter: 'NONE' }),
    status: 200,
  },
  {
    op: 'searchDealContracts',
    name: 'a closing range that runs backwards',
    request: get('/contracts/search', { companyId: 1, closingFrom: '2025-02-01', closingTo: '2025-01-01' }),
    status: 400,
  },
  {
    op: 'searchDealContracts',
    name: 'agent may not',
    as: 'agent',
    request: get('/contracts/search', { companyId: 1 }),
    status: 403,
  },
  {
    op: 'searchDealContracts',
    name: 'nothing matches',
    request: get('/contracts/search', { companyId: 1, searchField: 'MlsNumber', searchText: 'zzqqxx' }),
    status: 404,
  },
];
