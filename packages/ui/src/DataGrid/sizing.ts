// Sizing: column widths (controlled or internal), the grid's height from its row count, the horizontal
// scrollbar's height, and the viewport the virtualizer is told about.
import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { clamp, type ColumnDef, GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from './model';

const DEFAULT_WIDTH = 160;
export const DEFAULT_MIN_WIDTH = 64;
export const MAX_WIDTH = 800;

export const columnWidth = <Row>(widths: Readonly<Record<string, number>>, column: ColumnDef<Row>) =>
  widths[column.key] ?? column.width ?? DEFAULT_WIDTH;

/** Column widths, controlled through `columnWidths` or kept inside, and the grid template they make. */
export function useColumnWidths<Row>(
  columns: readonly ColumnDef<Row>[],
  visibleColumns: readonly ColumnDef<Row>[],
  columnWidths: Readonly<Record<string, number>> | undefined,
  onColumnWidthsChange: ((widths: Record<string, number>) => void) | undefined,
) {
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
  return { widths, widthOf, setColumnWidth, totalWidth, template };
}

/** What the virtualizer knows of the viewport; the grid also reports the height it is about to have. */
export type ViewportRect = {
  /** observeElementRect for the virtualizer: its callback is kept in `reportRef`. */
  observeRect: (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) => () => void;
  reportRef: RefObject<((rect: Rect) => void) | null>;
  /** The viewport last reported to the virtualizer. */
  lastRef: RefObject<Rect>;
};

/**
 * The virtualizer learns the viewport's size through observeElementRect (a ResizeObserver). The
 * callback is kept so that the grid can also tell it the height it is about to have (useGridHeight).
 */
export function useViewportRect(maxHeight: number): ViewportRect {
  const maxHeightRef = useRef(maxHeight);
  maxHeightRef.current = maxHeight;
  const reportRef = useRef<((rect: Rect) => void) | null>(null);
  const lastRef = useRef<Rect>({ width: 0, height: maxHeight });
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) => {
      const reportRect = (rect: Rect) => {
        lastRef.current = rect;
        cb(rect);
      };
      reportRef.current = reportRect;
      // Without layout (hidden, or a DOM without layout such as jsdom) assume the maximum height.
      const stop = observeElementRect(instance, (rect) =>
        reportRect(rect.height > 0 ? rect : { width: rect.width, height: maxHeightRef.current }),
      );
      return () => {
        reportRef.current = null;
        stop?.();
      };
    },
    [],
  );
  return { observeRect, reportRef, lastRef };
}

/**
 * The grid's height: its content up to maxHeight, plus a horizontal scrollbar when there is one. Its
 * layout effects must run after the virtualizer's, in this order (the caller keeps the hook order).
 */
export function useGridHeight(
  scrollerRef: RefObject<HTMLDivElement | null>,
  maxHeight: number,
  bodyCount: number,
  viewport: ViewportRect,
) {
  const [scrollbarHeight, setScrollbarHeight] = useState(0);
  const height = Math.min(maxHeight, GRID_HEADER_HEIGHT + bodyCount * GRID_ROW_HEIGHT + scrollbarHeight);
  // Measured once before the first paint; after that the ResizeObserver (which runs after the
  // browser's layout) follows every change of the scroller's box, such as a scrollbar appearing when
  // rows arrive or columns widen. Measuring synchronously on each change would force an extra layout
  // of the page in the commit that hands over new rows.
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
  }, [scrollerRef]);
  // The grid sets its own height (above). When rows arrive it grows in this very commit, but the
  // ResizeObserver would only report that after the browser's next layout, so the first frame would
  // show just the rows that fitted the old height (the empty or loading grid) and the rest a frame
  // later, after a second render. Telling the virtualizer the new height here re-renders at once,
  // before the browser paints.
  useLayoutEffect(() => {
    const next = height - scrollbarHeight;
    const last = viewport.lastRef.current;
    if (next > 0 && next !== last.height) viewport.reportRef.current?.({ width: last.width, height: next });
  }, [height, scrollbarHeight, viewport.lastRef, viewport.reportRef]);
  const viewportHeight = height - scrollbarHeight;
  const pageRows = Math.max(1, Math.floor((viewportHeight - GRID_HEADER_HEIGHT) / GRID_ROW_HEIGHT));
  return { height, viewportHeight, pageRows };
}

/**
 * Gives the virtualizer the viewport the grid is about to have (its height comes from the row count)
 * before it computes the rendered range, so the commit that hands over new rows renders the whole
 * screenful at once. Otherwise the range would come from the old height (the empty or loading grid)
 * and useGridHeight's layout effect would need a second, synchronous render before the first paint.
 * Called during render, after every hook and right before the rendered range is read.
 */
export function presetViewportHeight(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  viewportHeight: number,
  viewport: ViewportRect,
) {
  const knownRect = virtualizer.scrollRect;
  if (knownRect && viewportHeight > 0 && knownRect.height !== viewportHeight) {
    const rect = { width: knownRect.width, height: viewportHeight };
    virtualizer.scrollRect = rect;
    viewport.lastRef.current = rect;
  }
}
