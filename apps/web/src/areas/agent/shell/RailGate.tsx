// Refuses a route whose report item is disabled for the agent's office (the rail hides the item, and
// a bookmarked or typed address must not open it either).
import type { ReactNode } from 'react';
import { AgentPage } from '../common/AgentPage';
import { AgentLink, useAbsolutePath } from '../common/navigation';
import { EmptyNote, LoadingNote } from '../common/StateViews';
import { agentRelativePath, paths } from '../../../app/paths';
import { itemForPath, useAgentRail } from './railContext';

export const NOT_ENABLED_MESSAGE = 'This page is not enabled for your office.';

export type NotEnabledProps = { title: string };

/** The page shown in place of one the office has not switched on. */
export function NotEnabled({ title }: NotEnabledProps) {
  return (
    <AgentPage title={title}>
      <EmptyNote title={NOT_ENABLED_MESSAGE}>
        <p>
          {title} is switched off in your office&apos;s settings. Ask your office administrator if you need
          it.
        </p>
        <p>
          <AgentLink href={paths.agentDashboard.build()}>Back to your dashboard</AgentLink>
        </p>
      </EmptyNote>
    </AgentPage>
  );
}

export type RailGateProps = {
  children: ReactNode;
  /**
   * For a route only the report list can tell about (an add-on report): wait for the list instead
   * of showing the route's own content first.
   */
  waitForList?: boolean;
};

/**
 * Shows `children` unless the current route belongs to a report item that is disabled. Known pages
 * render at once (no extra wait for the list); if the list then says disabled, the message replaces
 * them. Outside the shell (a page's own story) there is no list and the page shows.
 */
export function RailGate({ children, waitForList = false }: RailGateProps) {
  const rail = useAgentRail();
  const path = useAbsolutePath();
  if (!rail) return <>{children}</>;
  if (!rail.items) {
    return waitForList && (rail.status === 'loading' || rail.status === 'idle') ? (
      <AgentPage title="Loading…">
        <LoadingNote />
      </AgentPage>
    ) : (
      <>{children}</>
    );
  }
  const relative = agentRelativePath(path);
  const item = itemForPath(rail.items, relative);
  if (item && !item.enabled) return <NotEnabled title={item.title} />;
  return <>{children}</>;
}

/** An add-on report the app has no screen for: refused when disabled, otherwise said plainly. */
export function AddOnReport({ slug, fallback }: { slug: string; fallback: ReactNode }) {
  const rail = useAgentRail();
  const item = rail?.items?.find(
    (candidate) => candidate.path.replace(/^\/+|\/+$/g, '') === `reports/${slug}`,
  );
  if (!item) return <>{fallback}</>;
  return (
    <AgentPage title={item.title}>
      <EmptyNote title={`${item.title} is switched on for your office, but it is not in Agent.EZ yet.`}>
        <AgentLink href={paths.agentReports.build()}>See all reports</AgentLink>
      </EmptyNote>
    </AgentPage>
  );
}
