import {
  formatBoolean,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPhone,
  GRID_MAX_HEIGHT_PX,
} from '@balance/domain';
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, RotateCw, SearchX, TriangleExclamationPoint } from 'lucide-react';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import styles from './DataGrid.module.css';

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

export type ColumnFormat = 'text' | 'number' | 'currency' | 'date' | 'phone' | 'boolean';
export type ColumnAlign = 'start' | 'center' | 'end';
export type CellValue = string | number | boolean | null | undefined;
export type SortDirection = 'ascending' | 'descending';
export type GridSort = { column: string; direction: SortDirection };
export type RowId = string | number;

export type ColumnDef<Row> = {
  /** Stable id of the column; also the row property read when there is no `accessor`. */
  key: string;
  /** Header caption. */
  header: string;
  /** Reads the cell value; defaults to `row[key]`. */
  accessor?: (row: Row) => CellValue;
  /** Custom cell content (rendered inside the cell; keep it text or non-focusable). */
  render?: (row: Row, value: CellValue) => ReactNode;
  /** How the value is shown: dates MM/DD/YYYY, phones 3-3-rest, booleans Yes/No. Default 'text'. */
  format?: ColumnFormat;
  /** Initial width in px (default 160). */
  width?: number;
  /** Smallest width a resize may reach (default 64). */
  minWidth?: number;
  sortable?: boolean;
  /** Default: 'end' for number and currency, 'start' otherwise. */
  align?: ColumnAlign;
};

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

export const GRID_ROW_HEIGHT = 32;
export const GRID_HEADER_HEIGHT = 36;
/** Rows rendered beyond each edge of the viewport while the user scrolls (no blank rows mid-scroll). */
export const GRID_OVERSCAN = 8;
/**
 * Rows beyond each edge at rest: a screenful arrives in one frame with 20 rows to build instead of 26
 * (bench: first rows painted after data); scrolling switches to GRID_OVERSCAN at its first event.
 */
export const GRID_OVERSCAN_AT_REST = 2;
const DEFAULT_WIDTH = 160;
const DEFAULT_MIN_WIDTH = 64;
const MAX_WIDTH = 800;
const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;
const SKELETON_ROWS = 5;
/**
 * Rows the virtualizer is first told about when a long result arrives while the grid shows its top.
 * It lays out every row it knows of (a walk over all of them), so a 100,000-row hand-over would pay that
 * walk before its first screenful; it learns the full count in the commit right after the first paint.
 */
const GRID_FIRST_PASS_ROWS = 200;

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

function columnAlign<Row>(column: ColumnDef<Row>): ColumnAlign {
  if (column.align) return column.align;
  return column.format === 'number' || column.format === 'currency' ? 'end' : 'start';
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

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

type FocusPosition = { row: number; col: number };

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
  // the row (no data-* copies), and a text cell is its own ellipsis box. Handing 100,000 rows to
  // the grid builds every visible cell at once, so each element and attribute here is paid ~200 times
  // in that frame (bench: first rows painted after data).
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
const GridRow = memo(GridRowInner) as typeof GridRowInner;

const columnWidth = <Row,>(widths: Readonly<Record<string, number>>, column: ColumnDef<Row>) =>
  widths[column.key] ?? column.width ?? DEFAULT_WIDTH;

/** What the header asks of the grid; read through a ref in event handlers (see GridHeader). */
type HeaderActions<Row> = {
  toggleSort: (column: ColumnDef<Row>) => void;
  resizeKey: (event: KeyboardEvent<HTMLDivElement>, column: ColumnDef<Row>, col: number) => void;
  resizeStart: (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => void;
  resizeMove: (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => void;
  resizeEnd: (event: PointerEvent<HTMLDivElement>) => void;
};

type GridHeaderProps<Row> = {
  columns: readonly ColumnDef<Row>[];
  widths: Readonly<Record<string, number>>;
  sort: GridSort | null;
  isSortable: boolean;
  /** Column index holding the tab stop in the header, or -1. */
  stopCol: number;
  isLocked: boolean;
  actions: RefObject<HeaderActions<Row> | null>;
};

type HeaderCellProps<Row> = {
  column: ColumnDef<Row>;
  col: number;
  width: number;
  /** This column's sort direction, or null when the grid is sorted by another column or not at all. */
  sorted: SortDirection | null;
  isSortable: boolean;
  isStop: boolean;
  isLocked: boolean;
  actions: RefObject<HeaderActions<Row> | null>;
};

/** One column header; memoized, so moving the tab stop re-renders only the two cells it leaves and enters. */
function HeaderCellInner<Row>({
  column,
  col,
  width,
  sorted,
  isSortable,
  isStop,
  isLocked,
  actions,
}: HeaderCellProps<Row>) {
  const SortIcon = sorted === null ? ArrowUpDown : sorted === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <div
      role="columnheader"
      aria-label={column.header}
      aria-sort={sorted ?? undefined}
      data-align={columnAlign(column)}
      data-sorted={sorted !== null || undefined}
      className={styles.headerCell}
      {...(isSortable ? {} : { tabIndex: isStop ? 0 : -1, 'data-cell': '', 'data-row': -1, 'data-col': col })}
    >
      {isSortable ? (
        <button
          type="button"
          tabIndex={isStop ? 0 : -1}
          data-cell=""
          data-row={-1}
          data-col={col}
          aria-keyshortcuts={isLocked ? undefined : 'F2'}
          className={styles.sortButton}
          onClick={() => actions.current?.toggleSort(column)}
        >
          <span className={styles.headerText} title={column.header}>
            {column.header}
          </span>
          <SortIcon size={14} aria-hidden className={styles.sortIcon} />
        </button>
      ) : (
        <span className={styles.headerText} title={column.header}>
          {column.header}
        </span>
      )}
      {!isLocked && (
        // A focusable separator is a widget (APG window splitter), not a static element.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${column.header} column`}
          aria-valuenow={width}
          aria-valuemin={column.minWidth ?? DEFAULT_MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          aria-valuetext={`${width} pixels`}
          tabIndex={-1}
          data-resizer={col}
          className={styles.resizer}
          onKeyDown={(event) => actions.current?.resizeKey(event, column, col)}
          onPointerDown={(event) => actions.current?.resizeStart(event, column)}
          onPointerMove={(event) => actions.current?.resizeMove(event, column)}
          onPointerUp={(event) => actions.current?.resizeEnd(event)}
          onPointerCancel={(event) => actions.current?.resizeEnd(event)}
        />
      )}
    </div>
  );
}
const HeaderCell = memo(HeaderCellInner) as typeof HeaderCellInner;

/**
 * The header row. Memoized apart from the body: new rows, scrolling and moving through the body leave
 * it alone, so a data hand-over does not rebuild ~70 header elements (bench: first rows painted).
 */
function GridHeaderInner<Row>({
  columns,
  widths,
  sort,
  isSortable,
  stopCol,
  isLocked,
  actions,
}: GridHeaderProps<Row>) {
  return (
    <div role="rowgroup" className={styles.head}>
      <div role="row" aria-rowindex={1} className={styles.headerRow}>
        {columns.map((column, col) => (
          <HeaderCell<Row>
            key={column.key}
            column={column}
            col={col}
            width={columnWidth(widths, column)}
            sorted={sort?.column === column.key ? sort.direction : null}
            isSortable={column.sortable === true && isSortable}
            isStop={stopCol === col}
            isLocked={isLocked}
            actions={actions}
          />
        ))}
      </div>
    </div>
  );
}
const GridHeader = memo(GridHeaderInner) as typeof GridHeaderInner;

/** A virtualized, keyboard-navigable data grid with sorting, resizing and single-row selection. */
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

  // ----- column widths (controlled or internal) -----
  const [innerWidths, setInnerWidths] = useState<Record<string, number>>({});
  const widths = columnWidths ?? innerWidths;
  const widthOf = useCallback((column: ColumnDef<Row>) => columnWidth(widths, column), [widths]);
  const setColumnWidth = useCallback(
    (column: ColumnDef<Row>, width: number) => {
      const next = clamp(Math.round(width), column.minWidth ?? DEFAULT_MIN_WIDTH, MAX_WIDTH);
      const all: Record<string, number> = {};
      for (const c of columns) all[c.key] = columnWidth(widths, c);
      all[column.key] = next;
      if (!columnWidths) setInnerWidths(all);
      onColumnWidthsChange?.(all);
    },
    [columns, widths, columnWidths, onColumnWidthsChange],
  );
  const totalWidth = visibleColumns.reduce((sum, c) => sum + widthOf(c), 0);
  // The last column takes any spare width so the row always fills the grid.
  const template = visibleColumns
    .map((c, i) => (i === visibleColumns.length - 1 ? `minmax(${widthOf(c)}px, 1fr)` : `${widthOf(c)}px`))
    .join(' ');

  // ----- rows and states -----
  const showRows = !isLoading && !error;
  const dataCount = showRows ? rows.length : 0;
  const bodyCount = isLoading ? SKELETON_ROWS : dataCount;
  const isSelectable = onSelectionChange !== undefined;

  // ----- roving focus -----
  const [focusState, setFocusState] = useState<FocusPosition>({ row: 0, col: 0 });
  const focus: FocusPosition = {
    row: dataCount === 0 ? -1 : clamp(focusState.row, -1, dataCount - 1),
    col: clamp(focusState.col, 0, Math.max(visibleColumns.length - 1, 0)),
  };
  const shouldMoveDomFocus = useRef(false);

  // ----- virtualization -----
  const maxHeightRef = useRef(maxHeight);
  maxHeightRef.current = maxHeight;
  const focusedRow = focus.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // Keep the row holding the tab stop rendered, wherever the user scrolled.
      if (focusedRow >= 0 && focusedRow < range.count && !indexes.includes(focusedRow)) {
        indexes.push(focusedRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusedRow],
  );
  // The virtualizer learns the viewport's size through observeElementRect (a ResizeObserver). The
  // callback is kept so that the grid can also tell it the height it is about to have (see below).
  const reportRectRef = useRef<((rect: Rect) => void) | null>(null);
  const lastRectRef = useRef<Rect>({ width: 0, height: maxHeight });
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) => {
      const report = (rect: Rect) => {
        lastRectRef.current = rect;
        cb(rect);
      };
      reportRectRef.current = report;
      // Without layout (hidden, or a DOM without layout such as jsdom) assume the maximum height.
      const stop = observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: maxHeightRef.current }),
      );
      return () => {
        reportRectRef.current = null;
        stop?.();
      };
    },
    [],
  );
  // No getItemKey: rows have a fixed height and are never measured, so the virtualizer's item keys
  // (which only key its size cache) can stay indexes. A getItemKey that reads the row id costs a call
  // per row on every new rows array (the virtualizer walks all 100,000 items) and made the data
  // hand-over about 40% slower in that walk (bench/profile.mjs grid ours handover). Rows keep their
  // React key (the row id) below.
  // The virtualizer instance is created once; it is read here (before this render's options are set) for
  // whether a scroll is under way (it re-renders the grid when a scroll starts and again when it ends)
  // and where it is scrolled to.
  const instanceRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  // Progressive hand-over (see GRID_FIRST_PASS_ROWS): only while the grid shows rows within the first
  // pass, so neither the scroll position nor the focused row is ever outside what the virtualizer knows.
  // The body's height, the scrollbar and aria-rowcount always use the full count.
  const [settledRows, setSettledRows] = useState<readonly Row[] | null>(null);
  const shownEnd = (instanceRef.current?.scrollOffset ?? 0) + maxHeight;
  const virtualCount =
    dataCount > GRID_FIRST_PASS_ROWS &&
    settledRows !== rows &&
    shownEnd < GRID_FIRST_PASS_ROWS * GRID_ROW_HEIGHT &&
    focus.row < GRID_FIRST_PASS_ROWS
      ? GRID_FIRST_PASS_ROWS
      : dataCount;
  useEffect(() => {
    if (virtualCount === dataCount) return;
    // After the frame that shows the first rows: a rAF callback runs just before that frame's paint, a
    // task queued from it just after.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setSettledRows(rows), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [virtualCount, dataCount, rows]);
  // The virtualizer object is mutable by design; rows are memoized by their own props instead.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: virtualCount,
    getScrollElement: useCallback(() => scrollerRef.current, []),
    estimateSize: useCallback(() => GRID_ROW_HEIGHT, []),
    // The first pass of a long result builds only what is seen; the rows beyond come with the full count.
    overscan: instanceRef.current?.isScrolling
      ? GRID_OVERSCAN
      : virtualCount < dataCount
        ? 0
        : GRID_OVERSCAN_AT_REST,
    scrollMargin: GRID_HEADER_HEIGHT,
    scrollPaddingStart: GRID_HEADER_HEIGHT,
    rangeExtractor,
    observeElementRect: observeRect,
    initialRect: { width: 0, height: maxHeight },
  });
  instanceRef.current = virtualizer;

  // ----- height: content up to maxHeight (+ a horizontal scrollbar when there is one) -----
  const [scrollbarHeight, setScrollbarHeight] = useState(0);
  const height = Math.min(maxHeight, GRID_HEADER_HEIGHT + bodyCount * GRID_ROW_HEIGHT + scrollbarHeight);
  // Measured once before the first paint; after that the ResizeObserver (which runs after the
  // browser's layout) follows every change of the scroller's box, such as a scrollbar appearing when
  // rows arrive or columns widen. Measuring synchronously on each change would force an extra layout
  // of the page in the commit that hands over new rows (bench: first rows painted after data).
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // Only a change is set: an unchanged value set from this layout effect would still queue a
    // sync-priority update, which the next data hand-over (default priority) skips and then renders
    // again synchronously after its commit, a whole extra render before the first paint.
    let last = 0;
    const measure = () => {
      const bar = Math.max(0, el.offsetHeight - el.clientHeight);
      if (bar === last) return;
      last = bar;
      setScrollbarHeight(bar);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // The grid sets its own height (above). When rows arrive it grows in this very commit, but the
  // ResizeObserver would only report that after the browser's next layout, so the first frame would
  // show just the rows that fitted the old height (the empty or loading grid) and the rest a frame
  // later, after a second render. Telling the virtualizer the new height here re-renders at once,
  // before the browser paints (bench: first rows painted after data, issue 8).
  useLayoutEffect(() => {
    const viewport = height - scrollbarHeight;
    const last = lastRectRef.current;
    if (viewport > 0 && viewport !== last.height)
      reportRectRef.current?.({ width: last.width, height: viewport });
  }, [height, scrollbarHeight]);
  const pageRows = Math.max(1, Math.floor((height - GRID_HEADER_HEIGHT - scrollbarHeight) / GRID_ROW_HEIGHT));

  // ----- moving focus -----
  // Rows have one fixed height, so bringing a row into view is arithmetic: the scroll position is
  // written at once, in the same task as the key press. (The virtualizer's scrollToIndex reconciles over
  // later frames, and a late scroll event from an earlier jump could retire it, leaving the focused row
  // out of view.) The virtualizer follows the scroll event like any other scroll.
  const scrollRowIntoView = useCallback((row: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = row * GRID_ROW_HEIGHT;
    const bodyHeight = scroller.clientHeight - GRID_HEADER_HEIGHT;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + GRID_ROW_HEIGHT > scroller.scrollTop + bodyHeight)
      scroller.scrollTop = top + GRID_ROW_HEIGHT - bodyHeight;
  }, []);
  const moveFocus = useCallback(
    (row: number, col: number) => {
      shouldMoveDomFocus.current = true;
      setFocusState({ row, col });
      if (row >= 0) scrollRowIntoView(row);
    },
    [scrollRowIntoView],
  );

  // Header cells (row -1) carry their position in data-row/data-col; body cells have it from their
  // row's data-row-index and their place in the row.
  const focusTarget = (row: number, col: number) =>
    scrollerRef.current?.querySelector<HTMLElement>(
      row === -1
        ? `[data-cell][data-row="-1"][data-col="${col}"]`
        : `[data-row-index="${row}"] > :nth-child(${col + 1})`,
    ) ?? null;

  useLayoutEffect(() => {
    if (!shouldMoveDomFocus.current) return;
    shouldMoveDomFocus.current = false;
    const scroller = scrollerRef.current;
    const el = focusTarget(focus.row, focus.col);
    if (!scroller || !el) return;
    el.focus({ preventScroll: true });
    // Vertical scrolling is the virtualizer's; bring the cell into view horizontally.
    const cell = el.closest<HTMLElement>('[role="gridcell"],[role="columnheader"]') ?? el;
    const left = cell.offsetLeft;
    const right = left + cell.offsetWidth;
    if (left < scroller.scrollLeft) scroller.scrollLeft = left;
    else if (right > scroller.scrollLeft + scroller.clientWidth)
      scroller.scrollLeft = right - scroller.clientWidth;
  });

  const selectRow = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row === undefined || !onSelectionChange) return;
      onSelectionChange(getRowId(row, index), row);
    },
    [rows, getRowId, onSelectionChange],
  );

  const toggleSort = (column: ColumnDef<Row>) => {
    if (!onSortChange) return;
    const direction: SortDirection =
      sort?.column === column.key && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange({ column: column.key, direction });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') === 'separator' || visibleColumns.length === 0) return;
    const lastRow = dataCount - 1;
    const lastCol = visibleColumns.length - 1;
    const ctrl = event.ctrlKey || event.metaKey;
    let { row, col } = focus;
    switch (event.key) {
      case 'ArrowDown':
        row = Math.min(row + 1, lastRow);
        break;
      case 'ArrowUp':
        row = Math.max(row - 1, -1);
        break;
      case 'ArrowRight':
        col = Math.min(col + 1, lastCol);
        break;
      case 'ArrowLeft':
        col = Math.max(col - 1, 0);
        break;
      case 'Home':
        col = 0;
        if (ctrl) row = dataCount > 0 ? 0 : -1;
        break;
      case 'End':
        col = lastCol;
        if (ctrl) row = lastRow;
        break;
      case 'PageDown':
        row = Math.min(Math.max(row, 0) + pageRows, lastRow);
        break;
      case 'PageUp':
        row = row < 0 ? -1 : Math.max(row - pageRows, 0);
        break;
      case 'Enter':
      case ' ':
        if (row >= 0) {
          event.preventDefault();
          selectRow(row);
        }
        return;
      case 'F2': {
        const column = visibleColumns[col];
        if (row === -1 && column && !isLocked) {
          event.preventDefault();
          scrollerRef.current?.querySelector<HTMLElement>(`[data-resizer="${col}"]`)?.focus();
        }
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    moveFocus(row, col);
  };

  // Keeps the tab stop where the user clicked or tabbed.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const header = target.closest<HTMLElement>('[data-cell]');
    const cell = header ? null : target.closest<HTMLElement>('[role="gridcell"]');
    const rowEl = cell?.parentElement;
    if (!header && !(cell && rowEl?.dataset.rowIndex !== undefined)) return;
    const row = header ? -1 : Number(rowEl?.dataset.rowIndex);
    const col = header ? Number(header.dataset.col) : Array.prototype.indexOf.call(rowEl?.children, cell);
    if (row !== focus.row || col !== focus.col) setFocusState({ row, col });
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const rowEl = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    if (rowEl) selectRow(Number(rowEl.dataset.rowIndex));
  };

  // Long text is cut with an ellipsis; the full text appears as a tooltip only where it is cut.
  const handlePointerOver = (event: PointerEvent<HTMLDivElement>) => {
    const text = (event.target as HTMLElement).closest<HTMLElement>(`.${styles.textCell}`);
    if (!text) return;
    if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? '';
    else text.removeAttribute('title');
  };

  // ----- column resizing -----
  const drag = useRef<{ key: string; startX: number; startWidth: number } | null>(null);
  const handleResizeKey = (event: KeyboardEvent<HTMLDivElement>, column: ColumnDef<Row>, col: number) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    switch (event.key) {
      case 'ArrowRight':
        setColumnWidth(column, widthOf(column) + step);
        break;
      case 'ArrowLeft':
        setColumnWidth(column, widthOf(column) - step);
        break;
      case 'Home':
        setColumnWidth(column, column.minWidth ?? DEFAULT_MIN_WIDTH);
        break;
      case 'Escape':
      case 'Enter':
      case 'F2':
        focusTarget(-1, col)?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const handleResizeStart = (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => {
    event.preventDefault();
    event.stopPropagation();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests) cannot be captured; moves still reach the handle.
    }
    event.currentTarget.focus();
    drag.current = { key: column.key, startX: event.clientX, startWidth: widthOf(column) };
  };
  const handleResizeMove = (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => {
    if (drag.current?.key !== column.key) return;
    setColumnWidth(column, drag.current.startWidth + event.clientX - drag.current.startX);
  };
  const handleResizeEnd = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  // The header's handlers read this render's functions through a ref, so the header's props stay the
  // same from one render to the next.
  const headerActions = useRef<HeaderActions<Row> | null>(null);
  headerActions.current = {
    toggleSort,
    resizeKey: handleResizeKey,
    resizeStart: handleResizeStart,
    resizeMove: handleResizeMove,
    resizeEnd: handleResizeEnd,
  };

  useEffect(() => () => void (drag.current = null), []);

  // The viewport the grid is about to have (its height is set above, from the row count): given to the
  // virtualizer before it computes the rendered range, so the commit that hands over new rows renders
  // the whole screenful at once. Otherwise the range would come from the old height (the empty or
  // loading grid) and the layout effect above would need a second, synchronous render pass before the
  // browser could paint (bench: first rows painted after data, issue 8).
  const viewportHeight = height - scrollbarHeight;
  const knownRect = virtualizer.scrollRect;
  if (knownRect && viewportHeight > 0 && knownRect.height !== viewportHeight) {
    const rect = { width: knownRect.width, height: viewportHeight };
    virtualizer.scrollRect = rect;
    lastRectRef.current = rect;
  }
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
        onPointerOver={handlePointerOver}
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
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <div
                  key={i}
                  aria-hidden="true"
                  className={styles.row}
                  data-odd={i % 2 === 1 || undefined}
                  style={{ transform: `translateY(${i * GRID_ROW_HEIGHT}px)` }}
                >
                  {visibleColumns.map((column) => (
                    <div key={column.key} className={styles.cell + ALIGN_CLASS[columnAlign(column)]}>
                      <span className={styles.skeleton} />
                    </div>
                  ))}
                </div>
              ))
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
