// The virtualizer, and the progressive hand-over of a long result: a first pass of a few rows, then the
// full count once that first frame is painted.
import { defaultRangeExtractor, type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { GRID_HEADER_HEIGHT, GRID_OVERSCAN, GRID_OVERSCAN_AT_REST, GRID_ROW_HEIGHT } from './model';
import type { ViewportRect } from './sizing';

/**
 * Rows the virtualizer is first told about when a long result arrives while the grid shows its top.
 * It lays out every row it knows of (a walk over all of them), so a long hand-over would pay that walk
 * before its first screenful; it learns the full count in the commit right after the first paint.
 */
const GRID_FIRST_PASS_ROWS = 200;

type GridVirtualizerOptions<Row> = {
  scrollerRef: RefObject<HTMLDivElement | null>;
  rows: readonly Row[];
  /** Rows shown (0 while loading or failed). */
  dataCount: number;
  /** The row holding the tab stop, or -1. */
  focusedRow: number;
  maxHeight: number;
  viewport: ViewportRect;
};

export function useGridVirtualizer<Row>({
  scrollerRef,
  rows,
  dataCount,
  focusedRow,
  maxHeight,
  viewport,
}: GridVirtualizerOptions<Row>): Virtualizer<HTMLDivElement, Element> {
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
  // No getItemKey: rows have a fixed height and are never measured, so the virtualizer's item keys
  // (which only key its size cache) can stay indexes. A getItemKey that reads the row id costs a call
  // per row on every new rows array (the virtualizer walks every item) and slowed the hand-over
  // noticeably. Rows keep their React key (the row id) in the grid's body.
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
    focusedRow < GRID_FIRST_PASS_ROWS
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
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: virtualCount,
    getScrollElement: useCallback(() => scrollerRef.current, [scrollerRef]),
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
    observeElementRect: viewport.observeRect,
    initialRect: { width: 0, height: maxHeight },
  });
  instanceRef.current = virtualizer;
  return virtualizer;
}
