// Deterministic data for page stories and tests, typed by the API contract.
import type {
  AgentRow,
  Company,
  CompanyRow,
  OfficeDetail,
  OfficeRow,
  OfficeSettings,
  RegionRow,
  TabFilter,
  UserRow,
} from '../api/types';

export const HOSTILE = '<img src=x onerror=alert(1)>';

export const TAB_FILTER: TabFilter = {
  agents: [
    { text: 'All Agents', value: 'Agent_All', subFilter: [] },
    { text: 'Name', value: 'Agent_Name', subFilter: [] },
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
    {
      text: 'Status',
      value: 'Company_Status',
      subFilter: [
        { text: 'Active', value: 'Active' },
        { text: 'Inactive', value: 'Inactive' },
      ],
    },
  ],
  offices: [
    { text: 'All Offices', value: 'Office_All', subFilter: [] },
    { text: 'Name', value: 'Office_Name', subFilter: [] },
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
  ],
};

const COMPANY_NAMES = [
  'Harbor & Pine Realty',
  "O'Brien & Daughters Realty",
  'Société Immobilière Côte-d’Azur',
  'Summit Ridge Homes',
  HOSTILE,
  'Lakeside Brokers',
  'Cedar & Stone',
  'Northgate Realty',
  'Bluewater Homes',
  'Prairie Wind Realty',
  'Golden Gate Partners',
  'Maple Leaf Realty',
];

export const COMPANY_ROWS: CompanyRow[] = COMPANY_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  active: index % 5 !== 3,
  dateCreated: `20${10 + index}-0${(index % 9) + 1}-1${index % 9}T10:00:00Z`,
  createdByName: ['Avery Quinn', 'Morgan Ellis', 'Jordan Blake'][index % 3] ?? 'Avery Quinn',
  officeCount: (index * 7) % 40,
}));

export const COMPANY: Company = {
  ...(COMPANY_ROWS[0] as CompanyRow),
  address: '400 Harbor Blvd',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  country: 'US',
  mainPhone: '5035556005',
  mainEmail: 'office@harborpine.example.com',
};

const OFFICE_NAMES = [
  'Pearl District',
  'Zoë’s Corner — Downtown',
  'South Dorthaport',
  HOSTILE,
  'East Sylvan',
  'Lake Oswego',
  'Hawthorne',
];

export const OFFICE_ROWS: OfficeRow[] = OFFICE_NAMES.map((called, index) => ({
  id: index + 1,
  called,
  city: index < 5 ? 'Portland' : 'Lake Oswego',
  activeText: index === 5 ? 'Pending' : 'Active',
  companyName: 'Harbor & Pine Realty',
  agentCount: (index * 9) % 50,
  staffCount: (index % 4) + 1,
}));

export const OFFICE: OfficeDetail = {
  ...(OFFICE_ROWS[0] as OfficeRow),
  companyId: 1,
  officeNum: '1001',
  address: '1120 NW Couch St',
  state: 'OR',
  zip: '97209',
  country: 'US',
  mainPhone: '5035551257',
  mainFax: '5035557393',
  mainEmail: 'pearldistrict@harborpine.example.com',
  activeInCompany: true,
};

export const AGENT_ROWS: AgentRow[] = [
  'Maya Rivera',
  'Daniel Okafor',
  HOSTILE,
  'Anahí Mayer',
  'Abraham Hansen',
  'Li Wei',
].map((name, index) => ({
  userId: 1001 + index,
  name,
  memberType: index === 1 ? 'Referral Agent' : 'Agent',
  activeString: 'Active',
  gfStatus: index === 4 ? 'Past Due' : 'Current',
  officeNum: '1001',
  officeName: 'Pearl District',
  agentStatus: index === 0 ? 'Team Lead' : 'Not on a team',
}));

export const REGION_ROWS: RegionRow[] = ['Pacific Northwest', 'Bay Area', 'Front Range'].map(
  (name, index) => ({
    id: index + 1,
    name,
    companyName: 'Harbor & Pine Realty',
    officeCount: 4 + index,
    agentCount: 131 - index * 20,
    active: true,
  }),
);

export const USER_ROWS: UserRow[] = [
  {
    userId: 1,
    userName: 'superuser',
    name: 'Jordan Blake',
    email: 'jordan.blake@balance.example.com',
    role: 'Super Admin',
    officeNum: null,
    officeName: null,
    active: true,
    lastLoginAt: null,
  },
  {
    userId: 2001,
    userName: 'pshah',
    name: 'Priya Shah',
    email: 'priya.shah@harborpine.example.com',
    role: 'Office Admin',
    officeNum: '1001',
    officeName: 'Pearl District',
    active: true,
    lastLoginAt: '2026-02-10T17:45:00Z',
  },
];

export const OFFICE_SETTINGS: OfficeSettings = {
  officeId: 1,
  agentLoginAllowed: true,
  escrow: true,
  payload: false,
  taxes: true,
  tax1099: true,
  expressPay: false,
  quickBooks: false,
  royaltiesInContracts: true,
  externalOffice: false,
  printChecks: true,
  billableExpenses: false,
  statsEz: true,
};
