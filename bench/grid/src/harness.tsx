// The page shell and the in-page measurements every grid page shares. The runner (bench/suites/grid.mjs)
// drives it through `window.__bench` from Playwright.
//
// Timings (all performance.now(), in ms):
// - handOver: the grid is already on screen, empty (as it is while a search runs), on a page at rest;
//   the runner hands it an earlier search's rows first (`warmUp`, timed on its own: the first
//   hand-over on a fresh page, before the grid's code has ever run) and empties it again (`clear`);
//   then
//   performance.mark('bench:data') when the rows are handed to it (a plain task, as a network reply
//   would be), and the grid renders them. `render` = until the first screenful of rows is in
//   the DOM (MutationObserver); `paint` = until the frame that shows them has run (requestAnimationFrame
//   after the DOM is ready, then a MessageChannel task: the rAF callback runs right before that frame's
//   style/layout/paint, the message right after it).
// - scroll: a rAF-driven programmatic scroll for a fixed time at a fixed speed; frame intervals come
//   from the rAF timestamps.
// - jump: scrollTop to the very end; until row 99,999 (the last row) is in the DOM and painted.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@balance/ui/theme.css';
import { BENCH_COLUMNS, formatBenchValue, makeRows, type BenchRow } from './data';

export type FrameStats = {
  frames: number;
  durationMs: number;
  /** Frame intervals longer than one 60 Hz frame (16.7 ms) plus 3 ms of timer jitter: a missed vsync. */
  over16: number;
  over50: number;
  /** Sum over intervals of round(interval / 16.7) − 1. */
  dropped: number;
  longestMs: number;
  p95Ms: number;
  medianMs: number;
  /** Long tasks (> 50 ms) the browser reported during the scroll. */
  longTasks: number;
  /** Rows the grid showed at the end (index of the first rendered row), to prove it really scrolled. */
  endFirstRow: number;
};

export type Timing = { render: number; paint: number };

export type GridPage = {
  name: string;
  rowCount: number;
  /** The element that scrolls vertically. */
  scroller: () => HTMLElement | null;
  /** All rendered data rows (one element per logical row). */
  rows: () => NodeListOf<Element> | Element[];
  /** The rendered row with this data index, or null. */
  row: (index: number) => Element | null;
  /** The data index of a rendered row element. */
  indexOf: (row: Element) => number;
  /** The grid element rendering these rows. */
  render: (rows: readonly BenchRow[]) => ReactNode;
};

export type HandOverOptions = {
  /**
   * Frames are already being produced when the data arrives (as while a loading animation runs): the
   * page runs a requestAnimationFrame loop and the rows are handed over `phaseMs` after a frame, so the
   * frame that can show them comes at the next vsync rather than at once.
   */
  framesRunning?: boolean;
  phaseMs?: number;
  /**
   * Hand over the rows of an earlier search instead (the same ids, other names, places, amounts and
   * dates), as the page's first hand-over: it warms what a working day warms (the grid's code is
   * compiled, the browser has shaped the names) without showing the measured rows beforehand.
   */
  warmUp?: boolean;
};

export type BenchApi = {
  name: string;
  rowCount: number;
  handOver: (options?: HandOverOptions) => Promise<Timing>;
  /** Empties the grid again (as a new search does) and resolves once that frame has run. */
  clear: () => Promise<void>;
  scroll: (durationMs: number, pxPerSecond: number) => Promise<FrameStats>;
  jump: () => Promise<Timing>;
  idle: (durationMs: number) => Promise<FrameStats>;
  domRows: () => number;
  domNodes: () => number;
  firstText: () => string;
};

declare global {
  interface Window {
    __bench?: BenchApi;
    __benchReady?: boolean;
  }
}

const VISIBLE_ROWS = 15;
/** The warm-up's rows: another seed, so the measured rows are never on screen before they are timed. */
const EARLIER_SEARCH_SEED = 0x5eed2;
const FRAME = 1000 / 60;

function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  });
}

/** Resolves when `ready()` is true after a DOM change (or at once), with the DOM and paint times. */
function whenInDom(ready: () => boolean, timeoutMs = 60_000): Promise<{ dom: number; paint: number }> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const dom = performance.now();
      void afterNextPaint().then((paint) => resolve({ dom, paint }));
    };
    const observer = new MutationObserver(() => {
      if (!done && ready()) finish();
    });
    const timer = setTimeout(() => {
      if (done) return;
      observer.disconnect();
      reject(new Error('timed out waiting for rows'));
    }, timeoutMs);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    if (ready()) finish();
  });
}

function frameStats(stamps: number[], longTasks: number, endFirstRow: number): FrameStats {
  const deltas: number[] = [];
  for (let i = 1; i < stamps.length; i += 1) deltas.push((stamps[i] ?? 0) - (stamps[i - 1] ?? 0));
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    frames: deltas.length,
    durationMs: (stamps.at(-1) ?? 0) - (stamps[0] ?? 0),
    over16: deltas.filter((d) => d > FRAME + 3).length,
    over50: deltas.filter((d) => d > 50).length,
    dropped: deltas.reduce((sum, d) => sum + Math.max(0, Math.round(d / FRAME) - 1), 0),
    longestMs: sorted.at(-1) ?? 0,
    p95Ms: at(0.95),
    medianMs: at(0.5),
    longTasks,
    endFirstRow,
  };
}

/** The expected text of a row's first cell (its formatted id). */
const idText = (index: number) => formatBenchValue(BENCH_COLUMNS[0]!, 100000 + index);

/** Mounts the page shell and exposes the measurements on window.__bench. */
export function startBench(page: GridPage) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const rows = makeRows(page.rowCount);
  const earlierRows = makeRows(page.rowCount, EARLIER_SEARCH_SEED);

  function Shell({ children }: { children?: ReactNode }) {
    return (
      <div style={{ padding: 16, fontFamily: 'var(--font-sans, system-ui)' }}>
        <header style={{ display: 'flex', alignItems: 'baseline', gap: 12, marginBottom: 12 }}>
          <h1 style={{ margin: 0, fontSize: 18 }}>Agents</h1>
          <span style={{ color: '#555' }}>
            {page.name} · {page.rowCount.toLocaleString('en-US')} rows × {BENCH_COLUMNS.length} columns
          </span>
        </header>
        <main id="grid-area" style={{ width: 1280, height: 600 }}>
          {children}
        </main>
      </div>
    );
  }

  // The grid is mounted empty first: what is timed is the data arriving, not the grid's own start-up.
  const empty: BenchRow[] = [];
  const root = createRoot(container);
  /** Renders the page with the grid showing these rows (a plain render, as a search reply's state update). */
  const show = (data: readonly BenchRow[]) =>
    root.render(
      <StrictMode>
        <Shell>{page.render(data)}</Shell>
      </StrictMode>,
    );
  show(empty);

  const firstRowIndex = () => {
    let min = Number.POSITIVE_INFINITY;
    for (const el of Array.from(page.rows())) {
      const index = page.indexOf(el);
      if (index < min && (el.textContent ?? '') !== '') {
        const rect = el.getBoundingClientRect();
        const area = page.scroller()?.getBoundingClientRect();
        if (!area || rect.bottom > area.top + 40) min = index;
      }
    }
    return Number.isFinite(min) ? min : -1;
  };

  const api: BenchApi = {
    name: page.name,
    rowCount: page.rowCount,
    async handOver({ framesRunning = false, phaseMs = 0, warmUp = false } = {}) {
      let running = framesRunning;
      let loop = 0;
      if (framesRunning) {
        const tick = () => {
          if (running) loop = requestAnimationFrame(tick);
        };
        loop = requestAnimationFrame(tick);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, phaseMs)));
      }
      const expected = idText(0);
      const ready = () => {
        const first = page.row(0);
        if (!first || !(first.textContent ?? '').includes(expected)) return false;
        let filled = 0;
        for (const el of Array.from(page.rows())) if ((el.textContent ?? '') !== '') filled += 1;
        return filled >= Math.min(VISIBLE_ROWS, page.rowCount);
      };
      const start = performance.now();
      performance.mark('bench:data');
      show(warmUp ? earlierRows : rows);
      const { dom, paint } = await whenInDom(ready);
      running = false;
      cancelAnimationFrame(loop);
      return { render: dom - start, paint: paint - start };
    },
    async clear() {
      show(empty);
      await whenInDom(() => page.row(0) === null);
    },
    async scroll(durationMs, pxPerSecond) {
      const el = page.scroller();
      if (!el) throw new Error('no scroller');
      let longTasks = 0;
      const observer = new PerformanceObserver((list) => {
        longTasks += list.getEntries().length;
      });
      observer.observe({ type: 'longtask' });
      const stamps: number[] = [];
      const max = el.scrollHeight - el.clientHeight;
      await new Promise<void>((resolve) => {
        let start = -1;
        const tick = (t: number) => {
          if (start < 0) start = t;
          stamps.push(t);
          const elapsed = t - start;
          if (elapsed >= durationMs) {
            resolve();
            return;
          }
          el.scrollTop = Math.min(max, (pxPerSecond * elapsed) / 1000);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await afterNextPaint();
      observer.disconnect();
      return frameStats(stamps, longTasks, firstRowIndex());
    },
    async jump() {
      const el = page.scroller();
      if (!el) throw new Error('no scroller');
      const last = page.rowCount - 1;
      const expected = idText(last);
      const ready = () => (page.row(last)?.textContent ?? '').includes(expected);
      const start = performance.now();
      el.scrollTop = el.scrollHeight;
      const { dom, paint } = await whenInDom(ready);
      return { render: dom - start, paint: paint - start };
    },
    async idle(durationMs) {
      const stamps: number[] = [];
      await new Promise<void>((resolve) => {
        const tick = (t: number) => {
          stamps.push(t);
          if (t - (stamps[0] ?? t) >= durationMs) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      return frameStats(stamps, 0, -1);
    },
    domRows: () => new Set(Array.from(page.rows()).map((el) => page.indexOf(el))).size,
    domNodes: () => document.getElementById('grid-area')?.getElementsByTagName('*').length ?? 0,
    firstText: () => page.row(0)?.textContent ?? '',
  };
  window.__bench = api;
  // Ready once the empty grid has rendered and painted.
  const mounted = (): void => {
    if (page.scroller() === null) {
      setTimeout(mounted, 20);
      return;
    }
    void afterNextPaint().then(() => {
      window.__benchReady = true;
    });
  };
  mounted();
}
