import { formatRange, GRID_PAGE_BUTTONS, GRID_PAGE_THROTTLE_MS, PAGE_SIZE_OPTIONS } from '@balance/domain';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, IconButton } from '../Button/Button';
import { Select, type SelectItem } from '../Select/Select';
import styles from './Pager.module.css';

export type PagerProps = {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  /** Called at most once per `throttleMs` (leading call at once, the last request of a burst at the end). */
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  isDisabled?: boolean;
  /**
   * A page of results is on its way: page moves are ignored and the pager reads as busy until it
   * arrives. Unlike `isDisabled`, this changes no control, so a search starting and ending does not
   * re-render the buttons and the page-size select (a new page size is still taken: it starts at page 1).
   */
  isBusy?: boolean;
  /** Name of the navigation landmark. */
  label?: string;
  throttleMs?: number;
  className?: string;
};

/** The window of numbered pages around the current one (5 by default). */
export function pageWindow(page: number, pageCount: number, size: number = GRID_PAGE_BUTTONS): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), Math.max(pageCount - count + 1, 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * Throttles page changes: the first request fires at once; requests inside the window are coalesced
 * and the last one fires when the window ends. Returns the page still waiting, if any.
 */
function useThrottledPageChange(onPageChange: (page: number) => void, currentPage: number, ms: number) {
  const callback = useRef(onPageChange);
  const current = useRef(currentPage);
  const lastFired = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<number | null>(null);
  const [pendingPage, setPendingPage] = useState<number | null>(null);

  useEffect(() => {
    callback.current = onPageChange;
    current.current = currentPage;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(() => {
    timer.current = undefined;
    const next = pending.current;
    pending.current = null;
    setPendingPage(null);
    if (next !== null && next !== current.current) {
      lastFired.current = Date.now();
      callback.current(next);
    }
  }, []);

  const request = useCallback(
    (next: number) => {
      const now = Date.now();
      if (timer.current === undefined && now - lastFired.current >= ms) {
        lastFired.current = now;
        callback.current(next);
        return;
      }
      pending.current = next;
      setPendingPage(next);
      timer.current ??= setTimeout(flush, Math.max(0, lastFired.current + ms - now));
    },
    [flush, ms],
  );
  return { request, pendingPage };
}

type GoTo = (page: number) => void;

// Each button is memoized with a stable handler: a new total or a search starting and ending re-renders
// only the buttons whose own state changed, not all nine with their press handling.
const StepButton = memo(function StepButton({
  label,
  Icon,
  target,
  isDisabled,
  goTo,
}: {
  label: string;
  Icon: LucideIcon;
  target: number;
  isDisabled: boolean;
  goTo: GoTo;
}) {
  return (
    <IconButton
      size="sm"
      label={label}
      icon={<Icon size={16} aria-hidden />}
      isDisabled={isDisabled}
      onPress={() => goTo(target)}
    />
  );
});

const PageButton = memo(function PageButton({
  page,
  isCurrent,
  isDisabled,
  goTo,
}: {
  page: number;
  isCurrent: boolean;
  isDisabled: boolean;
  goTo: GoTo;
}) {
  return (
    <Button
      // A pager too narrow for every button keeps the current page only (CSS hides the others).
      data-wide-only={isCurrent ? undefined : true}
      size="sm"
      variant={isCurrent ? 'primary' : 'ghost'}
      aria-label={`Page ${page}`}
      aria-current={isCurrent ? 'page' : undefined}
      isDisabled={isDisabled}
      className={styles.pageButton}
      onPress={() => goTo(page)}
    >
      {page.toLocaleString('en-US')}
    </Button>
  );
});

/** Numbered pager for the results grid: first/previous, 5 page buttons, next/last, page size, range. */
export function Pager({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  isDisabled = false,
  isBusy = false,
  label = 'Pagination',
  throttleMs = GRID_PAGE_THROTTLE_MS,
  className,
}: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(totalCount / Math.max(pageSize, 1)));
  const { request, pendingPage } = useThrottledPageChange(onPageChange, page, throttleMs);
  // While a change waits for the throttle, the pager already shows where it is going.
  const shown = Math.min(Math.max(pendingPage ?? page, 1), pageCount);
  const pages = pageWindow(shown, pageCount);
  const latest = useRef({ shown, pageCount, request, isBusy });
  useLayoutEffect(() => {
    latest.current = { shown, pageCount, request, isBusy };
  });
  const goTo = useCallback<GoTo>((next) => {
    const { shown: current, pageCount: count, request: send, isBusy: busy } = latest.current;
    // The pages shown may belong to the search before the one on its way.
    if (busy) return;
    const target = Math.min(Math.max(next, 1), count);
    if (target !== current) send(target);
  }, []);
  const sizeItems = useMemo<SelectItem[]>(
    () => pageSizeOptions.map((size) => ({ id: String(size), label: String(size) })),
    [pageSizeOptions],
  );
  // Memoized: a new page or total re-renders the buttons, not the select and its collection.
  const sizeSelect = useMemo(
    () =>
      onPageSizeChange && (
        <Select
          label="Rows per page"
          items={sizeItems}
          selectedKey={String(pageSize)}
          onSelectionChange={(key) => key !== null && onPageSizeChange(Number(key))}
          isDisabled={isDisabled}
          className={styles.pageSize}
        />
      ),
    [onPageSizeChange, sizeItems, pageSize, isDisabled],
  );
  const atStart = shown <= 1;
  const atEnd = shown >= pageCount;

  return (
    <nav
      aria-label={label}
      aria-busy={isBusy || undefined}
      className={[styles.pager, className].filter(Boolean).join(' ')}
    >
      <p className={styles.info} aria-live="polite">
        {formatRange(shown, pageSize, totalCount)}
      </p>
      <div className={styles.controls}>
        {sizeSelect}
        <div className={styles.pages}>
          <StepButton
            label="First page"
            Icon={ChevronsLeft}
            target={1}
            isDisabled={isDisabled || atStart}
            goTo={goTo}
          />
          <StepButton
            label="Previous page"
            Icon={ChevronLeft}
            target={shown - 1}
            isDisabled={isDisabled || atStart}
            goTo={goTo}
          />
          {pages.map((n) => (
            <PageButton key={n} page={n} isCurrent={n === shown} isDisabled={isDisabled} goTo={goTo} />
          ))}
          <StepButton
            label="Next page"
            Icon={ChevronRight}
            target={shown + 1}
            isDisabled={isDisabled || atEnd}
            goTo={goTo}
          />
          <StepButton
            label="Last page"
            Icon={ChevronsRight}
            target={pageCount}
            isDisabled={isDisabled || atEnd}
            goTo={goTo}
          />
        </div>
      </div>
    </nav>
  );
}
