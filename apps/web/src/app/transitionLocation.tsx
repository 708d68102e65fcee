// The browser's location for wouter, with a move to another page done in a transition. wouter's own
// hooks read the location through useSyncExternalStore, whose updates always render synchronously: a
// link rendered the whole next page inside the click, and a phone's screen froze until it was done.
// Here going to another path first paints the press, then renders the next page in slices (the current
// page stays on screen meanwhile). A change of the query alone (Go, a page of results, a selected row)
// still renders at once: the page's requests follow its query, and a superseded search must not show.
// Tests and stories pass their own hooks.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';
import { PageProgress } from '@balance/ui';

type Shown = { path: string; search: string };

const ShownLocation = createContext<Shown | null>(null);

/** The browser's location as the transition reaches it (the latest, not the one that scheduled it). */
const browserLocation = (): Shown => ({ path: window.location.pathname, search: window.location.search });

export function TransitionLocation({ children }: { children: ReactNode }) {
  const path = usePathname();
  const search = useSearch();
  const [shown, setShown] = useState<Shown>({ path, search });
  const [isPending, startTransition] = useTransition();
  // The query changed on the page on screen: shown at once.
  if (shown.path === path && shown.search !== search) setShown({ path, search });
  useEffect(() => {
    if (shown.path !== path) startTransition(() => setShown(browserLocation));
  }, [path, search, shown.path, startTransition]);
  const visible = shown.path === path ? { path, search } : shown;
  // By content: while a move is pending the location shown has not changed, and the press's own
  // render must not re-render every route and link of the page on screen.
  const value = useMemo<Shown>(
    () => ({ path: visible.path, search: visible.search }),
    [visible.path, visible.search],
  );
  return (
    <ShownLocation.Provider value={value}>
      {children}
      {/* The page on screen stays while the next one is prepared: a slow move still shows it was taken. */}
      <PageProgress isPending={isPending} />
    </ShownLocation.Provider>
  );
}

function useShown(): Shown {
  const shown = useContext(ShownLocation);
  if (!shown) throw new Error('useTransitionLocation needs <TransitionLocation> above it');
  return shown;
}

export const useTransitionLocation: BaseLocationHook = () => [useShown().path, navigate];
export const useTransitionSearch: BaseSearchHook = () => useShown().search;
