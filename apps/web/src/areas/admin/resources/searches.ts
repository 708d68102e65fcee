// Searches of the record kinds that are found but not yet managed here (users, regions).
import type { RegionRow, UserRow } from '../../../api/types';
import { fieldQuery, type SearchSpec } from './search';

export const userSearch: SearchSpec<UserRow> = {
  columns: [
    { key: 'userId', header: 'User ID', align: 'end', width: 100 },
    { key: 'userName', header: 'User Name', width: 150 },
    { key: 'name', header: 'Name', width: 180 },
    { key: 'email', header: 'E-mail', width: 240 },
    { key: 'role', header: 'Role', width: 130 },
    { key: 'officeName', header: 'Office', width: 180 },
    { key: 'active', header: 'Active', format: 'boolean', width: 90 },
    { key: 'lastLoginAt', header: 'Last Login', format: 'date', width: 130 },
  ],
  list: (api, call, signal) => api.GET('/Users/search', { params: { query: fieldQuery(call) }, signal }),
};

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
