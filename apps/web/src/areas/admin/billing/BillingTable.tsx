// The frame every billing table shares: its title, a labelled region that scrolls sideways on a narrow
// screen, and the table with its caption.
import type { ReactNode } from 'react';
import styles from './billing.module.css';

type Props = {
  label: string;
  /** Read out but not shown where the card's title already says it. */
  captionHidden?: boolean;
  children: ReactNode;
};

export function BillingTable({ label, captionHidden = false, children }: Props) {
  return (
    <div className={styles.tableFrame}>
      {/* The visible title sits above the sideways scroll: as the caption it would run as wide as the
          table and be cut off on a phone. The caption and the region still name the table. */}
      {!captionHidden && (
        <p className={styles.tableTitle} aria-hidden>
          {label}
        </p>
      )}
      {/* Focusable so a narrow screen's sideways scroll works from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
        <table className={styles.table}>
          <caption className="visually-hidden">{label}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}
