import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { http, HttpResponse } from 'msw';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import {
  agentLogin,
  anyApi,
  failing,
  mockHandlers,
  pending,
  withAgentApp,
  scrollToTop,
} from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Reports',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/agent-ez/reports/closed-deals',
    msw: { handlers: mockHandlers() },
  },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const reportTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: / table$/ }, { timeout: 10_000 });

/** Closed deals: bar chart, table with a totals row, CSV and print. */
export const ClosedDeals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Closed Deals' })).toBeVisible();
    const table = await reportTable(canvasElement);
    await expect(
      await within(table).findByRole('rowheader', { name: 'Total' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

/** Net income month by month, as lines. */
export const NetIncome: Story = {
  parameters: { route: '/agent-ez/reports/net-income' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Net Income' })).toBeVisible();
    await expect(await canvas.findByRole('figure', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Buyer / seller sides as a donut. */
export const BuyerSeller: Story = {
  parameters: { route: '/agent-ez/reports/buyer-seller?year=2025' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Buyer/ })).toBeVisible();
    await reportTable(canvasElement);
  },
};

/** Filters by contract status and side (all three filters of the report). */
export const DealBreakdownFiltered: Story = {
  parameters: { route: '/agent-ez/reports/deal-breakdown?contract=CLSD&side=LIST' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deal Breakdown' })).toBeVisible();
    const filters = canvas.getByRole('group', { name: 'Report filters' });
    await expect(within(filters).getByRole('button', { name: /Closed/ })).toBeVisible();
    await expect(within(filters).getByRole('button', { name: /List/ })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/reports/agent/:slug'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading report…')).toBeInTheDocument();
    // Closed Deals draws a bar chart: its place is held while the report loads.
    await expect(canvas.getByText('Loading chart: Closed Deals')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyApi('/reports/agent/:slug'), () =>
        HttpResponse.json({
          data: {
            slug: 'closed-deals',
            title: 'Closed Deals',
            year: 2026,
            columns: [
              { key: 'closingDate', label: 'Closing Date', type: 'date' },
              { key: 'address', label: 'Address', type: 'text' },
              { key: 'netCommission', label: 'Net Commission', type: 'currency' },
            ],
            rows: [],
            totals: null,
            chart: null,
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Nothing in Closed Deals for 2026/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/reports/agent/:slug', 'The report service is down.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The report service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    // One notice (not a second one in place of the table), the title and filters kept.
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Closed Deals' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Report filters' })).toBeVisible();
  },
};

/** The report and the shell's report list both fail: still one notice, whose Retry reloads both. */
export const LoadErrorWithReportList: Story = {
  beforeEach({ msw }) {
    msw.use(
      failing('/reports/agent/:slug', 'The report service is down.'),
      failing('/reports/ReportList', 'Report items are unavailable.'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/The report service is down\./, {}, { timeout: 10_000 });
    await expect(canvas.getAllByText(MESSAGES.somethingWentWrong)).toHaveLength(1);
  },
};

/** The index: every report, and the contract summaries. */
export const Index: Story = {
  parameters: { route: '/agent-ez/reports/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Reports' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Reports' })).getAllByRole('link')).toHaveLength(
      15,
    );
    await expect(canvas.getByRole('tab', { name: 'By address' })).toHaveAttribute('aria-selected', 'true');
    // The demo office's add-on reports are off: listed as such, not as links.
    const addOns = await canvas.findByRole('region', { name: 'Add-on reports' }, { timeout: 10_000 });
    await expect(within(addOns).getAllByText('Not enabled for your office.')).toHaveLength(3);
    await expect(within(addOns).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A contract summary found by address and e-mailed. */
export const SummaryEmailed: Story = {
  parameters: { route: '/agent-ez/reports/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByRole('textbox', { name: 'Address' }, { timeout: 10_000 });
    await userEvent.type(address, 'a');
    // The page's own Search, not the top bar's palette button.
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Type at least 2 characters of the address')).toBeVisible();
    await userEvent.type(address, 'v');
    await userEvent.keyboard('{Enter}');
    const results = await canvas.findByRole(
      'table',
      { name: 'Contract summary results' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(results).getAllByRole('button', { name: /^Email the summary/ })[0]!);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'maya.rivera@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(MESSAGES.contractSentToEmail)).toBeVisible();
    await scrollToTop(canvasElement);
  },
};

/** A listing with no contract cannot be e-mailed: 'There is no contract available'. */
export const SummaryNoContract: Story = {
  parameters: { route: '/agent-ez/reports/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: 'No contract, by date' }, { timeout: 10_000 }),
    );
    // The page's own Search, not the top bar's palette button.
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: 'Search' }));
    const results = await canvas.findByRole(
      'table',
      { name: 'Contract summary results' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(results).getAllByRole('button', { name: /^Email the summary/ })[0]!);
    await expect(await canvas.findByText(MESSAGES.noContractAvailable)).toBeVisible();
    await scrollToTop(canvasElement);
  },
};
