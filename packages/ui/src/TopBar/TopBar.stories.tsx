import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import {
  HOSTILE,
  LONG_NAME,
  lastNavigation,
  navigate,
  withMobileFrame,
  withRouterProvider,
} from '../AppShell/storyFrames';
import { MessagesLabel } from '../MessagesLabel/MessagesLabel';
import { TopBar } from './TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: { logoHref: '/main' },
  decorators: [withRouterProvider],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const onAction = fn();

/** Admin area: the logo links to /main; messages label and account menu on the right. */
export const Admin: Story = {
  args: {
    children: (
      <>
        <MessagesLabel />
        <AccountMenu userName="Dana Whitfield" userRole="Office Admin" onAction={onAction} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const logo = canvas.getByRole('link', { name: 'Balance home' });
    await expect(logo).toHaveAttribute('href', '/main');
    // Desktop: no menu toggle. Keyboard: the logo is the first stop and follows the router.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.tab();
    await expect(logo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastNavigation()).toBe('/main');
  },
};

/** Agent area: the logo links to /agent-ez. */
export const Agent: Story = {
  args: {
    logoHref: '/agent-ez',
    areaLabel: 'Agent.EZ',
    children: <AccountMenu userName="Sam Agent" userRole="Agent" onAction={onAction} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Balance home' })).toHaveAttribute(
      'href',
      '/agent-ez',
    );
  },
};

function MobileTopBar() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <TopBar
        logoHref="/agent-ez"
        menuToggle={{ isOpen, onToggle: () => setIsOpen((open) => !open), controls: 'demo-nav' }}
      >
        <AccountMenu userName="Sam Agent" userRole="Agent" onAction={onAction} />
      </TopBar>
      <nav id="demo-nav" aria-label="Reports" hidden={!isOpen} style={{ padding: 16 }}>
        Navigation drawer
      </nav>
    </>
  );
}

/** Narrow layout: the menu toggle appears; it says whether the navigation is open. */
export const Mobile: Story = {
  render: () => <MobileTopBar />,
  decorators: [withMobileFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', 'demo-nav');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Reports' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: {
    children: <AccountMenu userName="" userRole="" onAction={onAction} isLoading />,
  },
};

export const LongText: Story = {
  args: {
    areaLabel: 'Agent.EZ',
    children: (
      <>
        <MessagesLabel />
        <AccountMenu userName={LONG_NAME} userRole="Office Admin" onAction={onAction} />
      </>
    ),
  },
};

export const HostileText: Story = {
  args: {
    areaLabel: HOSTILE,
    children: <AccountMenu userName={HOSTILE} userRole={HOSTILE} onAction={onAction} />,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header img')).toBeNull();
    await expect(within(canvasElement).getByRole('banner')).toHaveTextContent(HOSTILE);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TopBar logoHref="/main">
        <MessagesLabel />
        <AccountMenu userName="Dana Whitfield" userRole="Office Admin" onAction={onAction} />
      </TopBar>
      <TopBar logoHref="/agent-ez" areaLabel="Agent.EZ">
        <AccountMenu userName="Sam Agent" userRole="Agent" onAction={onAction} />
      </TopBar>
      <TopBar logoHref="/main" />
    </div>
  ),
};
