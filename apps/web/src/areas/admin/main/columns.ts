// Grid columns per main selection, with the product's captions (docs/product.md#records-and-fields).
import type { MainSelection } from '@balance/domain';
import type { ColumnDef, RowId } from '@balance/ui';
import type { AgentRow, CompanyRow, OfficeRow, RegionRow, UserRow } from '../../../api/types';
import type { RowsBySelection, SearchRow } from './runSearch';

const agentColumns: ColumnDef<AgentRow>[] = [
  { key: 'userId', header: 'Agent ID', align: 'end', width: 100 },
  { key: 'name', header: 'Name', width: 200 },
  { key: 'memberType', header: 'Type', width: 120 },
  { key: 'activeString', header: 'Status', width: 110 },
  { key: 'gfStatus', header: 'BSF Status', width: 120 },
  { key: 'officeNum', header: 'Office #', width: 100 },
  { key: 'officeName', header: 'Office Name', width: 200 },
  { key: 'agentStatus', header: 'Team Status', width: 130 },
];

const companyColumns: ColumnDef<CompanyRow>[] = [
  { key: 'id', header: 'ID', align: 'end', width: 80 },
  { key: 'name', header: 'Name', width: 260 },
  { key: 'active', header: 'Active', format: 'boolean', width: 90 },
  { key: 'dateCreated', header: 'Date Created', format: 'date', width: 140 },
  { key: 'createdByName', header: 'Created By', width: 180 },
  { key: 'officeCount', header: 'Offices', format: 'number', width: 100 },
];

const officeColumns: ColumnDef<OfficeRow>[] = [
  { key: 'id', header: 'ID', align: 'end', width: 80 },
  { key: 'called', header: 'Office Name', width: 220 },
  { key: 'city', header: 'City', width: 150 },
  { key: 'activeText', header: 'Status', width: 110 },
  { key: 'companyName', header: 'Company', width: 220 },
  { key: 'agentCount', header: 'Agents', format: 'number', width: 100 },
  { key: 'staffCount', header: 'Staff', format: 'number', width: 100 },
];

const regionColumns: ColumnDef<RegionRow>[] = [
  { key: 'id', header: 'ID', align: 'end', width: 80 },
  { key: 'name', header: 'Region', width: 220 },
  { key: 'companyName', header: 'Company', width: 220 },
  { key: 'officeCount', header: 'Offices', format: 'number', width: 100 },
  { key: 'agentCount', header: 'Agents', format: 'number', width: 100 },
  { key: 'active', header: 'Active', format: 'boolean', width: 90 },
];

const userColumns: ColumnDef<UserRow>[] = [
  { key: 'userId', header: 'User ID', align: 'end', width: 100 },
  { key: 'userName', header: 'User Name', width: 150 },
  { key: 'name', header: 'Name', width: 180 },
  { key: 'email', header: 'E-mail', width: 240 },
  { key: 'role', header: 'Role', width: 130 },
  { key: 'officeName', header: 'Office', width: 180 },
  { key: 'active', header: 'Active', format: 'boolean', width: 90 },
  { key: 'lastLoginAt', header: 'Last Login', format: 'date', width: 130 },
];

export const COLUMNS: { [S in MainSelection]: ColumnDef<RowsBySelection[S]>[] } = {
  agents: agentColumns,
  companies: companyColumns,
  offices: officeColumns,
  regions: regionColumns,
  users: userColumns,
};

/** The columns of a selection, typed for the grid's mixed row union. */
export function columnsFor(selection: MainSelection): ColumnDef<SearchRow>[] {
  return COLUMNS[selection] as ColumnDef<SearchRow>[];
}

/** The id of a row: userId for agents and users, id otherwise. */
export function rowIdOf(row: SearchRow): RowId {
  return 'userId' in row ? row.userId : row.id;
}

/** A short name of a row for messages and the detail card title. */
export function rowNameOf(row: SearchRow): string {
  if ('called' in row) return row.called;
  return row.name;
}
