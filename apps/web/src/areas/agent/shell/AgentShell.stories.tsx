import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import { agentLogin, answering, failing, mockHandlers, pending, withAgentApp } from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Shell',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/agent-ez/plan-status', msw: { handlers: mockHandlers() } },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only enabled report items are in the rail; the current route's item is active. */
export const DisabledItemsHidden: Story = {
  beforeEach({ msw }) {
    msw.use(
      answering('/reports/ReportList', {
        data: [
          { title: 'Dashboard', path: 'dashboard', icon: 'layout-dashboard', enabled: true },
          { title: 'Contracts', path: 'contracts', icon: 'file-text', enabled: true },
          { title: 'Plan Status', path: 'plan-status', icon: 'gauge', enabled: true },
          { title: 'Closed Deals', path: 'reports/closed-deals', icon: 'handshake', enabled: true },
          { title: 'Awards Level', path: 'reports/awards-level', icon: 'award', enabled: false },
          { title: 'Comm Forecast', path: 'reports/comm-forecast', icon: 'trending-up', enabled: false },
          {
            title: '<img src=x onerror=alert(1)>',
            path: 'reports/net-income',
            icon: 'wallet',
            enabled: true,
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rail = await canvas.findByRole('navigation', { name: 'Agent.EZ' });
    const links = await within(rail).findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Contracts',
      'Plan Status',
      'Closed Deals',
      '<img src=x onerror=alert(1)>',
    ]);
    await expect(within(rail).getByRole('link', { name: 'Plan Status' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(rail).getByRole('link', { name: 'Closed Deals' })).toHaveAttribute(
      'href',
      '/agent-ez/reports/closed-deals',
    );
    await expect(within(rail).queryByRole('link', { name: 'Awards Level' })).toBeNull();
  },
};

/** A disabled item's address, typed or bookmarked: refused with a clear message, not opened. */
export const DisabledItemRefused: Story = {
  parameters: { route: '/agent-ez/escrow' },
  beforeEach({ msw }) {
    msw.use(
      answering('/reports/ReportList', {
        data: [
          { title: 'Dashboard', path: 'dashboard', icon: 'layout-dashboard', enabled: true },
          { title: 'Escrow', path: 'escrow', icon: 'landmark', enabled: false },
          { title: 'Closed Deals', path: 'reports/closed-deals', icon: 'handshake', enabled: true },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This page is not enabled for your office.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Escrow' })).toBeVisible();
    const rail = canvas.getByRole('navigation', { name: 'Agent.EZ' });
    await expect(within(rail).queryByRole('link', { name: 'Escrow' })).toBeNull();
    // The way back is a keyboard stop.
    const back = canvas.getByRole('link', { name: 'Back to your dashboard' });
    back.focus();
    await expect(back).toHaveFocus();
  },
};

/** An add-on report the office has off (the demo office's QuickBooks Export). */
export const AddOnReportRefused: Story = {
  parameters: { route: '/agent-ez/reports/quickbooks-export' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'QuickBooks Export' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('This page is not enabled for your office.')).toBeVisible();
  },
};

/** The report list fails: the persistent 'Something went wrong' notice, until dismissed. */
export const ReportListFails: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/reports/ReportList', 'Report items are unavailable.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(MESSAGES.somethingWentWrong, {}, { timeout: 10_000 });
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const ReportListFailsDismissed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/reports/ReportList', 'Report items are unavailable.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(MESSAGES.somethingWentWrong, {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(MESSAGES.somethingWentWrong)).toBeNull();
    // The rail still offers a retry.
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ReportListLoading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/reports/ReportList'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading reports…')).toBeInTheDocument();
  },
};

/** The account menu: user name and role, Reset Password and Logout; keyboard operable. */
export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Account: agent, Agent' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Reset Password' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};
