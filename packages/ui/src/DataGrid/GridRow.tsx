import { formatBoolean, formatCurrency, formatDate, formatNumber, formatPhone } from '@balance/domain';
import { memo, type PointerEvent } from 'react';
import styles from './DataGrid.module.css';
import {
  type CellValue,
  type ColumnAlign,
  columnAlign,
  type ColumnDef,
  type ColumnFormat,
  GRID_ROW_HEIGHT,
  SKELETON_ROWS,
} from './model';

/** Reads a column's raw value from a row. */
export function getCellValue<Row extends object>(row: Row, column: ColumnDef<Row>): CellValue {
  if (column.accessor) return column.accessor(row);
  const value: unknown = (row as Record<string, unknown>)[column.key];
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  return undefined;
}

/** The text a cell shows for a value in a given format. */
export function formatCellValue(value: CellValue, format: ColumnFormat = 'text'): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'currency':
      return typeof value === 'number' ? formatCurrency(value) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) || value : String(value);
    case 'phone':
      return formatPhone(String(value));
    case 'boolean':
      return typeof value === 'boolean' ? formatBoolean(value) : String(value);
    default:
      return typeof value === 'boolean' ? formatBoolean(value) : String(value);
  }
}

const ALIGN_CLASS: Record<ColumnAlign, string> = {
  start: '',
  center: ` ${styles.alignCenter}`,
  end: ` ${styles.alignEnd}`,
};

/** A body cell's classes: text cells cut long text themselves; custom content is laid out in a row. */
function cellClass<Row>(column: ColumnDef<Row>): string {
  return (column.render ? styles.cell : styles.textCell) + ALIGN_CLASS[columnAlign(column)];
}

type GridRowProps<Row extends object> = {
  row: Row;
  index: number;
  top: number;
  columns: readonly ColumnDef<Row>[];
  isSelectable: boolean;
  isSelected: boolean;
  /** Column index holding the tab stop in this row, or -1. */
  focusCol: number;
};

function GridRowInner<Row extends object>({
  row,
  index,
  top,
  columns,
  isSelectable,
  isSelected,
  focusCol,
}: GridRowProps<Row>) {
  // Lean DOM: one element per cell. The cell's position is its row's data-row-index and its place in
  // the row (no data-* copies), and a text cell is its own ellipsis box. A data hand-over builds every
  // visible cell at once, so each element and attribute here is paid once per cell in that frame.
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelectable ? isSelected : undefined}
      data-row-index={index}
      data-selected={isSelected || undefined}
      data-odd={index % 2 === 1 || undefined}
      className={styles.row}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column, col) => {
        const value = getCellValue(row, column);
        return (
          <div
            key={column.key}
            role="gridcell"
            tabIndex={col === focusCol ? 0 : -1}
            className={cellClass(column)}
          >
            {column.render ? column.render(row, value) : formatCellValue(value, column.format)}
          </div>
        );
      })}
    </div>
  );
}

/** Rows only re-render when their data, position, selection or tab stop changes. */
export const GridRow = memo(GridRowInner) as typeof GridRowInner;

/**
 * The placeholder rows of a loading grid, hidden from assistive technology (the spinner speaks).
 * A plain function, not a component, so the element tree is the same as when written inline.
 */
export function skeletonRows<Row>(columns: readonly ColumnDef<Row>[]) {
  return Array.from({ length: SKELETON_ROWS }, (_, i) => (
    <div
      key={i}
      aria-hidden="true"
      className={styles.row}
      data-odd={i % 2 === 1 || undefined}
      style={{ transform: `translateY(${i * GRID_ROW_HEIGHT}px)` }}
    >
      {columns.map((column) => (
        <div key={column.key} className={styles.cell + ALIGN_CLASS[columnAlign(column)]}>
          <span className={styles.skeleton} />
        </div>
      ))}
    </div>
  ));
}

/** Long text is cut with an ellipsis; the full text appears as a tooltip only where it is cut. */
export function showCutTextTitle(event: PointerEvent<HTMLElement>) {
  const text = (event.target as HTMLElement).closest<HTMLElement>(`.${styles.textCell}`);
  if (!text) return;
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? '';
  else text.removeAttribute('title');
}
