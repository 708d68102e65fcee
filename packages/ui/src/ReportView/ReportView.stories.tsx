import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CONTRACT_FILTER_LABELS,
  CONTRACT_FILTERS,
  CONTRACT_SIDE_LABELS,
  CONTRACT_SIDES,
  yearChoices,
} from '@balance/domain';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE, LONG_NAME } from '../AppShell/storyFrames';
import { BarChart, ChartSkeleton } from '../Charts/lazy';
import { sumColumns, type ReportRow } from './csv';
import { closedDealsColumns, closedDealsRows, monthlyGci } from './fixtures';
import { FilterSelect } from './ReportFilters';
import { ReportView } from './ReportView';

/** "Now" for every story: the year list runs 2020–2026 whatever the real date is. */
const NOW = new Date(2026, 10, 22);

// Options like the agent reports' (the app owns the real filters; the library only renders them).
const YEARS = yearChoices(NOW).map((year) => ({ id: year, label: String(year) }));
const CONTRACTS = CONTRACT_FILTERS.map((id) => ({ id: id as string, label: CONTRACT_FILTER_LABELS[id] }));
const SIDES = [
  { id: 'ALL', label: 'All sides' },
  ...CONTRACT_SIDES.map((id) => ({ id: id as string, label: CONTRACT_SIDE_LABELS[id] })),
];

function Filters({ isDisabled = false }: { isDisabled?: boolean }) {
  const [year, setYear] = useState(2026);
  const [contract, setContract] = useState('CLSD');
  const [side, setSide] = useState('ALL');
  return (
    <>
      <FilterSelect label="Year" options={YEARS} value={year} onChange={setYear} isDisabled={isDisabled} />
      <FilterSelect
        label="Contract"
        options={CONTRACTS}
        value={contract}
        onChange={setContract}
        isDisabled={isDisabled}
      />
      <FilterSelect label="Side" options={SIDES} value={side} onChange={setSide} isDisabled={isDisabled} />
    </>
  );
}

const rows = closedDealsRows(12);

const meta = {
  title: 'Reports/ReportView',
  component: ReportView,
  tags: ['autodocs'],
  args: {
    title: 'Closed Deals',
    description: 'Deals closed in the chosen year, with gross commission income (GCI).',
    columns: closedDealsColumns,
    rows,
    totals: sumColumns(closedDealsColumns, rows),
    filters: <Filters />,
    onRetry: fn(),
  },
} satisfies Meta<typeof ReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filters, a table with typed columns (dates MM/DD/YYYY, currency, percent) and a totals row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Closed Deals' });
    const bodyRows = within(table).getAllByRole('row');
    // Header + 12 rows + totals.
    await expect(bodyRows).toHaveLength(14);
    await expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(within(table).getByText('01/01/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

/** Export CSV builds the file from the same columns, rows and totals, and downloads it as a Blob. */
export const CsvExport: Story = {
  args: {
    rows: [
      {
        closeDate: '2026-03-05',
        address: '12 Oak St, "Unit 4", Springfield',
        side: 'List',
        price: 250000,
        commissionRate: 3,
        gci: 7500,
        units: 1,
      },
      {
        closeDate: '2026-04-10',
        address: '=HYPERLINK("http://evil.example","x")',
        side: '@SUM(A1)',
        price: -100,
        commissionRate: 2.5,
        gci: -2.5,
        units: 1,
      },
    ],
    totals: { price: 249900, gci: 7497.5, units: 2 },
  },
  play: async ({ canvasElement }) => {
    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:report';
    });
    const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
      await expect(click).toHaveBeenCalledTimes(1);
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(anchor.download).toBe('closed-deals.csv');
      await expect(blobs).toHaveLength(1);
      const text = await blobs[0]!.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      await expect(lines[0]).toBe('Close Date,Property,Side,Sale Price,Rate,GCI,Units');
      await expect(lines[1]).toBe('03/05/2026,"12 Oak St, ""Unit 4"", Springfield",List,250000,3,7500,1');
      await expect(lines[2]).toBe(
        `04/10/2026,"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(A1),-100,2.5,-2.5,1`,
      );
      await expect(lines[3]).toBe('Total,,,249900,,7497.5,2');
    } finally {
      createUrl.mockRestore();
      revokeUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** Print opens the browser's print dialog; the print stylesheet hides the app chrome and buttons. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const button = within(canvasElement).getByRole('button', { name: 'Print' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** Filters are react-aria Selects: keyboard opens them, arrows move, Enter chooses. */
export const FilterKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = canvas.getByRole('button', { name: /Year/ });
    await expect(year).toHaveTextContent('2026');
    year.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(year).toHaveTextContent('2024');
    const contract = canvas.getByRole('button', { name: /Contract/ });
    await expect(contract).toHaveTextContent('Closed');
    await expect(canvas.getByRole('button', { name: /Side/ })).toHaveTextContent('All sides');
  },
};

/** An optional chart above the table (lazy-loaded). */
export const WithChart: Story = {
  args: {
    chart: (
      <BarChart
        title="GCI by month"
        data={monthlyGci}
        valueFormat="currency"
        categoryLabel="Month"
        valueLabel="GCI"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('figure', { name: 'GCI by month' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, filters: <Filters isDisabled /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading report…');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeDisabled();
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totals: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results for the chosen filters.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
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

/** A report that draws a chart holds the chart's place while it loads: the table does not move. */
export const LoadingWithChart: Story = {
  args: {
    isLoading: true,
    filters: <Filters isDisabled />,
    chart: (
      <BarChart
        title="GCI by month"
        data={monthlyGci}
        valueFormat="currency"
        categoryLabel="Month"
        valueLabel="GCI"
      />
    ),
    chartPlaceholder: <ChartSkeleton title="GCI by month" height={240} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading chart: GCI by month')).toBeInTheDocument();
    await expect(canvas.getByText('Loading report…')).toBeInTheDocument();
    // The chart itself waits for the rows.
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** While a report loads, its filters are disabled too. */
export const Disabled: Story = {
  args: { isLoading: true, filters: <Filters isDisabled /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Year/ })).toBeDisabled();
  },
};

/** 150 rows scroll inside the report under a sticky header, above sticky totals. */
export const ManyRows: Story = {
  args: (() => {
    const many = closedDealsRows(150);
    return { rows: many, totals: sumColumns(closedDealsColumns, many) };
  })(),
  play: async ({ canvasElement }) => {
    // querySelectorAll, not getAllByRole: role queries over a thousand cells are slow.
    const table = canvasElement.querySelector('table');
    await expect(table?.querySelectorAll('tbody tr')).toHaveLength(150);
    await expect(table?.querySelectorAll('tfoot tr')).toHaveLength(1);
  },
};

const longRows: ReportRow[] = [
  { ...rows[0], address: LONG_NAME },
  { ...rows[1], address: `${LONG_NAME} ${LONG_NAME}` },
];

export const LongText: Story = {
  args: {
    title: `Commission Forecast for ${LONG_NAME}`,
    description: LONG_NAME,
    rows: longRows,
    totals: sumColumns(closedDealsColumns, longRows),
  },
};

const hostileRows: ReportRow[] = [{ ...rows[0], address: HOSTILE, side: HOSTILE }];

export const HostileText: Story = {
  args: { title: HOSTILE, description: HOSTILE, rows: hostileRows, totals: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getAllByRole('cell', { name: HOSTILE })).toHaveLength(2);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ReportView
        {...args}
        rows={rows.slice(0, 3)}
        totals={sumColumns(closedDealsColumns, rows.slice(0, 3))}
      />
      <ReportView {...args} title="Pending Deals" isLoading filters={undefined} />
      <ReportView {...args} title="Fallen Deals" rows={[]} totals={null} filters={undefined} />
      <ReportView {...args} title="Net Income" error="Something went wrong" filters={undefined} />
    </div>
  ),
};
