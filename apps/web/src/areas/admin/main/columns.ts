// Grid columns per search kind and what identifies a row.
import type { MainSelection } from '@balance/domain';
import type { ColumnDef, RowId } from '@balance/ui';
import { SEARCHES, searchKindOf, type SearchKind } from '../resources';
import type { RowsByKind, SearchRow } from './runSearch';

/** The grid columns of each search kind, as its record kind declares them. */
export const COLUMNS: { [K in SearchKind]: ColumnDef<RowsByKind[K]>[] } = {
  agents: SEARCHES.agents.columns,
  companies: SEARCHES.companies.columns,
  offices: SEARCHES.offices.columns,
  regions: SEARCHES.regions.columns,
  users: SEARCHES.users.columns,
  teams: SEARCHES.teams.columns,
};

/** The columns of a selection (teams' own for the users tab's Team attributes), typed for the grid's row union. */
export function columnsFor(selection: MainSelection, attribute = ''): ColumnDef<SearchRow>[] {
  return COLUMNS[searchKindOf(selection, attribute)] as ColumnDef<SearchRow>[];
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
