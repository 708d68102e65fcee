import { useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { MAIN_SELECTION_LABELS, type MainSelection } from '@balance/domain';
import {
  AccountMenu,
  AppShell,
  Footer,
  HelpBox,
  MessagesLabel,
  Sidebar,
  ToastProvider,
  TopBar,
} from '@balance/ui';
import { PaletteLauncher } from '../../../app/palette/PaletteLauncher';
import { paths } from '../../../app/paths';
import { useLogout } from '../../../auth/session';
import { runtimeConfigState } from '../../../states/runtimeConfigState';
import { sessionState } from '../../../states/sessionState';
import { ADMIN_SIDEBARS, sectionOfPath } from './adminSidebars';
import styles from './AdminLayout.module.css';
import { adminActionCommands, adminPageCommands } from './paletteCommands';
import { SavedSearchCommands } from '../saved/SavedSearchCommands';

export type AdminLayoutProps = {
  /** The section whose sidebar is shown; by default the one the path belongs to. */
  section?: MainSelection;
  /** More of the sidebar under its menu (the search pages' saved searches). */
  navExtra?: ReactNode;
  children: ReactNode;
};

const NAV_ID = 'admin-nav';

/** The admin area's frame: top bar (logo → /main, messages label, account menu), sidebar, help, footer. */
export function AdminLayout({ section, navExtra, children }: AdminLayoutProps) {
  const session = useAtomValue(sessionState);
  const config = useAtomValue(runtimeConfigState);
  const [location, navigate] = useLocation();
  const logout = useLogout('admin');
  const [isNavOpen, setNavOpen] = useState(false);
  const current = section ?? sectionOfPath(location) ?? 'companies';
  const role = session?.user.role;
  const commands = useMemo(
    () => [...adminActionCommands(role, logout), ...adminPageCommands()],
    [role, logout],
  );

  return (
    <AppShell
      topBar={
        <TopBar
          logoHref={paths.mainHome.build()}
          areaLabel="Admin"
          menuToggle={{ isOpen: isNavOpen, onToggle: () => setNavOpen((open) => !open), controls: NAV_ID }}
        >
          <PaletteLauncher commands={commands} area="admin" sources={<SavedSearchCommands />} />
          <MessagesLabel />
          <AccountMenu
            userName={session?.user.userName ?? ''}
            userRole={session?.user.role ?? ''}
            isLoading={!session}
            onAction={(action) => {
              if (action === 'logout') logout();
              else navigate(paths.agentResetPassword.build());
            }}
          />
        </TopBar>
      }
      nav={
        <div className={styles.nav}>
          <Sidebar
            id={NAV_ID}
            title={MAIN_SELECTION_LABELS[current]}
            label={`${MAIN_SELECTION_LABELS[current]} menu`}
            groups={ADMIN_SIDEBARS[current]}
            currentPath={location}
          />
          {navExtra}
          <HelpBox helpHref={config.helpUrl} supportEmail={config.supportEmail} />
        </div>
      }
      isNavOpen={isNavOpen}
      onNavOpenChange={setNavOpen}
      footer={<Footer year={config.copyrightYear} version={config.version} termsHref={config.termsUrl} />}
    >
      {/* The admin pages' snackbars (e.g. 'Grid settings are saved', 3000 ms) through useToast(). */}
      <ToastProvider>{children}</ToastProvider>
    </AppShell>
  );
}
