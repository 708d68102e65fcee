// What the agent shell knows about the agent's report items (GET /reports/ReportList, loaded once by
// the shell) and which page load failures are on screen, shared with the pages below it:
// - the reports index titles its cards from the same list (no second call);
// - a route whose item is disabled for the office is refused with a clear message;
// - while a page shows its own load failure, the shell does not show a second one (that page's Retry
//   reloads the report list too).
import type { ReportItem } from '@balance/api-client';
import { createContext, useContext, useEffect } from 'react';

export type AgentRail = {
  items: readonly ReportItem[] | null;
  status: 'idle' | 'loading' | 'success' | 'error';
  error: unknown;
  reload: () => void;
  /** A page's load-failure notice calls this while it is on screen; it returns the unregister. */
  registerPageNotice: () => () => void;
};

const RailContext = createContext<AgentRail | null>(null);

export const AgentRailProvider = RailContext.Provider;

/** The shell's report list, or null outside the shell (stories of a single page). */
export function useAgentRail(): AgentRail | null {
  return useContext(RailContext);
}

/** Registers a page's load-failure notice with the shell while it is mounted. */
export function usePageNotice(): AgentRail | null {
  const rail = useAgentRail();
  const register = rail?.registerPageNotice;
  useEffect(() => register?.(), [register]);
  return rail;
}

/** A report item path without slashes at either end ('/reports/apc/' → 'reports/apc'). */
export function itemPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * The item a path under /agent-ez belongs to: the item whose path is the relative path or a
 * leading part of it, segment by segment ('office-bill/12' belongs to 'office-bill').
 */
export function itemForPath(items: readonly ReportItem[], relativePath: string): ReportItem | undefined {
  const path = itemPath(relativePath.split(/[?#]/)[0] ?? '');
  let best: ReportItem | undefined;
  for (const item of items) {
    const own = itemPath(item.path);
    if (!own) continue;
    if ((path === own || path.startsWith(`${own}/`)) && own.length > itemPath(best?.path ?? '').length)
      best = item;
  }
  return best;
}
