import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataGridProps } from './DataGrid';
import { COMPANIES, COMPANY_COLUMNS, type CompanyRow, HOSTILE_TEXT } from './fixtures';
import { ManyRowsGrid, ResultsArea, StatefulGrid } from './storyFrames';

function CompanyGrid(props: DataGridProps<CompanyRow>) {
  return <StatefulGrid<CompanyRow> {...props} />;
}

const meta = {
  title: 'Grid/DataGrid',
  component: CompanyGrid,
  tags: ['autodocs'],
  args: {
    label: 'Companies',
    columns: COMPANY_COLUMNS,
    rows: COMPANIES,
    getRowId: (row: CompanyRow) => row.id,
    onSelectionChange: fn(),
    onSortChange: fn(),
    onColumnWidthsChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
  },
} satisfies Meta<typeof CompanyGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (grid: HTMLElement) => Array.from(grid.querySelectorAll<HTMLElement>('[role="row"]'));
const selectedRows = (grid: HTMLElement) => grid.querySelectorAll('[role="row"][aria-selected="true"]');

/** Twelve companies: zebra rows, right-aligned numbers, MM/DD/YYYY dates, Yes/No booleans. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Companies' });
    await expect(grid).toHaveAttribute('aria-rowcount', '13');
    await expect(grid).toHaveAttribute('aria-colcount', '6');
    const firstRow = rowsOf(grid)[1];
    await expect(firstRow).toHaveAttribute('aria-rowindex', '2');
    await expect(within(firstRow as HTMLElement).getAllByRole('gridcell')[3]).toHaveTextContent(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
  },
};

/** Skeleton rows and a labelled spinner while a search runs. */
export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading results…');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '1');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Something went wrong', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The grid's disabled state: a locked grid has a frozen column layout (no resize handles). */
export const Locked: Story = {
  args: { isLocked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('separator')).toHaveLength(0);
  },
};

/** Columns can be hidden; the grid reports only the visible ones in aria-colcount. */
export const HiddenColumns: Story = {
  args: { hiddenColumns: ['createdByName', 'active'] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-colcount', '4');
    await expect(within(grid).queryByRole('columnheader', { name: /Created By/ })).toBeNull();
  },
};

const LONG_NAME =
  'Harbor & Pine Realty of the Greater Portland Metropolitan Area, Vancouver, Hillsboro and Beaverton (Commercial Division)';

/** Long text is cut with an ellipsis and shown whole in a tooltip on hover. */
export const LongText: Story = {
  args: {
    rows: COMPANIES.slice(0, 4).map((c, i) =>
      i === 1 ? { ...c, name: LONG_NAME, createdByName: LONG_NAME } : c,
    ),
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByText(LONG_NAME)[0] as HTMLElement;
    await userEvent.hover(cell);
    await expect(cell).toHaveAttribute('title', LONG_NAME);
  },
};

/** Cell text is text: the payload shows literally and nothing executes. */
export const HostileText: Story = {
  args: {
    rows: COMPANIES.slice(0, 3).map((c, i) =>
      i === 0 ? { ...c, name: HOSTILE_TEXT, createdByName: HOSTILE_TEXT } : c,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getAllByText(HOSTILE_TEXT)).toHaveLength(2);
  },
};

/** Click or Enter/Space selects a row; only that row is highlighted and aria-selected. */
export const RowSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.click(within(grid).getByText('Summit Ridge Properties'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1002, COMPANIES[1]);
    await expect(selectedRows(grid)).toHaveLength(1);
    await expect(within(grid).getByText('Summit Ridge Properties').closest('[role="row"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1003, COMPANIES[2]);
    await expect(selectedRows(grid)).toHaveLength(1);
    await expect(within(grid).getByText('Cascade Homes').closest('[role="row"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown} ');
    await expect(selectedRows(grid)).toHaveLength(1);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(3);
  },
};

/** One tab stop; arrows, Home/End, Ctrl+Home/End and PageUp/PageDown move the focus. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    const focusedCell = () => document.activeElement as HTMLElement;
    const position = () => {
      const el = focusedCell();
      const row = el.closest('[role="row"]');
      const cell = el.closest('[role="gridcell"],[role="columnheader"]');
      const col = cell?.parentElement ? Array.from(cell.parentElement.children).indexOf(cell) + 1 : 0;
      return `${row?.getAttribute('aria-rowindex')}:${col}`;
    };
    await userEvent.tab();
    await expect(grid).toContainElement(focusedCell());
    await expect(position()).toBe('2:1');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(position()).toBe('3:2');
    await userEvent.keyboard('{End}');
    await expect(position()).toBe('3:6');
    await userEvent.keyboard('{Home}');
    await expect(position()).toBe('3:1');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(position()).toBe('13:6');
    await userEvent.keyboard('{PageUp}');
    await expect(Number(position().split(':')[0])).toBeLessThan(13);
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowUp}');
    await expect(focusedCell()).toHaveAccessibleName('Company ID');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1001, COMPANIES[0]);
    // Only one element of the grid is in the tab order.
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.tab();
    await expect(grid).not.toContainElement(focusedCell());
  },
};

/** Header buttons sort; aria-sort tells which column and which way. */
export const ColumnSort: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    const nameHeader = within(grid).getByRole('columnheader', { name: 'Name' });
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(rowsOf(grid)[1] as HTMLElement).getAllByRole('gridcell')[1]).toHaveTextContent(
      'Blue Heron Real Estate Group',
    );
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(rowsOf(grid)[1] as HTMLElement).getAllByRole('gridcell')[1]).toHaveTextContent(
      'Summit Ridge Real Estate Group',
    );
  },
};

/** F2 on a header focuses its resize handle; arrows resize, Escape goes back to the header. */
export const ResizeWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName('Name');
    await userEvent.keyboard('{F2}');
    const handle = within(grid).getByRole('separator', { name: 'Resize Name column' });
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAttribute('aria-valuenow', '240');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '260');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '210');
    await expect(args.onColumnWidthsChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 210 }));
    const header = within(grid).getByRole('columnheader', { name: 'Name' });
    await expect(Math.round(header.getBoundingClientRect().width)).toBe(210);
    await userEvent.keyboard('{Escape}');
    await expect(document.activeElement).toHaveAccessibleName('Name');
  },
};

/** The resize handle follows a pointer drag. */
export const ResizeWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    const handle = within(grid).getByRole('separator', { name: 'Resize Name column' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { target: handle, coords: { clientX: x + 40, clientY: y } },
      { target: handle, coords: { clientX: x + 60, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: x + 60, clientY: y } },
    ]);
    await expect(handle).toHaveAttribute('aria-valuenow', '300');
    await expect(args.onColumnWidthsChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 300 }));
    const header = within(grid).getByRole('columnheader', { name: 'Name' });
    await expect(Math.round(header.getBoundingClientRect().width)).toBe(300);
  },
};

/**
 * 100,000 agents. Only the visible rows plus 8 above and below exist in the DOM; aria-rowcount and
 * aria-rowindex still describe the whole set, and keyboard paging renders the rows it reaches.
 */
export const ManyRows: Story = {
  render: (args) => (
    <ManyRowsGrid onSelectionChange={args.onSelectionChange} onSortChange={args.onSortChange} />
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Agents' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(rowsOf(grid).length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    const rowIndexOfFocus = () =>
      document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex');
    await expect(Number(rowIndexOfFocus())).toBeGreaterThan(2);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(grid.querySelector('[role="row"][aria-rowindex="100001"]')).not.toBeNull());
    await expect(rowIndexOfFocus()).toBe('100001');
    await waitFor(() => expect(grid.querySelector('[role="row"][aria-rowindex="100000"]')).not.toBeNull());
    await expect(rowsOf(grid).length).toBeLessThan(60);
    await userEvent.keyboard('{PageUp}');
    const afterPageUp = Number(rowIndexOfFocus());
    await expect(afterPageUp).toBeLessThan(100001);
    await expect(afterPageUp).toBeGreaterThan(99980);
    const indexes = rowsOf(grid)
      .slice(1)
      .map((row) => Number(row.getAttribute('aria-rowindex')));
    // The rendered rows are one contiguous run ending at the last row.
    await expect(indexes[indexes.length - 1]).toBe(100001);
    await expect(indexes.every((value, i) => i === 0 || value === (indexes[i - 1] ?? 0) + 1)).toBe(true);
  },
};

/** The grid in its page: selecting a row shows its detail card; paging and sorting work together. */
export const InResultsArea: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <ResultsArea onSelectionChange={args.onSelectionChange} onSortChange={args.onSortChange} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Companies' });
    await expect(grid).toHaveAttribute('aria-rowcount', '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByText('6–10 of 57')).toBeVisible();
    await userEvent.click(within(grid).getByText('Northgate Realty'));
    await expect(canvas.getByRole('button', { name: /Northgate Realty/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(selectedRows(grid)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock Grid' }));
    await expect(within(grid).queryAllByRole('separator')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Grid' }));
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Grid' }));
    await expect(canvas.getByRole('grid')).toBeVisible();
    // No tooltip in the screenshot.
    await userEvent.hover(canvas.getByRole('heading', { name: 'Results' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CompanyGrid
        {...args}
        label="Companies (selected row, sorted)"
        rows={COMPANIES.slice(0, 4)}
        selectedId={1002}
        sort={{ column: 'name', direction: 'ascending' }}
      />
      <CompanyGrid {...args} label="Companies (loading)" rows={[]} isLoading />
      <CompanyGrid {...args} label="Companies (empty)" rows={[]} />
      <CompanyGrid
        {...args}
        label="Companies (error)"
        rows={[]}
        error="Something went wrong"
        onRetry={fn()}
      />
    </div>
  ),
};
