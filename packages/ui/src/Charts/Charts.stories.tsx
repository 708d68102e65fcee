import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE, LONG_NAME } from '../AppShell/storyFrames';
import { dealsBySide, gciByMonth, MONTHS, netIncomeSeries } from './fixtures';
import { BarChart, ChartLoadError, ChartSkeleton, DonutChart, LineChart } from './lazy';

/** Charts render through their lazy wrappers, exactly as the app uses them. */
const frame: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: parameters.frameWidth ?? 720 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Reports/Charts',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'GCI by month',
    data: gciByMonth,
    valueFormat: 'currency',
    categoryLabel: 'Month',
    valueLabel: 'GCI',
  },
  decorators: [frame],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bars with a summary; the data table is always there for screen readers. */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'GCI by month' });
    await expect(figure).toHaveTextContent('Highest: Jun ($35,820.00). Lowest: Dec ($9,850.00).');
    const table = within(figure).getByRole('table', { hidden: true });
    await expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13);
    await expect(figure.querySelector('svg[data-chart][aria-hidden]')).not.toBeNull();
    await expect(figure.querySelectorAll('svg[data-chart] rect')).toHaveLength(12);
  },
};

/** "Show data" makes the table visible (keyboard: Enter/Space on the toggle). */
export const DataTableToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show data' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide data');
    const table = canvas.getByRole('table', { name: 'GCI by month: data' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Jun' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$35,820.00' })).toBeVisible();
  },
};

/** Charts follow their container's width (ResizeObserver): here a 320px column. */
export const Narrow: Story = {
  parameters: { frameWidth: 320 },
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure');
    // The width arrives with the ResizeObserver's first report, which may come a frame after mount.
    await waitFor(() => expect(figure.querySelector('svg[data-chart]')?.getAttribute('width')).toBe('320'));
  },
};

/** While the chart code downloads: a placeholder of the chart's size, announced as loading. */
export const Loading: Story = {
  render: () => <ChartSkeleton title="GCI by month" height={240} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chart: GCI by month');
  },
};

/** When the chart code cannot be downloaded, the chart says so in place; the page keeps working. */
export const ErrorState: Story = {
  render: () => <ChartLoadError title="GCI by month" height={240} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The chart could not be loaded.',
    );
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data to chart.')).toBeVisible();
  },
};

export const NegativeValues: Story = {
  args: {
    title: 'Net income by quarter',
    data: [
      { label: 'Q1', value: 12_400 },
      { label: 'Q2', value: -3_150 },
      { label: 'Q3', value: 8_900 },
      { label: 'Q4', value: -800 },
    ],
  },
};

/** 60 bars: labels thin out instead of overlapping. */
export const ManyPoints: Story = {
  args: {
    title: 'Deals by week',
    valueFormat: 'number',
    data: Array.from({ length: 60 }, (_, index) => ({
      label: `W${index + 1}`,
      value: ((index * 37) % 23) + 2,
    })),
  },
};

export const LongText: Story = {
  args: {
    title: `GCI by month for ${LONG_NAME}`,
    summary: LONG_NAME,
    data: gciByMonth
      .slice(0, 4)
      .map((datum, index) => ({ ...datum, label: index === 0 ? LONG_NAME : datum.label })),
  },
};

export const HostileText: Story = {
  args: { title: HOSTILE, summary: HOSTILE, data: [{ label: HOSTILE, value: 10 }] },
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(figure).toHaveTextContent(HOSTILE);
  },
};

/** Two years of net income; the second series is dashed (not told by colour alone). */
export const Line: Story = {
  render: () => (
    <LineChart
      title="Net income, 2026 vs 2025"
      summary="2026 is ahead of 2025 in 7 of 10 months so far."
      categories={MONTHS}
      series={netIncomeSeries}
      valueFormat="currency"
      categoryLabel="Month"
    />
  ),
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: 'Net income, 2026 vs 2025' });
    const table = within(figure).getByRole('table', { hidden: true });
    await expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Month', '2026', '2025']);
    // Missing months read as a dash, not as zero.
    await expect(within(table).getAllByRole('cell', { hidden: true, name: '—' })).toHaveLength(2);
  },
};

export const LineEmpty: Story = {
  render: () => <LineChart title="Net income" categories={[]} series={[]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data to chart.')).toBeVisible();
  },
};

/** Shares of deals by side, with the total in the hole and values and shares in the legend. */
export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Deals by side"
      data={dealsBySide}
      categoryLabel="Side"
      valueLabel="Deals"
      centerLabel="Deals"
    />
  ),
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: 'Deals by side' });
    await expect(figure).toHaveTextContent('37');
    const table = within(figure).getByRole('table', { hidden: true });
    await expect(within(table).getByRole('cell', { hidden: true, name: '48.6%' })).toBeInTheDocument();
    await expect(figure.querySelectorAll('svg[data-chart] path')).toHaveLength(4);
  },
};

export const DonutSingleSlice: Story = {
  render: () => <DonutChart title="Deals by side" data={[{ label: 'List', value: 5 }]} />,
};

export const DonutEmpty: Story = {
  render: () => <DonutChart title="Deals by side" data={[{ label: 'List', value: 0 }]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data to chart.')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', width: 1040 }}>
      <BarChart title="GCI by month" data={gciByMonth} valueFormat="currency" height={200} />
      <LineChart
        title="Net income, 2026 vs 2025"
        categories={MONTHS}
        series={netIncomeSeries}
        valueFormat="currency"
        height={200}
      />
      <DonutChart title="Deals by side" data={dealsBySide} height={180} />
      <BarChart title="Empty" data={[]} height={180} />
    </div>
  ),
  parameters: { frameWidth: 'none' },
};
