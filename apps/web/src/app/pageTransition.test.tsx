import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PageTransition } from './pageTransition';

/** Logs what each commit showed (the page and its query) beside the address at that commit. */
function Page({ name, log }: { name: string; log: string[] }) {
  const search = useSearch();
  useLayoutEffect(() => {
    log.push(`${name}?${search} (address ${window.location.pathname}${window.location.search})`);
  });
  return <h1>{`${name}?${search}`}</h1>;
}

/** Outside the transition, as an area's shell is: it follows the address at once. */
function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <p data-testid="shell">{location}</p>
      {children}
    </>
  );
}

const never = new Promise<never>(() => undefined);

/** A page whose code never arrives (a lazy chunk still on its way). */
function Pending(): never {
  return use(never);
}

function renderArea(log: string[], deadlineMs?: number) {
  return render(
    <Router>
      <Route path="/area" nest>
        <Shell>
          <PageTransition {...(deadlineMs === undefined ? {} : { deadlineMs })}>
            <Suspense fallback={<p>Loading…</p>}>
              <Switch>
                <Route path="/a">
                  <Page name="a" log={log} />
                  <Link href="/b">To b</Link>
                </Route>
                <Route path="/b">
                  <Page name="b" log={log} />
                </Route>
                <Route path="/pending">
                  <Pending />
                </Route>
              </Switch>
            </Suspense>
          </PageTransition>
        </Shell>
      </Route>
    </Router>,
  );
}

const go = (to: string) => window.history.pushState(null, '', to);

afterEach(() => window.history.replaceState(null, '', '/'));

/** The area rendered at /area/a?q=1; returns the commit log. */
function startAtA(deadlineMs?: number): string[] {
  window.history.replaceState(null, '', '/area/a?q=1');
  const log: string[] = [];
  renderArea(log, deadlineMs);
  return log;
}

describe('PageTransition', () => {
  it('keeps the page on screen while the next one is not ready; the shell follows at once', async () => {
    startAtA();
    await act(async () => go('/area/pending'));
    // A synchronous update would have shown the boundary's fallback instead.
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=1');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByTestId('shell')).toHaveTextContent('/pending');
  });

  it('renders a move still pending after the deadline at once, with its loading state', async () => {
    startAtA(50);
    await act(async () => go('/area/pending'));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    // A later move is not held by the page that never arrives.
    await act(async () => go('/area/b'));
    expect(await screen.findByRole('heading')).toHaveTextContent('b?');
  });

  it('shows another page with its own query, never a mix of the two', async () => {
    const log = startAtA();
    await act(async () => go('/area/b?q=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('b?q=2');
    expect(log.at(-1)).toBe('b?q=2 (address /area/b?q=2)');
    expect(log.some((entry) => entry.startsWith('a?q=2') || entry.startsWith('b?q=1'))).toBe(false);
  });

  it('shows a new query on the same page in the same commit as the address has it', async () => {
    const log = startAtA();
    await act(async () => go('/area/a?q=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=2');
    // Never a commit with the new query in the address and the old one on screen.
    expect(log).toEqual(['a?q=1 (address /area/a?q=1)', 'a?q=2 (address /area/a?q=2)']);
  });

  it('ends where the address is when moves come faster than a transition', async () => {
    const log = startAtA();
    await act(async () => {
      go('/area/b?q=2');
      go('/area/a?q=3');
    });
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=3');
    expect(log.some((entry) => entry.startsWith('b?'))).toBe(false);
  });

  it("links inside keep the area's base", async () => {
    startAtA();
    expect(screen.getByRole('link', { name: 'To b' })).toHaveAttribute('href', '/area/b');
    await act(async () => screen.getByRole('link', { name: 'To b' }).click());
    expect(window.location.pathname).toBe('/area/b');
    expect(screen.getByRole('heading')).toHaveTextContent('b?');
  });

  it('does not re-render the page on screen when a move starts', async () => {
    // renderArea builds the pages once, below a shell that re-renders on every move, as an area does.
    const log = startAtA();
    const before = log.length;
    await act(async () => go('/area/pending'));
    expect(screen.getByTestId('shell')).toHaveTextContent('/pending');
    expect(screen.getByRole('heading')).toHaveTextContent('a?q=1');
    expect(log).toHaveLength(before);
  });

  it('works over a memory location (tests and stories)', async () => {
    const memory = memoryLocation({ path: '/area/a' });
    render(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <Route path="/area" nest>
          <PageTransition>
            <Switch>
              <Route path="/a">
                <h1>a</h1>
              </Route>
              <Route path="/b">
                <h1>b</h1>
              </Route>
            </Switch>
          </PageTransition>
        </Route>
      </Router>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('a');
    await act(async () => memory.navigate('/area/b'));
    expect(screen.getByRole('heading')).toHaveTextContent('b');
  });
});
