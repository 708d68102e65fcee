// Example sidebars for stories and tests, shaped like the admin area's two (the app builds the real
// ones from its route table); the library itself holds no app URLs.
import type { SidebarGroup } from './Sidebar';

const plain = (prefix: string, labels: string[]) =>
  labels.map((label) => ({ id: `${prefix}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label }));

/** Sidebar for /main/companies. Billing, Vitals, Reports and Messages items have no link (not shown). */
export const sampleCompaniesSidebar: SidebarGroup[] = [
  {
    id: 'membership',
    label: 'Membership',
    items: [
      { id: 'profile', label: 'Profile', href: '/main/companies/membership/profile' },
      { id: 'offices', label: 'Offices', href: '/main/companies/membership/offices' },
      { id: 'add-company', label: 'Add Company', href: '/main/membership/add-new/companies' },
      {
        id: 'import-agent',
        label: 'Import Agent File Data',
        href: '/main/companies/membership/import-agent',
      },
      {
        id: 'external-company',
        label: 'External Company',
        href: '/main/companies/membership/external-company',
      },
      { id: 'dtr-contact', label: 'DTR Contact Mapping', href: '/main/companies/membership/dtr-contact' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    items: plain('billing', ['Plan Setup', 'Plan Status', 'Payment Methods']),
  },
  { id: 'vitals', label: 'Vitals', items: plain('vitals', ['Agent Stats', 'Listings List', 'Contracts']) },
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

const officeProfile = (slug: string) => `/main/offices/profile/${slug}`;

/** Sidebar for /main/offices: Profile has links; every other group is label text only. */
export const sampleOfficesSidebar: SidebarGroup[] = [
  {
    id: 'profile',
    label: 'Profile',
    items: [
      { id: 'contact-info', label: 'Contact Info', href: officeProfile('contact-info') },
      { id: 'royalties', label: 'Royalties In Contracts', href: officeProfile('royalties') },
      { id: 'contract', label: 'Contract', href: officeProfile('contract') },
      { id: 'notes', label: 'Notes', href: officeProfile('notes') },
      { id: 'status', label: 'Status', href: officeProfile('status') },
      { id: 'new-office', label: 'Add New Office', href: officeProfile('new-office') },
      { id: 'agentez-setup', label: 'Agent.EZ Setup', href: officeProfile('agentez-setup') },
      { id: 'external-office', label: 'External Office', href: officeProfile('external-office') },
    ],
  },
  { id: 'membership', label: 'Membership', items: plain('membership', ['Agents', 'Teams', 'Users']) },
  {
    id: 'org-franchise',
    label: 'Org/Franchise',
    items: plain('org', ['Finalize/Report', 'Manage Billing Date']),
  },
  { id: 'vitals', label: 'Vitals', items: plain('vitals', ['statsEZ', 'Office Stats']) },
  {
    id: 'billing',
    label: 'Billing',
    items: plain('billing', ['Print Checks', 'Queue', 'Billable Expenses']),
  },
  { id: 'setup', label: 'Setup', items: plain('setup', ['Templates', 'DS Templates', 'Items']) },
  { id: 'quickbooks', label: 'Quickbooks', items: [] },
  { id: 'tax1099', label: 'Tax1099', items: [] },
  { id: 'reports', label: 'Reports', items: [] },
  { id: 'messages', label: 'Messages', items: [] },
];
