// Searches of the record kinds that are found but not managed here (regions).
import type { RegionRow } from '../../../api/types';
import type { SearchSpec } from './search';

export const regionSearch: SearchSpec<RegionRow> = {
  columns: [
    { key: 'id', header: 'ID', align: 'end', width: 80 },
    { key: 'name', header: 'Region', width: 220 },
    { key: 'companyName', header: 'Company', width: 220 },
    { key: 'officeCount', header: 'Offices', format: 'number', width: 100 },
    { key: 'agentCount', header: 'Agents', format: 'number', width: 100 },
    { key: 'active', header: 'Active', format: 'boolean', width: 90 },
  ],
  list: (api, { request, paging, text }, signal) =>
    api.GET('/regions', {
      params: { query: { ...paging, searchField: request.attribute, searchText: text } },
      signal,
    }),
};
