// Listings, contracts and a listing profile for the deal pages' stories: ordinary, hostile and long
// texts and enough rows to page, answered like the mock answers them (a 404 "no results" when none).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CONTRACT_SIDES, LISTING_STATUSES, PAYOUT_STATUSES, PROPERTY_TYPES } from '@balance/domain';
import type { DealContractRow, DealListingRow, ListingProfile } from '../../../api/types';
import { HOSTILE } from '../../../test/fixtures';
import { adminHandlers, api } from '../../../test/storyApp';

const LONG = 'Northwest Residential & Commercial Brokerage Partners of the Greater Metropolitan Area';
const STREETS = ['6879 Hand Rd', '4068 Barton Ct', HOSTILE, '1030 South Way', LONG];
const AGENTS = ['Maya Rivera', 'Daniel Okafor', HOSTILE, 'Li Wei', LONG];
const STATUSES: DealContractRow['status'][] = ['PEND', 'CLSD', 'CLSD', 'FALL'];
const day = (i: number) =>
  `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;

export const LISTING_ROWS: DealListingRow[] = Array.from({ length: 60 }, (_, i) => ({
  listingId: 100_100 + i,
  mlsNumber: `26-${String(108_026 + i * 7)}`,
  address: STREETS[i % STREETS.length] ?? '',
  city: 'Portland',
  propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length] ?? 'DE',
  listPrice: 420_000 + i * 12_500,
  listDate: day(i),
  expirationDate: i % 7 === 6 ? null : day(i + 5),
  status: LISTING_STATUSES[i % LISTING_STATUSES.length] ?? 'Active',
  agentId: 1001 + (i % 5),
  agentName: AGENTS[i % AGENTS.length] ?? '',
  officeId: 1,
  officeNum: '1001',
  officeName: i % 9 === 4 ? LONG : 'Pearl District',
  contractId: i % 3 === 0 ? 100_100 + i : null,
}));

export const CONTRACT_ROWS: DealContractRow[] = Array.from({ length: 60 }, (_, i) => {
  const status = STATUSES[i % STATUSES.length] ?? 'PEND';
  return {
    contractId: 100_100 + i,
    listingId: i % 2 === 0 ? 100_100 + i : null,
    address: STREETS[i % STREETS.length] ?? '',
    city: 'Portland',
    mlsNumber: `26-${String(208_026 + i * 7)}`,
    side: CONTRACT_SIDES[i % CONTRACT_SIDES.length] ?? 'LIST',
    status,
    salePrice: 389_000 + i * 9_500,
    contractDate: day(i),
    closingDate: status === 'FALL' ? null : day(i + 1),
    agentId: 1001 + (i % 5),
    agentName: AGENTS[i % AGENTS.length] ?? '',
    officeId: 1,
    officeNum: '1001',
    officeName: 'Pearl District',
    payoutStatus: status === 'CLSD' ? (PAYOUT_STATUSES[i % PAYOUT_STATUSES.length] ?? null) : 'Not Started',
  };
});

const FIRST_LISTING = LISTING_ROWS[0] as DealListingRow;

export const LISTING_PROFILE: ListingProfile = {
  listing: { ...FIRST_LISTING, status: 'Sold', listPrice: 820_500, contractId: 100_100 },
  details: {
    state: 'OR',
    zip: '97237',
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 2_400,
    yearBuilt: 1998,
    description: 'A bright corner home near the park, with a new roof and a finished basement.',
  },
  priceHistory: [
    { date: '2026-01-01', price: 869_000, previousPrice: null },
    { date: '2026-02-10', price: 845_000, previousPrice: 869_000 },
    { date: '2026-03-20', price: 820_500, previousPrice: 845_000 },
  ],
  contracts: [{ ...(CONTRACT_ROWS[1] as DealContractRow), contractId: 100_100, listingId: 100_100 }],
};

export const HOSTILE_PROFILE: ListingProfile = {
  ...LISTING_PROFILE,
  listing: { ...LISTING_PROFILE.listing, address: HOSTILE, agentName: HOSTILE, officeName: LONG },
  details: { ...LISTING_PROFILE.details, description: `${HOSTILE} ${LONG} ${LONG}` },
  priceHistory: [{ date: '2026-01-01', price: 820_500, previousPrice: null }],
  contracts: [],
};

function paged<Row>(rows: readonly Row[], request: Request) {
  const url = new URL(request.url);
  const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  if (rows.length === 0)
    return HttpResponse.json({ message: 'No records found.', data: [] }, { status: 404 });
  return HttpResponse.json(
    { data: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) },
    {
      headers: {
        'x-pagination': JSON.stringify({ currentPage: pageNumber, pageSize, totalCount: rows.length }),
      },
    },
  );
}

/** The admin handlers and the deal calls. */
export function dealHandlers({
  listings = LISTING_ROWS,
  contracts = CONTRACT_ROWS,
  profile = LISTING_PROFILE,
}: {
  listings?: readonly DealListingRow[];
  contracts?: readonly DealContractRow[];
  profile?: ListingProfile;
} = {}): HttpHandler[] {
  return [
    ...adminHandlers,
    http.get(api('/listings/search'), ({ request }) => paged(listings, request)),
    http.get(api('/contracts/search'), ({ request }) => paged(contracts, request)),
    http.get(api('/listings/:id'), () => HttpResponse.json({ data: profile })),
  ];
}
