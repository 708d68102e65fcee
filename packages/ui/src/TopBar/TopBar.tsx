import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import styles from './TopBar.module.css';

export type TopBarMenuToggle = {
  /** Whether the navigation the toggle controls is open (narrow layouts). */
  isOpen: boolean;
  onToggle: () => void;
  /** id of the navigation element the toggle opens (aria-controls). */
  controls: string;
  /** Accessible name of the toggle. */
  label?: string;
};

export type TopBarProps = {
  /** Where the logo links: the area's root (the app passes /main or /agent-ez). */
  logoHref: string;
  /** Small area name shown beside the logo, e.g. "Agent.EZ". */
  areaLabel?: string;
  /** The mobile menu toggle; shown only on narrow layouts. */
  menuToggle?: TopBarMenuToggle;
  /** Right-hand content: messages label, account menu. */
  children?: ReactNode;
};

/** The "Balance" wordmark: a balance-beam mark and the name, as one inline SVG. */
export function BalanceLogo() {
  return (
    <svg className={styles.logo} viewBox="0 0 114 28" role="img" aria-label="Balance">
      <rect x="0" y="1" width="26" height="26" rx="6" className={styles.logoMark} />
      <path d="M13 7v14M6.5 10h13M9 21h8" className={styles.logoBeam} />
      <path d="M6.5 10 4 15.5h5zM19.5 10 17 15.5h5z" className={styles.logoPans} />
      <text x="34" y="20.5" className={styles.logoText}>
        Balance
      </text>
    </svg>
  );
}

/** The dark navy bar at the top of every page: logo link, mobile menu toggle, right-hand slot. */
export function TopBar({ logoHref, areaLabel, menuToggle, children }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      {menuToggle && (
        <Button
          className={styles.menuToggle}
          aria-label={menuToggle.label ?? 'Menu'}
          aria-expanded={menuToggle.isOpen}
          aria-controls={menuToggle.controls}
          onPress={menuToggle.onToggle}
        >
          {menuToggle.isOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
        </Button>
      )}
      <Link href={logoHref} className={styles.brand} aria-label="Balance home">
        <BalanceLogo />
      </Link>
      {areaLabel && <span className={styles.area}>{areaLabel}</span>}
      <div className={styles.end}>{children}</div>
    </header>
  );
}
