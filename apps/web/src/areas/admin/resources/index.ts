// Every record kind of the admin area, by the main selection it is searched under (teams are searched
// in the users tab with the Team attributes, and shown with their own columns).
import type { MainSelection } from '@balance/domain';
import type { RowsByKind } from '../main/runSearch';
import { companyResource } from './companies';
import { agentResource } from './agents';
import { officeResource } from './offices';
import type { SearchSpec } from './search';
import { regionSearch } from './searches';
import { teamResource } from './teams';
import { userResource } from './users';

export type SearchKind = MainSelection | 'teams';

export const SEARCHES: { [K in SearchKind]: SearchSpec<RowsByKind[K]> } = {
  agents: agentResource.search,
  companies: companyResource.search,
  offices: officeResource.search,
  regions: regionSearch,
  users: userResource.search,
  teams: teamResource.search,
};

/** What a search of the selection with this attribute lists: teams for the users tab's Team attributes. */
export function searchKindOf(selection: MainSelection, attribute: string): SearchKind {
  return selection === 'users' && attribute.startsWith('Team_') ? 'teams' : selection;
}
