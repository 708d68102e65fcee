// Searches of the record kinds that are found but not yet managed here (agents, regions).
import type { AgentRow, RegionRow } from '../../../api/types';
import type { SearchSpec } from './search';

export const agentSearch: SearchSpec<AgentRow> = {
  columns: [
    { key: 'userId', header: 'Agent ID', align: 'end', width: 100 },
    { key: 'name', header: 'Name', width: 200 },
    { key: 'memberType', header: 'Type', width: 120 },
    { key: 'activeString', header: 'Status', width: 110 },
    { key: 'gfStatus', header: 'BSF Status', width: 120 },
    { key: 'officeNum', header: 'Office #', width: 100 },
    { key: 'officeName', header: 'Office Name', width: 200 },
    { key: 'agentStatus', header: 'Team Status', width: 130 },
  ],
  list: (api, { request, paging, text, who }, signal) =>
    request.attribute === 'Agent_All'
      ? api.GET('/agents', { params: { query: paging }, signal })
      : api.GET('/agents/agentsBy', {
          params: { query: { ...paging, key: request.attribute, search: text, ...who } },
          signal,
        }),
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
