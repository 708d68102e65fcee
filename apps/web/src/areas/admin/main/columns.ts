// Grid columns per main selection and what identifies a row.
import type { MainSelection } from '@balance/domain';
import type { ColumnDef, RowId } from '@balance/ui';
import { SEARCHES } from '../resources';
import type { RowsBySelection, SearchRow } from './runSearch';

/** The grid columns of each selection, as its record kind declares them. */
export const COLUMNS: { [S in MainSelection]: ColumnDef<RowsBySelection[S]>[] } = {
  agents: SEARCHES.agents.columns,
  companies: SEARCHES.companies.columns,
  offices: SEARCHES.offices.columns,
  regions: SEARCHES.regions.columns,
  users: SEARCHES.users.columns,
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
