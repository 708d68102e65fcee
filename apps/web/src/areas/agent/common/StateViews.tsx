import { MESSAGES } from '@balance/domain';
import { Button } from '@balance/ui';
import type { ReactNode } from 'react';
import styles from './StateViews.module.css';

export type LoadFailedProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
};

/** A load failure in place of the content, kept until a retry succeeds (SPEC §4). */
export function LoadFailed({ title = MESSAGES.somethingWentWrong, message, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.failed} role="alert">
      <div className={styles.failedText}>
        <p className={styles.failedTitle}>{title}</p>
        {message && message !== title && <p className={styles.failedMessage}>{message}</p>}
      </div>
      {onRetry && (
        <Button size="sm" onPress={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

export type EmptyNoteProps = { title: string; children?: ReactNode };

/** Nothing to show yet, and why or what to do. */
export function EmptyNote({ title, children }: EmptyNoteProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children && <div className={styles.emptyText}>{children}</div>}
    </div>
  );
}

/** A quiet loading line (for sections; tables and cards have their own skeletons). */
export function LoadingNote({ children = 'Loading…' }: { children?: ReactNode }) {
  return (
    <p className={styles.loading} role="status">
      {children}
    </p>
  );
}
