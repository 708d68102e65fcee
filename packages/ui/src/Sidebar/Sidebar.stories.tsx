import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HOSTILE, LONG_NAME, lastNavigation, navigate, withRouterProvider } from '../AppShell/storyFrames';
import { Sidebar, type SidebarGroup } from './Sidebar';
import { sampleCompaniesSidebar, sampleOfficesSidebar } from './fixtures';

const frame: Decorator = (Story, { parameters }) => (
  <div style={{ width: parameters.frameWidth ?? 256, border: '1px solid var(--color-border)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    groups: sampleCompaniesSidebar,
    currentPath: '/main/companies/membership/offices',
    label: 'Companies',
    title: 'Companies',
  },
  decorators: [withRouterProvider, frame],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sidebar like the admin companies one: the group holding the current page opens by default. */
export const Companies: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Companies' });
    const current = within(nav).getByRole('link', { name: 'Offices' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/main/companies/membership/offices');
    await expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Membership' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(nav).getByRole('link', { name: 'Add Company' }));
    await expect(lastNavigation()).toBe('/main/membership/add-new/companies');
  },
};

/** The offices sidebar: Profile has links; the other groups are label text only. */
export const Offices: Story = {
  args: {
    groups: sampleOfficesSidebar,
    currentPath: '/main/offices/profile/royalties',
    label: 'Offices',
    title: 'Offices',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Offices' });
    await expect(within(nav).getByRole('link', { name: 'Royalties In Contracts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Agent.EZ Setup' })).toHaveAttribute(
      'href',
      '/main/offices/profile/agentez-setup',
    );
    // Groups without items are plain text, not buttons.
    await expect(within(nav).getByText('Quickbooks')).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Quickbooks' })).toBeNull();
  },
};

/** Disclosure: click or keyboard (Enter/Space) opens and closes a group; items without links are plain text. */
export const ToggleGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = canvas.getByRole('button', { name: 'Billing' });
    await expect(canvas.queryByText('Plan Setup')).not.toBeVisible();
    await userEvent.click(billing);
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    const planSetup = canvas.getByText('Plan Setup');
    await expect(planSetup).toBeVisible();
    await expect(planSetup.closest('a')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    // Tab from the collapsed group to the next group trigger, Space opens it.
    await userEvent.tab();
    const vitals = canvas.getByRole('button', { name: 'Vitals' });
    await expect(vitals).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(vitals).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Agent Stats')).toBeVisible();
  },
};

/** Keyboard: Tab walks through the group triggers and the links of open groups, skipping plain items. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Membership' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveFocus();
    for (let index = 0; index < 5; index += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'DTR Contact Mapping' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Billing' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading navigation…');
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sections available.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

const longGroups: SidebarGroup[] = [
  {
    id: 'long',
    label: `Membership and ${LONG_NAME}`,
    items: [
      { id: 'a', label: LONG_NAME, href: '/main/long' },
      { id: 'b', label: `Plain ${LONG_NAME}` },
    ],
  },
];

export const LongText: Story = {
  args: { groups: longGroups, currentPath: '/main/long', title: 'Companies' },
};

const hostileGroups: SidebarGroup[] = [
  {
    id: 'hostile',
    label: HOSTILE,
    items: [
      { id: 'a', label: HOSTILE, href: '/main/hostile' },
      { id: 'b', label: HOSTILE },
    ],
  },
  { id: 'plain', label: HOSTILE, items: [] },
];

export const HostileText: Story = {
  args: { groups: hostileGroups, currentPath: '/main/hostile', title: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav img')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: HOSTILE })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ width: 240 }}>
        <Sidebar
          groups={sampleCompaniesSidebar}
          currentPath="/main/companies/membership/profile"
          label="Companies"
        />
      </div>
      <div style={{ width: 240 }}>
        <Sidebar
          groups={sampleOfficesSidebar}
          currentPath="/main/offices/profile/contact-info"
          label="Offices"
          defaultExpandedKeys={['profile', 'billing']}
        />
      </div>
      <div style={{ width: 200, display: 'grid', gap: 16 }}>
        <Sidebar groups={[]} currentPath="/" label="Loading" isLoading />
        <Sidebar groups={[]} currentPath="/" label="Failed" error="Something went wrong" />
      </div>
    </div>
  ),
  parameters: { frameWidth: 'auto' },
};
