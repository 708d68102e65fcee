import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { Footer } from '../Footer/Footer';
import { HelpBox } from '../HelpBox/HelpBox';
import { IconRail } from '../IconRail/IconRail';
import { sampleReportItems } from '../IconRail/reportItems';
import { MessagesLabel } from '../MessagesLabel/MessagesLabel';
import { Sidebar } from '../Sidebar/Sidebar';
import { sampleCompaniesSidebar } from '../Sidebar/fixtures';
import { TopBar } from '../TopBar/TopBar';
import { AppShell } from './AppShell';
import { HOSTILE, LONG_NAME, MOBILE_WIDTH, ShellFrame, withRouterProvider } from './storyFrames';

const onAction = fn();

type DemoProps = {
  area: 'admin' | 'agent';
  userName?: string;
  isLoading?: boolean;
  initiallyOpen?: boolean;
};

function PageBody({ area }: { area: 'admin' | 'agent' }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <h1 style={{ margin: 0, fontSize: 'var(--font-size-xl)' }}>
        {area === 'admin' ? 'Companies' : 'Cap Status'}
      </h1>
      <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
        {area === 'admin'
          ? 'Search companies by name, status or region; select a row to see its details.'
          : 'Your progress toward this year’s cap, by month.'}
      </p>
      <div
        style={{
          height: 240,
          border: '1px dashed var(--color-border-strong)',
          borderRadius: 8,
          background: 'var(--color-surface)',
        }}
      />
    </div>
  );
}

function ShellDemo({
  area,
  userName = 'Dana Whitfield',
  isLoading = false,
  initiallyOpen = false,
}: DemoProps) {
  const [isNavOpen, setIsNavOpen] = useState(initiallyOpen);
  const navId = area === 'admin' ? 'admin-nav' : 'agent-nav';
  const nav =
    area === 'admin' ? (
      <>
        <Sidebar
          id={navId}
          groups={sampleCompaniesSidebar}
          currentPath="/main/companies/membership/profile"
          label="Companies"
          title="Companies"
          isLoading={isLoading}
        />
        <div style={{ padding: '0 12px 12px' }}>
          <HelpBox helpHref="/help" supportEmail="support@balance.example" />
        </div>
      </>
    ) : (
      <IconRail
        id={navId}
        items={sampleReportItems}
        basePath="/agent-ez"
        currentPath="/agent-ez/reports/cap-status"
        isOpen={isNavOpen}
        onOpenChange={setIsNavOpen}
        isLoading={isLoading}
      />
    );
  return (
    <AppShell
      topBar={
        <TopBar
          logoHref={area === 'admin' ? '/main' : '/agent-ez'}
          areaLabel={area === 'agent' ? 'Agent.EZ' : undefined}
          menuToggle={{ isOpen: isNavOpen, onToggle: () => setIsNavOpen((open) => !open), controls: navId }}
        >
          <MessagesLabel />
          <AccountMenu
            userName={userName}
            userRole={area === 'admin' ? 'Office Admin' : 'Agent'}
            onAction={onAction}
            isLoading={isLoading}
          />
        </TopBar>
      }
      nav={nav}
      navWidth={area === 'admin' ? 'sidebar' : 'rail'}
      isNavOpen={isNavOpen}
      onNavOpenChange={setIsNavOpen}
      footer={<Footer year={2026} version="4.12.0" termsHref="/terms" />}
    >
      <PageBody area={area} />
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: ShellDemo,
  tags: ['autodocs'],
  args: { area: 'admin' },
  decorators: [withRouterProvider],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Admin area: top bar, companies sidebar with the help box, page, footer. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Companies' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Desktop: no menu toggle.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** Agent area: the icon rail instead of the sidebar. */
export const Agent: Story = { args: { area: 'agent', userName: 'Sam Agent' } };

/** The first Tab stop is the skip link; Enter moves focus to the main content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LongText: Story = { args: { userName: LONG_NAME } };

export const HostileText: Story = {
  args: { userName: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header img')).toBeNull();
    await expect(within(canvasElement).getByRole('banner')).toHaveTextContent(HOSTILE);
  },
};

/** Under 900px the sidebar is an off-canvas drawer behind the toggle; the backdrop or Escape closes it. */
export const MobileDrawer: Story = {
  decorators: [
    (Story) => (
      <ShellFrame width={MOBILE_WIDTH}>
        <Story />
      </ShellFrame>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Companies' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = await canvas.findByRole('navigation', { name: 'Companies' });
    await expect(nav).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Companies' })).toBeVisible();
  },
};

/** The agent area on a phone with the rail open. */
export const MobileAgentOpen: Story = {
  args: { area: 'agent', userName: 'Sam Agent', initiallyOpen: true },
  decorators: [
    (Story) => (
      <ShellFrame width={MOBILE_WIDTH}>
        <Story />
      </ShellFrame>
    ),
  ],
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', padding: 16 }}>
      <ShellFrame width={MOBILE_WIDTH}>
        <ShellDemo area="admin" />
      </ShellFrame>
      <ShellFrame width={MOBILE_WIDTH}>
        <ShellDemo area="agent" userName="Sam Agent" initiallyOpen />
      </ShellFrame>
    </div>
  ),
};
