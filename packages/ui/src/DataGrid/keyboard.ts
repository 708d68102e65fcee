// Keyboard: the roving tab stop, moving it with the keys of the APG grid pattern, and bringing the
// focused cell into view.
import {
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { clamp, type ColumnDef, type FocusPosition, GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from './model';

export type GridFocus = {
  /** The cell holding the tab stop, kept within the rows and columns shown. */
  focus: FocusPosition;
  setFocus: Dispatch<SetStateAction<FocusPosition>>;
  /** Set by a key that moves the tab stop: the next commit moves DOM focus to it. */
  shouldMoveDomFocusRef: RefObject<boolean>;
};

/** The tab stop's position; called before the virtualizer, which keeps the focused row rendered. */
export function useGridFocus(dataCount: number, columnCount: number): GridFocus {
  const [focusState, setFocus] = useState<FocusPosition>({ row: 0, col: 0 });
  const focus: FocusPosition = {
    row: dataCount === 0 ? -1 : clamp(focusState.row, -1, dataCount - 1),
    col: clamp(focusState.col, 0, Math.max(columnCount - 1, 0)),
  };
  const shouldMoveDomFocusRef = useRef(false);
  return { focus, setFocus, shouldMoveDomFocusRef };
}

/**
 * A cell's focusable element. Header cells (row -1) carry their position in data-row/data-col; body
 * cells have it from their row's data-row-index and their place in the row.
 */
export const focusTarget = (scroller: HTMLElement | null, row: number, col: number) =>
  scroller?.querySelector<HTMLElement>(
    row === -1
      ? `[data-cell][data-row="-1"][data-col="${col}"]`
      : `[data-row-index="${row}"] > :nth-child(${col + 1})`,
  ) ?? null;

type GridKeyboardOptions<Row> = {
  scrollerRef: RefObject<HTMLDivElement | null>;
  gridFocus: GridFocus;
  columns: readonly ColumnDef<Row>[];
  /** Rows shown (0 while loading or failed). */
  dataCount: number;
  /** Rows in one visible page (PageUp/PageDown). */
  pageRows: number;
  isLocked: boolean;
  selectRow: (index: number) => void;
};

/** The grid's key and focus handlers. Its layout effect must run after the height's (hook order). */
export function useGridKeyboard<Row>({
  scrollerRef,
  gridFocus: { focus, setFocus, shouldMoveDomFocusRef },
  columns,
  dataCount,
  pageRows,
  isLocked,
  selectRow,
}: GridKeyboardOptions<Row>) {
  // Rows have one fixed height, so bringing a row into view is arithmetic: the scroll position is
  // written at once, in the same task as the key press. (The virtualizer's scrollToIndex reconciles over
  // later frames, and a late scroll event from an earlier jump could retire it, leaving the focused row
  // out of view.) The virtualizer follows the scroll event like any other scroll.
  const scrollRowIntoView = useCallback(
    (row: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const top = row * GRID_ROW_HEIGHT;
      const bodyHeight = scroller.clientHeight - GRID_HEADER_HEIGHT;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (top + GRID_ROW_HEIGHT > scroller.scrollTop + bodyHeight)
        scroller.scrollTop = top + GRID_ROW_HEIGHT - bodyHeight;
    },
    [scrollerRef],
  );
  const moveFocus = useCallback(
    (row: number, col: number) => {
      shouldMoveDomFocusRef.current = true;
      setFocus({ row, col });
      if (row >= 0) scrollRowIntoView(row);
    },
    [scrollRowIntoView, shouldMoveDomFocusRef, setFocus],
  );

  useLayoutEffect(() => {
    if (!shouldMoveDomFocusRef.current) return;
    shouldMoveDomFocusRef.current = false;
    const scroller = scrollerRef.current;
    const el = focusTarget(scroller, focus.row, focus.col);
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

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') === 'separator' || columns.length === 0) return;
    const lastRow = dataCount - 1;
    const lastCol = columns.length - 1;
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
        const column = columns[col];
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
    if (row !== focus.row || col !== focus.col) setFocus({ row, col });
  };

  return { handleKeyDown, handleFocus };
}
