// The frame every billing table shares: a labelled region that scrolls sideways on a narrow screen,
// and the table with its caption.
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
    // Focusable so a narrow screen's sideways scroll works from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{label}</caption>
        {children}
      </table>
    </div>
  );
}
