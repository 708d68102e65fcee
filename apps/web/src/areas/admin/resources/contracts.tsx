// Contracts: searched per company (Vitals → Contracts) by the spec's contract filter, side,
// closing-date range, office, agent and an address or MLS number; a row opens the contract page.
import {
  CONTRACT_FILTER_LABELS,
  CONTRACT_SIDE_LABELS,
  type ContractFilter,
  type ContractSide,
} from '@balance/domain';
import type { DealContractRow } from '../../../api/types';
import { paths } from '../../../app/paths';
import { dealPage, placeQuery, type DealPlace, type DealSearch } from './deals';

export type ContractSearchFilter = DealPlace & {
  filter: ContractFilter;
  side: ContractSide | null;
  /** YYYY-MM-DD or ''. */
  closingFrom: string;
  closingTo: string;
};

export const contractSearch: DealSearch<DealContractRow, ContractSearchFilter> = {
  noun: 'contracts',
  columns: [
    { key: 'address', header: 'Address', width: 220, accessor: (row) => `${row.address}, ${row.city}` },
    {
      key: 'side',
      header: 'Side',
      width: 100,
      accessor: (row) => (row.side === null ? '' : CONTRACT_SIDE_LABELS[row.side]),
    },
    { key: 'status', header: 'Status', width: 120, accessor: (row) => CONTRACT_FILTER_LABELS[row.status] },
    { key: 'salePrice', header: 'Sale Price', format: 'currency', width: 140 },
    { key: 'contractDate', header: 'Contract Date', format: 'date', width: 130 },
    { key: 'closingDate', header: 'Closing Date', format: 'date', width: 130 },
    { key: 'agentName', header: 'Agent', width: 180 },
    {
      key: 'office',
      header: 'Office',
      width: 200,
      accessor: (row) => `${row.officeNum} · ${row.officeName}`,
    },
    { key: 'payoutStatus', header: 'Payout Status', width: 130, accessor: (row) => row.payoutStatus ?? '' },
  ],
  // A listing with no contract (the No Contract filter) is keyed and opened by its listing.
  idOf: (row) => row.contractId ?? -(row.listingId ?? 0),
  open: (row) =>
    row.contractId === null
      ? paths.listingProfile.build(row.listingId ?? 0)
      : paths.contractProfile.build(row.contractId),
  fileName: 'contracts.csv',
  list: async (api, filter, paging, signal) =>
    dealPage(
      await api.GET('/contracts/search', {
        params: {
          query: {
            ...paging,
            ...placeQuery(filter),
            contractFilter: filter.filter,
            ...(filter.side === null ? {} : { side: filter.side }),
            ...(filter.closingFrom === '' ? {} : { closingFrom: filter.closingFrom }),
            ...(filter.closingTo === '' ? {} : { closingTo: filter.closingTo }),
          },
        },
        signal,
      }),
    ),
};
