import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChartBoundary } from './lazy';
import { arcPath } from './DonutChart';
import { fitLabel, formatTick, formatValue, linearScale, niceTicks } from './chartKit';
import * as capStories from './CapProgress.stories';
import * as stories from './Charts.stories';
import { linePath } from './LineChart';

const { Bar, Empty, Line, Donut, HostileText } = composeStories(stories);
const cap = composeStories(capStories);

describe('charts (lazy)', () => {
  it('bar: loads on demand, hides the SVG from assistive tech, keeps a data table', async () => {
    render(<Bar />);
    // The placeholder holds the place while the chart code loads.
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart: GCI by month');
    const figure = await screen.findByRole('figure', { name: 'GCI by month' });
    expect(figure.querySelector('svg[data-chart]')).toHaveAttribute('aria-hidden', 'true');
    expect(figure.querySelectorAll('svg[data-chart] rect')).toHaveLength(12);
    const table = within(figure).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: 'Jun' })).toBeInTheDocument();
    expect(figure).toHaveTextContent('Highest: Jun ($35,820.00). Lowest: Dec ($9,850.00).');
  });

  it('the "Show data" toggle shows the table', async () => {
    render(<Bar />);
    const toggle = await screen.findByRole('button', { name: 'Show data' });
    const table = screen.getByRole('table');
    expect(table.parentElement).toHaveClass('visually-hidden');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Hide data' })).toBe(toggle);
    expect(screen.getByRole('table').parentElement).not.toHaveClass('visually-hidden');
  });

  it('empty data says so', async () => {
    render(<Empty />);
    expect(await screen.findByText('No data to chart.')).toBeInTheDocument();
  });

  it('line: one column per series, gaps as dashes', async () => {
    render(<Line />);
    const figure = await screen.findByRole('figure', { name: 'Net income, 2026 vs 2025' });
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', '2026', '2025']);
    expect(within(table).getAllByRole('cell', { name: '—' })).toHaveLength(2);
    expect(figure.querySelectorAll('svg[data-chart] path')).toHaveLength(2);
  });

  it('line: the legend shows a solid and a dashed line, like the series', async () => {
    render(<Line />);
    const figure = await screen.findByRole('figure', { name: 'Net income, 2026 vs 2025' });
    const swatches = [...figure.querySelectorAll('li svg')];
    expect(swatches).toHaveLength(2);
    expect(swatches.map((svg) => svg.querySelector('rect'))).toEqual([null, null]);
    expect(
      swatches.map((svg) => svg.querySelector('line')?.getAttribute('stroke-dasharray') ?? null),
    ).toEqual([null, '4 3']);
  });

  it('donut: total in the hole, shares in the table', async () => {
    render(<Donut />);
    const figure = await screen.findByRole('figure', { name: 'Deals by side' });
    expect(figure.querySelectorAll('svg[data-chart] path')).toHaveLength(4);
    expect(within(figure).getByRole('cell', { name: '48.6%' })).toBeInTheDocument();
    expect(figure.querySelector('svg[data-chart]')).toHaveTextContent('37');
  });

  it('renders hostile labels as text', async () => {
    const { container } = render(<HostileText />);
    await screen.findByRole('figure');
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws nothing until the column has a width, then draws at that width', async () => {
    // A column with no width yet (hidden, not laid out): no guessed width, only the observed one.
    let report: ResizeObserverCallback = () => {};
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    try {
      render(<Bar />);
      const figure = await screen.findByRole('figure', { name: 'GCI by month' });
      expect(figure.querySelector('svg[data-chart]')).toBeNull();
      act(() =>
        report(
          [{ contentRect: { width: 320 } } as ResizeObserverEntry],
          new FakeResizeObserver(() => {}) as unknown as ResizeObserver,
        ),
      );
      expect(figure.querySelector('svg[data-chart]')).toHaveAttribute('width', '320');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ChartBoundary', () => {
  it('shows a load error in place of a chart whose code failed to load', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Failed to fetch dynamically imported module');
    }
    render(
      <>
        <ChartBoundary title="GCI by month" height={200}>
          <Broken />
        </ChartBoundary>
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('GCI by monthThe chart could not be loaded.');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('CapProgress', () => {
  it('is a meter of paid vs cap', () => {
    render(<cap.Default />);
    const meter = screen.getByRole('meter', { name: 'Cap progress 2026' });
    expect(meter).toHaveAttribute('aria-valuenow', '11250');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '18000');
    expect(meter).toHaveAttribute('aria-valuetext', '$11,250.00 of $18,000.00');
    expect(meter).toHaveTextContent('62% of cap · $6,750.00 to go');
    expect(meter).toHaveTextContent('Projected to reach the cap on 09/14/2026');
  });

  it('reached, no cap, loading, error', () => {
    const a = render(<cap.Reached />);
    expect(screen.getByRole('meter')).toHaveTextContent('Cap reached');
    expect(screen.getByRole('meter')).not.toHaveTextContent('Projected');
    a.unmount();
    const b = render(<cap.NoCap />);
    expect(screen.getByText('No cap is set. Paid so far: $11,250.00.')).toBeInTheDocument();
    b.unmount();
    const c = render(<cap.Loading />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    c.unmount();
    render(<cap.ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('chart kit', () => {
  it('niceTicks covers the range with round steps and includes 0', () => {
    expect(niceTicks(0, 35_820)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(niceTicks(-3_150, 12_400)).toEqual([-5_000, 0, 5_000, 10_000, 15_000]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(5, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('formatTick is compact; formatValue is full', () => {
    expect(formatTick(40_000, 'currency')).toBe('$40k');
    expect(formatTick(1_250_000, 'currency')).toBe('$1.3M');
    expect(formatTick(-5_000, 'currency')).toBe('-$5k');
    expect(formatTick(12.5, 'percent')).toBe('12.5%');
    expect(formatTick(900, 'number')).toBe('900');
    expect(formatValue(35_820, 'currency')).toBe('$35,820.00');
    expect(formatValue(null, 'number')).toBe('—');
  });

  it('linearScale maps the domain onto the range', () => {
    const y = linearScale(0, 100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });

  it('fitLabel shortens long labels', () => {
    expect(fitLabel('Jan', 40)).toBe('Jan');
    expect(fitLabel('Commission Forecast', 40)).toBe('Commi…');
  });

  it('linePath starts a new segment after a gap', () => {
    expect(linePath([[0, 0], [10, 5], null, [30, 1]])).toBe('M0.0,0.0L10.0,5.0M30.0,1.0');
    expect(linePath([null, null])).toBe('');
  });

  it('arcPath draws a segment, and a full ring as two circles', () => {
    expect(arcPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe(
      'M50.00,10.00A40,40 0 0 1 90.00,50.00L70.00,50.00A20,20 0 0 0 50.00,30.00Z',
    );
    const ring = arcPath(50, 50, 40, 20, 0, Math.PI * 2);
    expect(ring.match(/M/g)).toHaveLength(2);
    expect(ring.match(/A/g)).toHaveLength(4);
  });
});
