import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { DataGrid, formatCellValue } from './DataGrid';
import * as stories from './DataGrid.stories';
import { COMPANIES, COMPANY_COLUMNS, HOSTILE_TEXT } from './fixtures';

const { Default, Loading, Empty, ErrorState, Locked, HiddenColumns, HostileText, ManyRows } =
  composeStories(stories);

const rows = (grid: HTMLElement) => grid.querySelectorAll('[role="row"]');
const focusedRowIndex = () => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex');
/** The focused cell's column, 1-based: its place in its row (cells carry no aria-colindex). */
const focusedColumn = () => {
  const cell = document.activeElement?.closest('[role="gridcell"]');
  return cell?.parentElement ? Array.from(cell.parentElement.children).indexOf(cell) + 1 : 0;
};

describe('DataGrid', () => {
  it('describes the whole set with aria-rowcount, aria-colcount and aria-rowindex', () => {
    render(<Default />);
    const grid = screen.getByRole('grid', { name: 'Companies' });
    expect(grid).toHaveAttribute('aria-rowcount', '13');
    expect(grid).toHaveAttribute('aria-colcount', '6');
    expect(rows(grid)[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rows(grid)[1]).toHaveAttribute('aria-rowindex', '2');
  });

  it('formats dates MM/DD/YYYY, booleans Yes/No and numbers with separators', () => {
    render(<Default />);
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '1001',
      'Harbor & Pine Realty',
      'Yes',
      '01/01/2012',
      'Avery Nguyen',
      '0',
    ]);
    // Numbers line up at the end of the cell, text at the start.
    expect(cells[0]).toHaveClass('alignEnd');
    expect(cells[1]).not.toHaveClass('alignEnd');
    expect(formatCellValue('5035550142', 'phone')).toBe('503-555-0142');
    expect(formatCellValue(1234.5, 'currency')).toBe('$1,234.50');
    expect(formatCellValue(12345, 'number')).toBe('12,345');
    expect(formatCellValue(true, 'boolean')).toBe('Yes');
    expect(formatCellValue('2024-02-29T10:00:00Z', 'date')).toBe('02/29/2024');
    expect(formatCellValue(null, 'date')).toBe('');
  });

  it('selects a single row by click and by Enter/Space', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    const grid = screen.getByRole('grid');
    await userEvent.click(screen.getByText('Cascade Homes'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(1003, COMPANIES[2]);
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(1004, COMPANIES[3]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(1002, COMPANIES[1]);
    const selected = grid.querySelectorAll('[aria-selected="true"]');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveTextContent('Summit Ridge Properties');
    expect(grid.querySelectorAll('[aria-selected="false"]').length).toBeGreaterThan(0);
  });

  it('moves one tab stop with the arrow keys, Home/End and Ctrl+Home/End', async () => {
    render(<Default />);
    const grid = screen.getByRole('grid');
    await userEvent.tab();
    expect(focusedRowIndex()).toBe('2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}');
    expect(focusedRowIndex()).toBe('4');
    expect(focusedColumn()).toBe(6);
    await userEvent.keyboard('{Home}');
    expect(focusedColumn()).toBe(1);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedRowIndex()).toBe('13');
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Company ID');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('sorts through the header buttons and reports aria-sort', async () => {
    const onSortChange = fn();
    render(<Default onSortChange={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('resizes a column with the keyboard from its header (F2, arrows, Escape)', async () => {
    const onColumnWidthsChange = fn();
    render(<Default onColumnWidthsChange={onColumnWidthsChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{F2}');
    const handle = screen.getByRole('separator', { name: 'Resize Name column' });
    expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '270');
    expect(onColumnWidthsChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 270, id: 128 }));
    await userEvent.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '64');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toHaveAccessibleName('Name');
  });

  it('has no resize handles when locked', () => {
    render(<Locked />);
    expect(screen.queryAllByRole('separator')).toHaveLength(0);
  });

  it('hides columns', () => {
    render(<HiddenColumns />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '4');
    expect(screen.queryByRole('columnheader', { name: 'Created By' })).toBeNull();
  });

  it('shows loading, empty and error states', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results…');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    unmount();
    render(<Empty />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    const onRetry = fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(HOSTILE_TEXT)).toHaveLength(2);
  });

  it('keeps under 60 rows in the DOM with 100,000 rows and renders the rows keyboard paging reaches', async () => {
    render(<ManyRows />);
    const grid = screen.getByRole('grid', { name: 'Agents' });
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    expect(rows(grid).length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    expect(focusedRowIndex()).toBe('10');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedRowIndex()).toBe('100001');
    expect(rows(grid).length).toBeLessThan(60);
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedRowIndex()).toBe('100000');
  });

  it('hands a long result over in two passes without ever stranding the rows the user looks at', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `Agent ${i}` }));
    const columns = [{ key: 'name', header: 'Name' }];
    const { rerender } = render(
      <DataGrid
        label="Two passes"
        columns={columns}
        rows={many.slice(0, 0)}
        getRowId={(row) => row.id}
        maxHeight={600}
      />,
    );
    rerender(
      <DataGrid
        label="Two passes"
        columns={columns}
        rows={many}
        getRowId={(row) => row.id}
        maxHeight={600}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Two passes' });
    // First pass: the top rows, with the full count for assistive technology and the scrollbar.
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    expect(grid.querySelector('[data-row-index="0"]')).toHaveTextContent('Agent 0');
    // A jump far past the first pass, at once or after the full count settles, shows the rows there.
    grid.scrollTop = 80_000 * 32;
    fireEvent.scroll(grid);
    await waitFor(() =>
      expect(grid.querySelector('[data-row-index="80000"]')).toHaveTextContent('Agent 80000'),
    );
    expect(rows(grid).length).toBeLessThan(60);
  });

  it('uses the given width and header caption for each column', () => {
    render(
      <DataGrid
        label="Plain"
        columns={COMPANY_COLUMNS.slice(0, 2)}
        rows={COMPANIES.slice(0, 1)}
        getRowId={(row) => row.id}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Plain' });
    expect(grid.style.getPropertyValue('--grid-columns')).toBe('128px minmax(240px, 1fr)');
    // Without onSelectionChange rows are not selectable, so they carry no aria-selected.
    expect(grid.querySelector('[aria-selected]')).toBeNull();
  });
});
