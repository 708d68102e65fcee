import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon; defaults to an empty tray. Pass `null` for none. */
  icon?: ReactNode;
  /** An action such as a Button ('Clear filters', 'New Office'). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Smaller padding, e.g. inside a grid. */
  isCompact?: boolean;
  className?: string;
};

/** What a list, grid or page shows when there is nothing to show, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  isCompact = false,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const shownIcon = icon === undefined ? <Inbox size={28} /> : icon;
  return (
    <div
      className={[styles.empty, className].filter(Boolean).join(' ')}
      data-compact={isCompact || undefined}
    >
      {shownIcon !== null && (
        <span className={styles.icon} aria-hidden>
          {shownIcon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
