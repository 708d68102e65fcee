// The admin sidebars: companies and offices exactly as SPEC §2 lists them (from the library), and a
// small sensible one for the other selections (the spec shows none for them).
import { isMainSelection, type MainSelection } from '@balance/domain';
import { companiesSidebar, officesSidebar, type SidebarGroup } from '@balance/ui';

const agentsSidebar: SidebarGroup[] = [
  {
    id: 'agents',
    label: 'Agents',
    items: [
      { id: 'search', label: 'Search Agents', href: '/main/agents' },
      {
        id: 'import-agent',
        label: 'Import Agent File Data',
        href: '/main/companies/membership/import-agent',
      },
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
  { id: 'users', label: 'Users', items: [{ id: 'search', label: 'Search Users', href: '/main/users' }] },
  { id: 'messages', label: 'Messages', items: [{ id: 'messages-unread', label: 'Unread' }] },
];

const regionsSidebar: SidebarGroup[] = [
  {
    id: 'regions',
    label: 'Regions',
    items: [{ id: 'search', label: 'Search Regions', href: '/main/regions' }],
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
  return isMainSelection(candidate) ? candidate : null;
}
