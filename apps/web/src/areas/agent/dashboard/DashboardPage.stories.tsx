import type { Dashboard } from '@balance/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import { agentLogin, answering, failing, mockHandlers, pending, withAgentApp } from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Dashboard',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/agent-ez/dashboard', msw: { handlers: mockHandlers() } },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMPTY_YEAR: Dashboard = {
  year: 2026,
  agentId: 1001,
  agentName: 'Maya Rivera',
  kpis: {
    closedVolumeYtd: 0,
    closedSidesYtd: 0,
    pendingDeals: 0,
    pendingVolume: 0,
    netIncomeYtd: 0,
    amountOwed: 0,
  },
  cap: {
    capAmount: 18000,
    paidTowardCap: 0,
    remaining: 18000,
    progressPercent: 0,
    capped: false,
    anniversaryDate: '2027-01-01',
    projectedCapDate: null,
  },
  monthly: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    closedVolume: 0,
    closedSides: 0,
    netIncome: 0,
  })),
  upcomingClosings: [],
};

/** The agent's year: KPIs, cap, charts and upcoming closings. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Maya Rivera · 2026', {}, { timeout: 10_000 })).toBeVisible();
    for (const label of ['Closed volume 2026', 'Pending deals', 'Net income 2026', 'Amount owed']) {
      await expect(canvas.getByRole('region', { name: label })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Upcoming closings' })).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: 'Closed volume, 2026' })).toBeVisible();
  },
};

/** Another year from the year choice (keyboard). */
export const PreviousYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Maya Rivera · 2026', {}, { timeout: 10_000 });
    const year = canvas.getByRole('button', { name: /Year/ });
    year.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '2025' }));
    await expect(await canvas.findByText('Maya Rivera · 2025')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Closed volume 2025' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/PyramidDash/dashboard'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading Pending deals…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(answering('/PyramidDash/dashboard', { data: EMPTY_YEAR }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No closings scheduled.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Nothing owed')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/PyramidDash/dashboard', 'The dashboard service is down.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /The dashboard could not be loaded\. The dashboard service is down\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
