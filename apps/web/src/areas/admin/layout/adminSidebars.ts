// The admin sidebars, built from the route table: companies and offices exactly as the product page
// lists them (docs/product.md#admin-sidebars), items without a page included as label text, and a
// small sensible one for the other selections (the product shows none for them).
import { isMainSelection, type MainSelection } from '@balance/domain';
import type { SidebarGroup, SidebarItem } from '@balance/ui';
import {
  paths,
  type AgentProfilePage,
  type CompanyMembershipPage,
  type OfficeBillingPage,
  type OfficeMembershipPage,
  type OfficeProfilePage,
} from '../../../app/paths';

/** Items the product lists without a page: label text only. */
const plain = (prefix: string, labels: string[]): SidebarItem[] =>
  labels.map((label) => ({ id: `${prefix}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label }));

const membershipItem = (id: CompanyMembershipPage, label: string): SidebarItem => ({
  id,
  label,
  href: paths.companyMembership.build(id),
});

const officeProfileItem = (id: OfficeProfilePage, label: string): SidebarItem => ({
  id,
  label,
  href: paths.officeProfile.build(id),
});

const officeBillingItem = (id: OfficeBillingPage, label: string): SidebarItem => ({
  id: `billing-${id}`,
  label,
  href: paths.officeBilling.build(id),
});

const officeMembershipItem = (id: OfficeMembershipPage, label: string): SidebarItem => ({
  id: `membership-${id}`,
  label,
  href: paths.officeMembership.build(id),
});

/** Sidebar for /main/companies. Billing's Plan Setup and every Vitals item link; the other Billing, Reports
 * and Messages items have no link (not shown). */
export const companiesSidebar: SidebarGroup[] = [
  {
    id: 'membership',
    label: 'Membership',
    items: [
      membershipItem('profile', 'Profile'),
      membershipItem('offices', 'Offices'),
      { id: 'add-company', label: 'Add Company', href: paths.membershipAddNew.build('companies') },
      membershipItem('import-agent', 'Import Agent File Data'),
      membershipItem('external-company', 'External Company'),
      membershipItem('dtr-contact', 'DTR Contact Mapping'),
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    items: [
      { id: 'plan-setup', label: 'Plan Setup', href: paths.companyPlans.build() },
      ...plain('billing', ['Plan Status', 'Payment Methods']),
    ],
  },
  {
    id: 'vitals',
    label: 'Vitals',
    items: [
      { id: 'agent-stats', label: 'Agent Stats', href: paths.agentStats.build() },
      { id: 'listings-list', label: 'Listings List', href: paths.listingsList.build() },
      { id: 'contracts', label: 'Contracts', href: paths.contractsList.build() },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    items: plain('reports', [
      'Favorite Reports',
      'Company Reports',
      'Office Reports',
      'Agent Reports',
      'Team Reports',
    ]),
  },
  { id: 'messages', label: 'Messages', items: plain('messages', ['Unread', 'Saved', 'All']) },
];

/** Sidebar for /main/offices: Profile, Membership and Billing have links; every other group is label text only. */
export const officesSidebar: SidebarGroup[] = [
  {
    id: 'profile',
    label: 'Profile',
    items: [
      officeProfileItem('contact-info', 'Contact Info'),
      officeProfileItem('royalties', 'Royalties In Contracts'),
      officeProfileItem('contract', 'Contract'),
      officeProfileItem('notes', 'Notes'),
      officeProfileItem('status', 'Status'),
      officeProfileItem('new-office', 'Add New Office'),
      officeProfileItem('agentez-setup', 'Agent.EZ Setup'),
      officeProfileItem('external-office', 'External Office'),
    ],
  },
  {
    id: 'membership',
    label: 'Membership',
    items: [
      officeMembershipItem('agents', 'Agents'),
      officeMembershipItem('teams', 'Teams'),
      officeMembershipItem('users', 'Users'),
    ],
  },
  {
    id: 'org-franchise',
    label: 'Org/Franchise',
    items: plain('org', ['Finalize/Report', 'Manage Billing Date']),
  },
  { id: 'vitals', label: 'Vitals', items: plain('vitals', ['statsEZ', 'Office Stats']) },
  {
    id: 'billing',
    label: 'Billing',
    items: [
      officeBillingItem('print-checks', 'Print Checks'),
      officeBillingItem('queue', 'Queue'),
      officeBillingItem('expenses', 'Billable Expenses'),
    ],
  },
  { id: 'setup', label: 'Setup', items: plain('setup', ['Templates', 'DS Templates', 'Items']) },
  { id: 'quickbooks', label: 'Quickbooks', items: [] },
  { id: 'tax1099', label: 'Tax1099', items: [] },
  { id: 'reports', label: 'Reports', items: [] },
  { id: 'messages', label: 'Messages', items: [] },
];

const agentProfileItem = (id: AgentProfilePage, label: string): SidebarItem => ({
  id,
  label,
  href: paths.agentProfile.build(id),
});

/** Sidebar for /main/agents (designed): the search, the agent's profile pages, adding and importing. */
const agentsSidebar: SidebarGroup[] = [
  {
    id: 'agents',
    label: 'Agents',
    items: [
      { id: 'search', label: 'Search Agents', href: paths.main.build('agents') },
      { id: 'add-agent', label: 'Add Agent', href: paths.addNew.build('agents') },
      membershipItem('import-agent', 'Import Agent File Data'),
    ],
  },
  {
    id: 'profile',
    label: 'Profile',
    items: [
      agentProfileItem('contact', 'Contact'),
      agentProfileItem('membership', 'Membership'),
      agentProfileItem('plan', 'Commission Plan'),
      agentProfileItem('agentez-access', 'Agent.EZ Access'),
      agentProfileItem('status', 'Status'),
      agentProfileItem('move', 'Move Office'),
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    items: [
      { id: 'reports-agent', label: 'Agent Reports' },
      { id: 'reports-team', label: 'Team Reports' },
    ],
  },
];

const usersSidebar: SidebarGroup[] = [
  {
    id: 'users',
    label: 'Users',
    items: [
      { id: 'search', label: 'Search Users', href: paths.main.build('users') },
      { id: 'profile', label: 'User Profile', href: paths.userProfile.build('profile') },
      { id: 'add-user', label: 'Add User', href: paths.addNew.build('users') },
      { id: 'team', label: 'Team Page', href: paths.teamProfile.build('profile') },
      { id: 'add-team', label: 'Add Team', href: paths.addTeam.build() },
    ],
  },
  { id: 'messages', label: 'Messages', items: [{ id: 'messages-unread', label: 'Unread' }] },
];

const regionsSidebar: SidebarGroup[] = [
  {
    id: 'regions',
    label: 'Regions',
    items: [{ id: 'search', label: 'Search Regions', href: paths.main.build('regions') }],
  },
  { id: 'reports', label: 'Reports', items: [{ id: 'reports-region', label: 'Region Reports' }] },
];

export const ADMIN_SIDEBARS: Record<MainSelection, SidebarGroup[]> = {
  agents: agentsSidebar,
  companies: companiesSidebar,
  offices: officesSidebar,
  regions: regionsSidebar,
  users: usersSidebar,
};

/** The admin section a path belongs to (decides the sidebar); null when none applies. */
export function sectionOfPath(path: string): MainSelection | null {
  const parts = path.toLowerCase().split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (parts[0] !== 'main') return null;
  const candidate = parts[1] === 'add-new' ? parts[2] : parts[1] === 'membership' ? parts[3] : parts[1];
  // Teams are found in the users tab.
  if (candidate === 'teams') return 'users';
  // Listings and contracts are reached from the companies sidebar's Vitals.
  if (candidate === 'listings' || candidate === 'contracts') return 'companies';
  return isMainSelection(candidate) ? candidate : null;
}
