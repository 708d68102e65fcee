import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatReportCell } from './ReportView';
import * as stories from './ReportView.stories';

const {
  Default,
  CsvExport,
  Loading,
  LoadingWithChart,
  Empty,
  ErrorState,
  HostileText,
  ManyRows,
  FilterKeyboard,
} = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportView', () => {
  it('shows typed cells and the totals row', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Closed Deals' });
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getByText('01/01/2026')).toBeInTheDocument();
    expect(within(table).getByText('$185,000.00')).toBeInTheDocument();
    expect(within(table).getAllByText('2.5%')).toHaveLength(3);
  });

  it('downloads the CSV through a Blob link', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    render(<CsvExport />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = blobs[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // UTF-8 with a byte-order mark, so spreadsheets read accents right.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blob.text();
    expect(text.split('\r\n')).toEqual([
      'Close Date,Property,Side,Sale Price,Rate,GCI,Units',
      '03/05/2026,"12 Oak St, ""Unit 4"", Springfield",List,250000,3,7500,1',
      `04/10/2026,"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(A1),-100,2.5,-2.5,1`,
      'Total,,,249900,,7497.5,2',
    ]);
    // The temporary link is removed again.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('prints with window.print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('loading: skeleton rows, buttons disabled, no totals', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading report…');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
    const filterButtons = within(screen.getByRole('group', { name: 'Report filters' })).getAllByRole(
      'button',
    );
    expect(filterButtons).toHaveLength(3);
    for (const button of filterButtons) expect(button).toBeDisabled();
  });

  it("loading a charted report: the placeholder holds the chart's place, then the chart takes it", async () => {
    const { rerender } = render(<LoadingWithChart />);
    expect(screen.getByText('Loading chart: GCI by month')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    rerender(<LoadingWithChart isLoading={false} />);
    expect(await screen.findByRole('figure', { name: 'GCI by month' })).toBeVisible();
    expect(screen.queryByText('Loading chart: GCI by month')).toBeNull();
  });

  it('loading without a placeholder: no chart skeleton', () => {
    render(<Loading />);
    expect(screen.queryByText(/Loading chart/)).toBeNull();
  });

  it('empty: says so, no table, export disabled', () => {
    render(<Empty />);
    expect(screen.getByText('No results for the chosen filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('error: shows the message and retries', async () => {
    const onRetry = fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toHaveLength(2);
  });

  it('renders many rows', () => {
    render(<ManyRows />);
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(150);
    expect(table.querySelectorAll('tfoot tr')).toHaveLength(1);
  });

  it('year filter offers 2020 to the year of `now`, newest first', async () => {
    render(<FilterKeyboard />);
    const year = screen.getByRole('button', { name: /Year/ });
    await userEvent.click(year);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    await userEvent.click(options[3]!);
    expect(year).toHaveTextContent('2023');
  });
});

describe('formatReportCell', () => {
  it('formats by column type', () => {
    expect(formatReportCell(1234.5, 'currency')).toBe('$1,234.50');
    expect(formatReportCell(1234, 'number')).toBe('1,234');
    expect(formatReportCell(2.75, 'percent')).toBe('2.75%');
    expect(formatReportCell('2026-12-31', 'date')).toBe('12/31/2026');
    expect(formatReportCell(null, 'currency')).toBe('');
    expect(formatReportCell('', 'text')).toBe('');
    expect(formatReportCell(7, 'text')).toBe('7');
  });
});
