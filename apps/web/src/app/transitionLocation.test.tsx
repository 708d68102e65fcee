import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { navigate, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import { TransitionLocation, useTransitionLocation, useTransitionSearch } from './transitionLocation';

/** Logs what each commit showed (the page and its query) beside the browser's query at that commit. */
function Page({ name, log }: { name: string; log: string[] }) {
  const search = useSearch();
  const browserSearch = useBrowserSearch();
  useLayoutEffect(() => {
    log.push(`${name}?${search} (browser ${browserSearch})`);
  });
  return <h1>{`${name}?${search}`}</h1>;
}

const never = new Promise<never>(() => undefined);

/** A page whose code never arrives (a lazy chunk still on its way). */
function Pending(): never {
  return use(never);
}

function renderRoutes(log: string[]) {
  return render(
    <TransitionLocation>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/a">
              <Page name="a" log={log} />
            </Route>
            <Route path="/b">
              <Page name="b" log={log} />
            </Route>
            <Route path="/pending">
              <Pending />
            </Route>
          </Switch>
        </Suspense>
      </Router>
    </TransitionLocation>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

/** The routes rendered at /a?q=1; returns the commit log. */
function startAtA(): string[] {
  window.history.replaceState(null, '', '/a?q=1');
  const log: string[] = [];
  renderRoutes(log);
  return log;
}

describe('TransitionLocation', () => {
  it('keeps the page on screen while the next path is not ready (a transition)', async () => {
    startAtA();
    await act(async () => navigate('/pending'));
    // A synchronous update would have shown the boundary's fallback instead.
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=1');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("does not re-render the page on screen in the press's own render", async () => {
    window.history.replaceState(null, '', '/a');
    const renders: string[] = [];
    function Probe() {
      const [location] = useLocation();
      renders.push(location);
      return <p>{location}</p>;
    }
    render(
      <TransitionLocation>
        <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
          <Suspense fallback={<p>Loading…</p>}>
            <Switch>
              <Route path="/a">
                <Probe />
              </Route>
              <Route path="/pending">
                <Pending />
              </Route>
            </Switch>
          </Suspense>
        </Router>
      </TransitionLocation>,
    );
    expect(renders).toEqual(['/a']);
    await act(async () => navigate('/pending'));
    // The location shown is still /a: nothing that reads it renders again until the next page is ready.
    expect(renders).toEqual(['/a']);
  });

  it('shows a progress bar while the next path is not ready, and none once it is', async () => {
    startAtA();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => navigate('/pending'));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    await act(async () => navigate('/b?q=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('b?q=2');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows another path with its own query, never a mix of the two', async () => {
    const log = startAtA();
    await act(async () => navigate('/b?q=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('b?q=2');
    expect(log.at(-1)).toBe('b?q=2 (browser ?q=2)');
    expect(log.some((entry) => entry.startsWith('a?q=2') || entry.startsWith('b?q=1'))).toBe(false);
  });

  it('shows a new query on the same path in the same commit as the browser has it', async () => {
    const log = startAtA();
    await act(async () => navigate('/a?q=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=2');
    // Never a commit with the new query in the browser and the old one on screen.
    expect(log).toEqual(['a?q=1 (browser ?q=1)', 'a?q=2 (browser ?q=2)']);
  });

  it('ends where the browser is when paths change faster than a transition', async () => {
    const log = startAtA();
    await act(async () => {
      navigate('/b?q=2');
      navigate('/a?q=3');
    });
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=3');
    expect(log.some((entry) => entry.startsWith('b?'))).toBe(false);
  });
});
