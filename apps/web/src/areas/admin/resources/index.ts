// Every record kind of the admin area, by the main selection it is searched under.
import type { MainSelection } from '@balance/domain';
import type { RowsBySelection } from '../main/runSearch';
import { companyResource } from './companies';
import { agentResource } from './agents';
import { officeResource } from './offices';
import type { SearchSpec } from './search';
import { regionSearch, userSearch } from './searches';

export const SEARCHES: { [S in MainSelection]: SearchSpec<RowsBySelection[S]> } = {
  agents: agentResource.search,
  companies: companyResource.search,
  offices: officeResource.search,
  regions: regionSearch,
  users: userSearch,
};
