// Listings: searched per company (Vitals → Listings List) by office, agent, status, property type and
// an address or MLS number; a row opens the listing page.
import type { ListingStatus, PropertyType } from '@balance/domain';
import type { DealListingRow } from '../../../api/types';
import { paths } from '../../../app/paths';
import { dealPage, placeQuery, type DealPlace, type DealSearch } from './deals';

export type ListingFilter = DealPlace & {
  status: ListingStatus | null;
  propertyType: PropertyType | null;
};

export const listingSearch: DealSearch<DealListingRow, ListingFilter> = {
  noun: 'listings',
  columns: [
    { key: 'address', header: 'Address', width: 220, accessor: (row) => `${row.address}, ${row.city}` },
    { key: 'mlsNumber', header: 'MLS Number', width: 130 },
    { key: 'propertyType', header: 'Property Type', width: 130 },
    { key: 'listPrice', header: 'List Price', format: 'currency', width: 140 },
    { key: 'listDate', header: 'List Date', format: 'date', width: 120 },
    { key: 'expirationDate', header: 'Expiration', format: 'date', width: 120 },
    { key: 'status', header: 'Status', width: 110 },
    { key: 'agentName', header: 'Listing Agent', width: 180 },
    {
      key: 'office',
      header: 'Office',
      width: 200,
      accessor: (row) => `${row.officeNum} · ${row.officeName}`,
    },
  ],
  idOf: (row) => row.listingId,
  open: (row) => paths.listingProfile.build(row.listingId),
  fileName: 'listings.csv',
  list: async (api, filter, paging, signal) =>
    dealPage(
      await api.GET('/listings/search', {
        params: {
          query: {
            ...paging,
            ...placeQuery(filter),
            ...(filter.status === null ? {} : { status: filter.status }),
            ...(filter.propertyType === null ? {} : { propertyType: filter.propertyType }),
          },
        },
        signal,
      }),
    ),
};
