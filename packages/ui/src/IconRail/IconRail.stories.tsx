import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import {
  HOSTILE,
  LONG_NAME,
  MOBILE_WIDTH,
  ShellFrame,
  lastNavigation,
  navigate,
  withRouterProvider,
} from '../AppShell/storyFrames';
import { TopBar } from '../TopBar/TopBar';
import { IconRail } from './IconRail';
import { sampleReportItems } from './reportItems';

const frame: Decorator = (Story, { parameters }) =>
  parameters.bare ? (
    <Story />
  ) : (
    <div style={{ height: 700, display: 'inline-flex', border: '1px solid var(--color-border)' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Shell/IconRail',
  component: IconRail,
  tags: ['autodocs'],
  args: {
    items: sampleReportItems,
    currentPath: '/agent-ez/reports/cap-status',
    basePath: '/agent-ez',
    onOpenChange: fn(),
    onRetry: fn(),
  },
  decorators: [withRouterProvider, frame],
} satisfies Meta<typeof IconRail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only enabled items are shown; the one matching the route is the current page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Reports' });
    const links = within(nav).getAllByRole('link');
    const enabled = sampleReportItems.filter((item) => item.enabled);
    await expect(links.map((link) => link.textContent)).toEqual(enabled.map((item) => item.title));
    await expect(within(nav).queryByRole('link', { name: 'Awards Level' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Buyer / Seller' })).toBeNull();
    const active = within(nav).getByRole('link', { name: 'Cap Status' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(active).toHaveAttribute('href', '/agent-ez/reports/cap-status');
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    // Keyboard: Tab reaches the first item; Enter follows the link through the app's router.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastNavigation()).toBe('/agent-ez/dashboard');
  },
};

/** A route below an item's link (a report's detail page) still marks that item. */
export const ActiveBelowItem: Story = {
  args: { currentPath: '/agent-ez/reports/closed-deals/2026?side=LIST' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Closed Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reports…');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ErrorState: Story = {
  args: { error: 'Something went wrong' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No enabled item: the rail says so instead of showing nothing. */
export const Empty: Story = {
  args: { items: sampleReportItems.map((item) => ({ ...item, enabled: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reports available.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { title: LONG_NAME, path: 'reports/long', icon: 'bar-chart', enabled: true },
      {
        title: 'Commission Percentage By Contract Side',
        path: 'reports/comm-percentage',
        icon: 'percent',
        enabled: true,
      },
      ...sampleReportItems.slice(0, 3),
    ],
    currentPath: '/agent-ez/reports/long',
  },
};

export const HostileText: Story = {
  args: {
    items: [
      { title: HOSTILE, path: 'reports/x', icon: HOSTILE, enabled: true },
      ...sampleReportItems.slice(0, 2),
    ],
    currentPath: '/agent-ez/reports/x',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav img')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: HOSTILE })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const onAction = fn();

function MobileRail() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <ShellFrame width={MOBILE_WIDTH}>
      <div style={{ minHeight: 560 }}>
        <TopBar
          logoHref="/agent-ez"
          menuToggle={{ isOpen, onToggle: () => setIsOpen((open) => !open), controls: 'report-rail' }}
        >
          <AccountMenu userName="Sam Agent" userRole="Agent" onAction={onAction} />
        </TopBar>
        <IconRail
          id="report-rail"
          items={sampleReportItems}
          basePath="/agent-ez"
          currentPath="/agent-ez/dashboard"
          isOpen={isOpen}
          onOpenChange={setIsOpen}
        />
        <p style={{ padding: 16, margin: 0 }}>Page content</p>
      </div>
    </ShellFrame>
  );
}

/** Narrow layout: the rail hides behind the top bar's menu toggle; Escape or a chosen item closes it. */
export const MobileToggle: Story = {
  render: () => <MobileRail />,
  parameters: { bare: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Reports' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Reports' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Escape inside the open rail closes it.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Reports' })).toBeNull());
    await expect(toggle).toHaveFocus();
    // The toggle closes it too.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Reports' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'Reports' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Narrow layout, rail open (the state after pressing the toggle). */
export const MobileOpen: Story = {
  args: { isOpen: true, currentPath: '/agent-ez/reports/net-income' },
  decorators: [
    (Story) => (
      <ShellFrame width={MOBILE_WIDTH}>
        <Story />
      </ShellFrame>
    ),
  ],
  parameters: { bare: true },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'stretch', height: 640 }}>
      <IconRail {...args} label="Reports (default)" />
      <IconRail {...args} label="Reports (loading)" isLoading />
      <IconRail {...args} label="Reports (error)" error="Something went wrong" />
      <IconRail {...args} label="Reports (empty)" items={[]} />
    </div>
  ),
  parameters: { bare: true },
};
