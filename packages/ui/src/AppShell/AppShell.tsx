import { useEffect, useRef, type ReactNode } from 'react';
import styles from './AppShell.module.css';

export type AppShellProps = {
  /** The top bar (TopBar with its menu toggle pointing at `navId`). */
  topBar: ReactNode;
  /** The left navigation: Sidebar (+ HelpBox) in the admin area, IconRail in the agent area. */
  nav?: ReactNode;
  /** Narrow layouts only: whether the navigation drawer is open. */
  isNavOpen?: boolean;
  /** Called with false when the backdrop is clicked or Escape is pressed in the open drawer. */
  onNavOpenChange?: (isOpen: boolean) => void;
  /** `rail` keeps the left column as narrow as the icon rail; `sidebar` gives it 16rem. */
  navWidth?: 'sidebar' | 'rail';
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** id of the main element (the skip link's target). */
  mainId?: string;
};

/**
 * The page layout: top bar, left navigation, main content and footer on a grid. Under 900px the
 * navigation becomes an off-canvas drawer opened by the top bar's toggle. The shell is the
 * `balance-shell` size container that every shell part's responsive rules follow.
 */
export function AppShell({
  topBar,
  nav,
  isNavOpen = false,
  onNavOpenChange,
  navWidth = 'sidebar',
  footer,
  children,
  mainId = 'main-content',
}: AppShellProps) {
  const topRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLDivElement>(null);

  // Escape closes the open drawer wherever focus is; focus inside the drawer goes back to the toggle.
  useEffect(() => {
    if (!isNavOpen || !onNavOpenChange) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (navRef.current?.contains(document.activeElement)) {
        topRef.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
      }
      onNavOpenChange(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isNavOpen, onNavOpenChange]);

  return (
    <div className={styles.shell}>
      <div className={styles.layout} data-nav-width={navWidth} data-nav-open={isNavOpen || undefined}>
        <a className={styles.skipLink} href={`#${mainId}`}>
          Skip to main content
        </a>
        <div className={styles.top} ref={topRef}>
          {topBar}
        </div>
        {nav !== undefined && (
          <>
            <div className={styles.nav} ref={navRef}>
              {nav}
            </div>
            {isNavOpen && (
              // A pointer convenience only: keyboard users close the drawer with the toggle or Escape.
              <div className={styles.backdrop} aria-hidden onClick={() => onNavOpenChange?.(false)} />
            )}
          </>
        )}
        <main className={styles.main} id={mainId} tabIndex={-1}>
          {children}
        </main>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
