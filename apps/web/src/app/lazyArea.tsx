// Route-level code splitting: each area (admin, agent) is its own chunk, fetched the first
// time one of its pages is shown, or earlier with `preload()` (the login page asks for its area's
// chunk once it is idle, so the page after a login does not wait).
//
// Unlike React.lazy, a failed download is not thrown and not kept for good: the area shows a calm,
// recoverable message in its place ('Try again' fetches the chunk again, 'Reload' picks up a new
// deploy whose file names changed) and the route error boundary stays for real render crashes.
import { createElement, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Spinner } from '@balance/ui';
import styles from './lazyArea.module.css';
// The same box as a page that crashed (RouteErrorBoundary): one look for "this page has a problem".
import problem from './RouteErrorBoundary.module.css';

type Loaded<M> = { ok: true; module: M } | { ok: false; error: unknown };

export type LazyArea<M> = {
  /** Starts the download (once); resolves when the chunk is there or has failed, never rejects. */
  preload: () => Promise<Loaded<M>>;
  /** A component that renders `pick(module)` with the given props once the chunk is there. */
  component: <P extends object>(pick: (module: M) => ComponentType<P>) => ComponentType<P>;
};

/**
 * Wraps `import()` of an area's routes module. The promise is kept, so `use` sees the same one across
 * renders and every caller shares one download; a failure is kept until the user presses 'Try again'
 * (no retry loop), which imports afresh.
 */
export function lazyArea<M>(load: () => Promise<M>): LazyArea<M> {
  // React's convention for a settled promise: `status` + `value` on it let `use` return at once
  // (a chunk that arrived before the first render renders without a round through the fallback).
  let pending: Promise<Loaded<M>> | null = null;
  let settled: Loaded<M> | null = null;
  const preload = (): Promise<Loaded<M>> => {
    if (pending) return pending;
    const settle = (outcome: Loaded<M>): Loaded<M> => {
      Object.assign(promise, { status: 'fulfilled', value: outcome });
      settled = outcome;
      return outcome;
    };
    const promise = load().then(
      (module) => settle({ ok: true, module }),
      (error: unknown) => {
        console.error('A part of the app could not be downloaded.', error);
        return settle({ ok: false, error });
      },
    );
    pending = promise;
    return promise;
  };
  /** Forgets a failed download, so the next render imports again. */
  const forgetFailure = () => {
    if (settled?.ok !== false) return;
    settled = null;
    pending = null;
  };

  function component<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
    function LazyAreaContent(props: P) {
      const [, setAttempt] = useState(0);
      // Always through `use` (hooks are not conditional); a settled download returns without suspending.
      const loaded = use(preload());
      if (!loaded.ok) {
        return (
          <AreaLoadFailed
            onRetry={() => {
              forgetFailure();
              setAttempt((attempt) => attempt + 1);
            }}
          />
        );
      }
      // `pick` returns one of the module's exports: the same component on every render (no remount).
      return createElement(pick(loaded.module), props);
    }
    return LazyAreaContent;
  }

  return { preload, component };
}

/** Runs `task` when the browser is idle (or after `fallbackMs` where requestIdleCallback is missing). */
export function whenIdle(task: () => void, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}

export type AreaSuspenseProps = { label: string; children: ReactNode };

/** Suspense with a calm placeholder: nothing for a moment (fast loads do not flash), then a spinner. */
export function AreaSuspense({ label, children }: AreaSuspenseProps) {
  return <Suspense fallback={<AreaLoading label={label} pending />}>{children}</Suspense>;
}

/** `pending` marks the placeholder of a code download in progress (screenshots wait for it to go). */
export function AreaLoading({ label, pending = false }: { label: string; pending?: boolean }) {
  return (
    <div className={styles.loading} data-testid="area-loading" data-pending-chunk={pending || undefined}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

export type AreaLoadFailedProps = { onRetry: () => void };

/** In place of an area whose code could not be downloaded (offline, or a new version was deployed). */
export function AreaLoadFailed({ onRetry }: AreaLoadFailedProps) {
  return (
    <div role="alert" className={problem.box}>
      <h1 className={problem.title}>This page could not be loaded</h1>
      <p className={problem.text}>
        Part of the app could not be downloaded. Check your connection and try again. If it keeps failing,
        reload the page: a new version of Balance may have been released.
      </p>
      <div className={problem.actions}>
        <Button variant="primary" onPress={onRetry}>
          Try again
        </Button>
        <Button onPress={() => window.location.reload()}>Reload the page</Button>
      </div>
    </div>
  );
}
