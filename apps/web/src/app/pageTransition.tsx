// Below an area's shell, a move to another page renders in a transition. wouter reads the location
// through useSyncExternalStore, whose updates always render synchronously: a link rendered the whole next
// page (and took down the one on screen) inside the click, and a phone's screen froze until it was done.
// Here the shell (its rail and bars, outside this component) follows the address at once, the page on
// screen stays while the next one renders in slices, and a change of the query alone (a filter, a page of
// results) still renders at once: a page's requests follow its query.
//
// A move still pending after `deadlineMs` is rendered at once, with the next page's own loading state,
// so a page that suspends for good (a chunk that never arrives) cannot hold every later move.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router, useRouter, type BaseLocationHook, type BaseSearchHook } from 'wouter';

type Navigate = ReturnType<BaseLocationHook>[1];
type Shown = { path: string; search: string; navigate: Navigate };

const ShownLocation = createContext<Shown | null>(null);

const MOVE_DEADLINE_MS = 2000;

export type PageTransitionProps = { children: ReactNode; deadlineMs?: number };

export function PageTransition({ children, deadlineMs = MOVE_DEADLINE_MS }: PageTransitionProps) {
  const parent = useRouter();
  // The router's own hooks (the browser's location; a memory location in tests and stories).
  const [path, navigate] = parent.hook(parent) as [string, Navigate];
  const search = parent.searchHook(parent);
  const [shown, setShown] = useState({ path, search });
  // The query changed on the page on screen: shown in this same render.
  if (shown.path === path && shown.search !== search) setShown({ path, search });
  useEffect(() => {
    if (shown.path === path) return;
    const next = { path, search };
    startTransition(() => setShown(next));
    const deadline = window.setTimeout(() => setShown(next), deadlineMs);
    return () => window.clearTimeout(deadline);
  }, [path, search, shown.path, deadlineMs]);
  const visible = shown.path === path ? { path, search } : shown;
  // By content: while a move is pending the location shown has not changed, and the click's own render
  // must not re-render every route and link of the page on screen.
  const value = useMemo<Shown>(
    () => ({ path: visible.path, search: visible.search, navigate }),
    [visible.path, visible.search, navigate],
  );
  return (
    <ShownLocation.Provider value={value}>
      {/* A `hook` makes wouter start from its defaults: the base and parser are the parent's. */}
      <Router
        hook={useShownLocation}
        searchHook={useShownSearch}
        base={parent.base}
        parser={parent.parser}
        hrefs={parent.hrefs}
      >
        {children}
      </Router>
    </ShownLocation.Provider>
  );
}

function useShown(): Shown {
  const shown = useContext(ShownLocation);
  if (!shown) throw new Error('useShownLocation needs <PageTransition> above it');
  return shown;
}

const useShownLocation: BaseLocationHook = () => {
  const { path, navigate } = useShown();
  return [path, navigate];
};
const useShownSearch: BaseSearchHook = () => useShown().search;
