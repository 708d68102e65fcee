// The tab filter of the contract's example (GET /tabfilter), for stories and tests.
import type { MainSelection } from '@balance/domain';
import type { SearchAttribute } from './SearchBar';

export const TAB_FILTER: Record<MainSelection, SearchAttribute[]> = {
  agents: [
    { text: 'All Agents', value: 'Agent_All', subFilter: [] },
    { text: 'Name', value: 'Agent_Name', subFilter: [] },
    { text: 'Agent ID', value: 'Agent_Id', subFilter: [] },
    {
      text: 'Status',
      value: 'Agent_Status',
      subFilter: [
        { text: 'Active', value: 'Active' },
        { text: 'Inactive', value: 'Inactive' },
      ],
    },
  ],
  companies: [
    { text: 'All Companies', value: 'Company_All', subFilter: [] },
    { text: 'Name', value: 'Company_Name', subFilter: [] },
  ],
  offices: [
    { text: 'All Offices', value: 'Office_All', subFilter: [] },
    { text: 'Office Name', value: 'Office_Name', subFilter: [] },
    { text: 'City', value: 'Office_City', subFilter: [] },
    {
      text: 'Status',
      value: 'Office_Status',
      subFilter: [
        { text: 'Pending', value: '0' },
        { text: 'Active', value: '1' },
      ],
    },
  ],
  regions: [
    { text: 'All Regions', value: 'Region_All', subFilter: [] },
    { text: 'Name', value: 'Region_Name', subFilter: [] },
  ],
  users: [
    { text: 'All Users', value: 'User_All', subFilter: [] },
    { text: 'User Name', value: 'User_Name', subFilter: [] },
    { text: 'Teams', value: 'Team_All', subFilter: [] },
  ],
};
