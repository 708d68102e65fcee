import { GRID_MAX_HEIGHT_PX } from '@balance/domain';
import { RotateCw, SearchX, TriangleExclamationPoint } from 'lucide-react';
import { type CSSProperties, type MouseEvent, type ReactNode, useCallback, useMemo, useRef } from 'react';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import styles from './DataGrid.module.css';
import { GridHeader } from './GridHeader';
import { GridRow, showCutTextTitle, skeletonRows } from './GridRow';
import { useHeaderActions } from './headerActions';
import { focusTarget, useGridFocus, useGridKeyboard } from './keyboard';
import {
  type ColumnDef,
  type GridSort,
  GRID_HEADER_HEIGHT,
  GRID_ROW_HEIGHT,
  type RowId,
  SKELETON_ROWS,
} from './model';
import { useGridVirtualizer } from './progressiveRows';
import { presetViewportHeight, useColumnWidths, useGridHeight, useViewportRect } from './sizing';

/*
 * DataGrid — a virtualized ARIA grid (https://www.w3.org/WAI/ARIA/apg/patterns/grid/).
 *
 * Why not react-aria's Table: its virtualizer is its own; this grid must render 100,000 rows with
 * @tanstack/react-virtual, so the grid semantics are implemented here with ARIA, following the APG:
 *
 * - role="grid" (the scroller) › role="rowgroup" › role="row" › role="columnheader" | role="gridcell".
 *   aria-rowcount = data rows + 1 header row; aria-colcount = visible columns; every rendered row has
 *   its true aria-rowindex (header = 1, first data row = 2), so assistive technology knows where it is
 *   although only ~25 rows exist in the DOM. Every visible column is rendered in every row, so cells
 *   need no aria-colindex (ARIA: only when some columns are absent from the DOM).
 * - One tab stop (roving tabindex). Keys: Arrow Up/Down/Left/Right move one cell; Home/End go to the
 *   first/last cell of the row; Ctrl+Home/Ctrl+End to the first/last row; PageUp/PageDown move by one
 *   visible page. The grid scrolls so the focused row is in view, and the focused row is always
 *   kept in the rendered range (even when scrolled away by mouse) so focus is never lost.
 * - Enter or Space on a body cell selects its row (single selection: only that row gets
 *   aria-selected="true"). Click selects too. Enter/Space on a sortable header sorts (native button).
 * - F2 on a column header moves focus to the column's resize handle (role="separator", APG window
 *   splitter): Arrow Left/Right shrink/grow by 10px (Shift: 50px), Home = minimum width; Escape, Enter
 *   or F2 return to the header. The handle can also be dragged with a pointer. A locked grid
 *   (`isLocked`) has a frozen column layout: no resize handles.
 * - All cell content is rendered as React text (never HTML), so hostile strings stay inert.
 */

export { formatCellValue, getCellValue } from './GridRow';
export {
  GRID_HEADER_HEIGHT,
  GRID_OVERSCAN,
  GRID_OVERSCAN_AT_REST,
  GRID_ROW_HEIGHT,
  type CellValue,
  type ColumnAlign,
  type ColumnDef,
  type ColumnFormat,
  type GridSort,
  type RowId,
  type SortDirection,
} from './model';

export type DataGridProps<Row extends object> = {
  columns: readonly ColumnDef<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => RowId;
  /** Accessible name of the grid (or use `aria-labelledby`). */
  label?: string;
  'aria-labelledby'?: string;
  /** The selected row's id (controlled single selection). */
  selectedId?: RowId | null;
  /** Makes rows selectable; called with the chosen row's id and the row. */
  onSelectionChange?: (id: RowId, row: Row) => void;
  isLoading?: boolean;
  /** Label of the loading spinner. */
  loadingLabel?: string;
  /** When set, the grid shows this message instead of rows. */
  error?: string | null;
  /** Shows a Retry button beside the error. */
  onRetry?: () => void;
  /** Shown below the header when there are no rows (default: "No results"). */
  emptyState?: ReactNode;
  /** Maximum height in px of the scrolling area, header included (default 320). */
  maxHeight?: number;
  sort?: GridSort | null;
  onSortChange?: (sort: GridSort) => void;
  /** Keys of columns that are not shown. */
  hiddenColumns?: readonly string[];
  /** Locked: the column layout is frozen (no resizing). */
  isLocked?: boolean;
  /** Column widths in px by column key (controlled); otherwise kept inside. */
  columnWidths?: Readonly<Record<string, number>>;
  onColumnWidthsChange?: (widths: Record<string, number>) => void;
  className?: string;
};

/**
 * A virtualized, keyboard-navigable data grid with sorting, resizing and single-row selection.
 * The hooks' order is their effects' order: the virtualizer's layout effects, then the height's, then
 * the keyboard's focus move.
 */
export function DataGrid<Row extends object>({
  columns,
  rows,
  getRowId,
  label,
  'aria-labelledby': ariaLabelledBy,
  selectedId = null,
  onSelectionChange,
  isLoading = false,
  loadingLabel = 'Loading results…',
  error = null,
  onRetry,
  emptyState,
  maxHeight = GRID_MAX_HEIGHT_PX,
  sort = null,
  onSortChange,
  hiddenColumns,
  isLocked = false,
  columnWidths,
  onColumnWidthsChange,
  className,
}: DataGridProps<Row>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const visibleColumns = useMemo(
    () => (hiddenColumns?.length ? columns.filter((c) => !hiddenColumns.includes(c.key)) : columns),
    [columns, hiddenColumns],
  );
  const { widths, widthOf, setColumnWidth, totalWidth, template } = useColumnWidths(
    columns,
    visibleColumns,
    columnWidths,
    onColumnWidthsChange,
  );

  const showRows = !isLoading && !error;
  const dataCount = showRows ? rows.length : 0;
  const bodyCount = isLoading ? SKELETON_ROWS : dataCount;
  const isSelectable = onSelectionChange !== undefined;

  const gridFocus = useGridFocus(dataCount, visibleColumns.length);
  const { focus } = gridFocus;
  const viewport = useViewportRect(maxHeight);
  const virtualizer = useGridVirtualizer({
    scrollerRef,
    rows,
    dataCount,
    focusedRow: focus.row,
    maxHeight,
    viewport,
  });
  const { height, viewportHeight, pageRows } = useGridHeight(scrollerRef, maxHeight, bodyCount, viewport);

  const selectRow = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row === undefined || !onSelectionChange) return;
      onSelectionChange(getRowId(row, index), row);
    },
    [rows, getRowId, onSelectionChange],
  );
  const { handleKeyDown, handleFocus } = useGridKeyboard({
    scrollerRef,
    gridFocus,
    columns: visibleColumns,
    dataCount,
    pageRows,
    isLocked,
    selectRow,
  });
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const rowEl = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    if (rowEl) selectRow(Number(rowEl.dataset.rowIndex));
  };
  const headerActions = useHeaderActions({
    sort,
    onSortChange,
    widthOf,
    setColumnWidth,
    focusHeader: (col) => focusTarget(scrollerRef.current, -1, col)?.focus(),
  });

  presetViewportHeight(virtualizer, viewportHeight, viewport);
  const items = virtualizer.getVirtualItems();
  const gridStyle = {
    '--grid-columns': template,
    '--grid-width': `${totalWidth}px`,
    height,
  } as CSSProperties;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-locked={isLocked || undefined}>
      {/* Roving tabindex: the one focusable cell (not the grid itself) holds the tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={scrollerRef}
        role="grid"
        aria-label={label}
        aria-labelledby={ariaLabelledBy}
        aria-rowcount={dataCount + 1}
        aria-colcount={visibleColumns.length}
        aria-multiselectable={isSelectable ? false : undefined}
        aria-busy={isLoading || undefined}
        className={styles.scroller}
        style={gridStyle}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onClick={handleClick}
        onPointerOver={showCutTextTitle}
      >
        <GridHeader<Row>
          columns={visibleColumns}
          widths={widths}
          sort={sort}
          isSortable={onSortChange !== undefined}
          stopCol={focus.row === -1 ? focus.col : -1}
          isLocked={isLocked}
          actions={headerActions}
        />
        <div
          role={dataCount > 0 ? 'rowgroup' : undefined}
          className={styles.body}
          style={{ height: bodyCount * GRID_ROW_HEIGHT }}
        >
          {isLoading
            ? skeletonRows(visibleColumns)
            : items.map((item) => {
                const row = rows[item.index];
                if (row === undefined) return null;
                const id = getRowId(row, item.index);
                return (
                  <GridRow<Row>
                    key={id}
                    row={row}
                    index={item.index}
                    top={item.start - GRID_HEADER_HEIGHT}
                    columns={visibleColumns}
                    isSelectable={isSelectable}
                    isSelected={selectedId !== null && id === selectedId}
                    focusCol={focus.row === item.index ? focus.col : -1}
                  />
                );
              })}
        </div>
      </div>
      {isLoading && (
        <div className={styles.loading}>
          <Spinner size="sm" label={loadingLabel} />
          <span aria-hidden="true">{loadingLabel}</span>
        </div>
      )}
      {!isLoading && error && (
        <div role="alert" className={styles.state} data-tone="danger">
          <TriangleExclamationPoint size={20} aria-hidden className={styles.stateIcon} />
          <p className={styles.stateText}>{error}</p>
          {onRetry && (
            <Button size="sm" variant="secondary" icon={<RotateCw size={14} aria-hidden />} onPress={onRetry}>
              Retry
            </Button>
          )}
        </div>
      )}
      {showRows && rows.length === 0 && (
        <div className={styles.state}>
          {emptyState ?? (
            <>
              <SearchX size={20} aria-hidden className={styles.stateIcon} />
              <p className={styles.stateText}>No results</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
