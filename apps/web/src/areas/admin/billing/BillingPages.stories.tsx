import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { adminHandlers, api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { APPROVED, billingHandlers, HOSTILE, MANY, PAYOUT, payoutList } from './billingFixtures';
import { ExpensesPage } from './ExpensesPage';
import { PayoutActions } from './PayoutActions';
import { PrintChecksPage } from './PrintChecksPage';
import { QueuePage } from './QueuePage';

const meta = {
  title: 'Pages/Admin/Office Billing',
  component: QueuePage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/main/offices/billing/queue?officeId=1',
    msw: { handlers: [...billingHandlers, ...adminHandlers] },
  },
} satisfies Meta<typeof QueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);
const payouts = (data: unknown) =>
  http.get(api('/Office/billing/:id/payouts'), () => HttpResponse.json({ data }));
const failed = () => HttpResponse.json({ message: 'The mock backend failed unexpectedly.' }, { status: 500 });

// ---------- Queue ----------

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('Total (4 contracts)')).toBeVisible();
    await userEvent.click(canvas.getByText('Select 2200 NW Flanders St (Dana Whitfield)'));
    await expect(canvas.getByRole('button', { name: 'Approve Selected (1)' })).toBeEnabled();
  },
};

export const QueueLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/billing/:id/payouts'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading the queue…')).toBeVisible();
  },
};

export const QueueEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(payouts(payoutList([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('No closed contracts are waiting for payout'),
    ).toBeVisible();
  },
};

export const QueueError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/billing/:id/payouts'), failed));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText(MESSAGES.somethingWentWrong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const QueueHostileAndLongText: Story = {
  beforeEach({ msw }) {
    msw.use(payouts(HOSTILE));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect((await canvas.findAllByText('<img src=x onerror=alert(1)>'))[0]).toBeVisible();
    expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const QueueManyRows: Story = {
  beforeEach({ msw }) {
    msw.use(payouts(MANY));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('Total (60 contracts)')).toBeVisible();
    await userEvent.click(canvas.getAllByText('Select all')[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Approve Selected (60)' })).toBeEnabled();
  },
};

// ---------- Print Checks ----------

export const PrintChecks: Story = {
  parameters: { route: '/main/offices/billing/print-checks?officeId=1' },
  render: () => <PrintChecksPage />,
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText(`Total (${APPROVED.rows.length} contracts)`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark Paid (2)' })).toBeEnabled();
  },
};

export const PrintChecksEmpty: Story = {
  parameters: { route: '/main/offices/billing/print-checks?officeId=1' },
  render: () => <PrintChecksPage />,
  beforeEach({ msw }) {
    msw.use(payouts(payoutList([], 'Pending')));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('No approved payouts to print')).toBeVisible();
  },
};

// ---------- Billable Expenses ----------

export const Expenses: Story = {
  parameters: { route: '/main/offices/billing/expenses?officeId=1' },
  render: () => <ExpensesPage />,
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('EXP-1002-501')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Charge' }));
    await expect(await canvas.findByText('Choose an agent')).toBeVisible();
    await expect(canvas.getByText('Amount must be more than 0')).toBeVisible();
  },
};

export const ExpensesEmpty: Story = {
  parameters: { route: '/main/offices/billing/expenses?officeId=1' },
  render: () => <ExpensesPage />,
  beforeEach({ msw }) {
    msw.use(
      http.get(api('/Office/billing/:id/expenses'), () =>
        HttpResponse.json(
          { data: [] },
          { headers: { 'x-pagination': JSON.stringify({ currentPage: 1, pageSize: 25, totalCount: 0 }) } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('No charges yet')).toBeVisible();
  },
};

export const ExpensesError: Story = {
  parameters: { route: '/main/offices/billing/expenses?officeId=1' },
  render: () => <ExpensesPage />,
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/billing/:id/expenses'), failed));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(MESSAGES.somethingWentWrong)).toBeVisible();
  },
};

// ---------- One contract's payout ----------

export const ContractPayoutNotStarted: Story = {
  render: () => <PayoutActions contractId={PAYOUT.contractId} />,
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Approve Payout' })).toBeVisible();
  },
};

export const ContractPayoutPaidAndVoiding: Story = {
  render: () => <PayoutActions contractId={PAYOUT.contractId} />,
  beforeEach({ msw }) {
    msw.use(
      http.get(api('/contracts/payout/:id'), () =>
        HttpResponse.json({
          data: {
            ...PAYOUT,
            payoutStatus: 'Paid Out',
            actions: ['void'],
            approvedAt: '2026-06-10T16:00:00Z',
            approvedByName: 'Jordan Blake',
            batchNumber: 'PB-1001-20260612-001',
            paidDate: '2026-06-12',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Void Payout' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Void Payout' }));
    await expect(await canvas.findByText('A reason is required to void a payout')).toBeVisible();
  },
};

export const ContractPayoutLoading: Story = {
  render: () => <PayoutActions contractId={PAYOUT.contractId} />,
  beforeEach({ msw }) {
    msw.use(http.get(api('/contracts/payout/:id'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading the payout…')).toBeVisible();
  },
};
