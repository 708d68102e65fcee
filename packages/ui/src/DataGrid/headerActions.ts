// What the header's sort buttons and resize handles do: sorting, and resizing by key or by pointer drag.
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import type { ColumnDef, GridSort, SortDirection } from './model';
import { DEFAULT_MIN_WIDTH } from './sizing';

const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

/** What the header asks of the grid; read through a ref in event handlers (see GridHeader). */
export type HeaderActions<Row> = {
  toggleSort: (column: ColumnDef<Row>) => void;
  resizeKey: (event: KeyboardEvent<HTMLDivElement>, column: ColumnDef<Row>, col: number) => void;
  resizeStart: (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => void;
  resizeMove: (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => void;
  resizeEnd: (event: PointerEvent<HTMLDivElement>) => void;
};

type HeaderActionsOptions<Row> = {
  sort: GridSort | null;
  onSortChange: ((sort: GridSort) => void) | undefined;
  widthOf: (column: ColumnDef<Row>) => number;
  setColumnWidth: (column: ColumnDef<Row>, width: number) => void;
  /** Moves focus back to a column's header (leaving its resize handle). */
  focusHeader: (col: number) => void;
};

/**
 * The header's handlers, behind one ref whose object stays the same from one render to the next, so
 * the memoized header is not re-rendered by them; each render puts its own functions in the ref.
 */
export function useHeaderActions<Row>({
  sort,
  onSortChange,
  widthOf,
  setColumnWidth,
  focusHeader,
}: HeaderActionsOptions<Row>): RefObject<HeaderActions<Row> | null> {
  const toggleSort = (column: ColumnDef<Row>) => {
    if (!onSortChange) return;
    const direction: SortDirection =
      sort?.column === column.key && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange({ column: column.key, direction });
  };

  const drag = useRef<{ key: string; startX: number; startWidth: number } | null>(null);
  const resizeKey = (event: KeyboardEvent<HTMLDivElement>, column: ColumnDef<Row>, col: number) => {
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
        focusHeader(col);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const resizeStart = (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => {
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
  const resizeMove = (event: PointerEvent<HTMLDivElement>, column: ColumnDef<Row>) => {
    if (drag.current?.key !== column.key) return;
    setColumnWidth(column, drag.current.startWidth + event.clientX - drag.current.startX);
  };
  const resizeEnd = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const actions = useRef<HeaderActions<Row> | null>(null);
  actions.current = { toggleSort, resizeKey, resizeStart, resizeMove, resizeEnd };

  useEffect(() => () => void (drag.current = null), []);
  return actions;
}
