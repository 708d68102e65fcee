import { MESSAGES } from '@balance/domain';
import { AccountMenu, AppShell, Footer, IconRail, TopBar, type AccountAction } from '@balance/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApiQuery } from '../../../api/useApiQuery';
import { isForbidden, permissionMessage } from '../../../app/loadError';
import { useLogout } from '../../../auth/session';
import { runtimeConfigState } from '../../../states/runtimeConfigState';
import { userSettingsState } from '../../../states/userSettingsState';
import { useAgentApi } from '../api/useAgentApi';
import { useNow } from '../common/now';
import { useAbsolutePath, useAgentNavigate } from '../common/navigation';
import { PaletteLauncher } from '../../../app/palette/PaletteLauncher';
import { paths } from '../../../app/paths';
import { agentPaletteCommands } from './paletteCommands';
import { AgentRailProvider, type AgentRail } from './railContext';
import styles from './AgentShell.module.css';
import { ShellNotice } from './ShellNotice';

export const AGENT_RAIL_ID = 'agent-rail';

/**
 * The agent area's frame: top bar (menu toggle, logo to /agent-ez, account menu), the icon rail of
 * the agent's enabled report items, the page and the footer.
 */
export function AgentShell({ children }: { children: ReactNode }) {
  const api = useAgentApi();
  const user = useAtomValue(userSettingsState);
  const config = useAtomValue(runtimeConfigState);
  const now = useNow();
  const currentPath = useAbsolutePath();
  const navigate = useAgentNavigate();
  const logout = useLogout('agent');
  const [isNavOpen, setNavOpen] = useState(false);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const reports = useApiQuery(['agent-report-list'], (signal) => api.reportList(signal));

  // Page load-failure notices on screen: while there is one, it stands for the shell's too.
  const [pageNotices, setPageNotices] = useState(0);
  const registerPageNotice = useCallback(() => {
    setPageNotices((count) => count + 1);
    return () => setPageNotices((count) => count - 1);
  }, []);

  const failed = reports.status === 'error';
  const showNotice = failed && dismissedError !== reports.error && pageNotices === 0;
  const rail = useMemo<AgentRail>(
    () => ({
      items: reports.data ?? null,
      status: reports.status,
      error: reports.error,
      reload: reports.reload,
      registerPageNotice,
    }),
    [reports.data, reports.status, reports.error, reports.reload, registerPageNotice],
  );

  // The rail scrolls on its own: keep the current page's item in view (a report low in the list).
  const railRef = useRef<HTMLDivElement>(null);
  const railReady = reports.status === 'success';
  useEffect(() => {
    // By hand rather than scrollIntoView, which would scroll the page and the phone drawer too.
    const rail = railRef.current;
    const current = rail?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!rail || !current || rail.scrollHeight <= rail.clientHeight) return;
    const top = current.getBoundingClientRect().top - rail.getBoundingClientRect().top + rail.scrollTop;
    const bottom = top + current.offsetHeight;
    if (top < rail.scrollTop) rail.scrollTop = top - 8;
    else if (bottom > rail.scrollTop + rail.clientHeight) rail.scrollTop = bottom - rail.clientHeight + 8;
  }, [currentPath, railReady]);

  const commands = useMemo(() => agentPaletteCommands(reports.data ?? [], logout), [reports.data, logout]);

  const handleAccount = useCallback(
    (action: AccountAction) => {
      if (action === 'reset-password') navigate(paths.agentResetPassword.build());
      else logout();
    },
    [navigate, logout],
  );

  // The bars do not depend on the page: kept as they are when a move re-renders the shell (its rail
  // follows the address at once), so that a click renders no more than it must.
  const topBar = useMemo(
    () => (
      <TopBar
        logoHref={paths.agentHome.build()}
        areaLabel="Agent.EZ"
        menuToggle={{
          isOpen: isNavOpen,
          onToggle: () => setNavOpen((open) => !open),
          controls: AGENT_RAIL_ID,
          label: 'Menu',
        }}
      >
        <PaletteLauncher commands={commands} area="agent" />
        <AccountMenu
          userName={user?.userName ?? ''}
          userRole={user?.role ?? 'Agent'}
          isLoading={!user}
          onAction={handleAccount}
        />
      </TopBar>
    ),
    [isNavOpen, commands, user, handleAccount],
  );
  const year = now.getFullYear();
  const footer = useMemo(
    () => <Footer year={year} version={config.version} termsHref="/terms" />,
    [year, config.version],
  );

  return (
    <AppShell
      navWidth="rail"
      isNavOpen={isNavOpen}
      onNavOpenChange={setNavOpen}
      topBar={topBar}
      nav={
        // Below the sticky top bar and scrolled on its own, so its links never slide under the bar.
        <div className={styles.rail} ref={railRef}>
          <IconRail
            id={AGENT_RAIL_ID}
            label="Agent.EZ"
            items={reports.data ?? []}
            currentPath={currentPath}
            basePath={paths.agentHome.build()}
            isOpen={isNavOpen}
            onOpenChange={setNavOpen}
            isLoading={reports.status === 'loading' && !reports.data}
            error={failed ? 'Reports could not be loaded.' : null}
            onRetry={reports.reload}
          />
        </div>
      }
      footer={footer}
    >
      {showNotice && (
        <ShellNotice
          // A 403 is a permission matter (the session stays), anything else 'Something went wrong'.
          message={
            isForbidden(reports.error) ? permissionMessage('your reports') : MESSAGES.somethingWentWrong
          }
          detail={
            isForbidden(reports.error)
              ? 'You are still signed in. Ask your office administrator if you need access.'
              : 'The list of your reports could not be loaded.'
          }
          onDismiss={() => setDismissedError(reports.error)}
          onRetry={reports.reload}
        />
      )}
      <AgentRailProvider value={rail}>{children}</AgentRailProvider>
    </AppShell>
  );
}
