import type { ReactNode } from 'react';
import { MESSAGES } from '@balance/domain';
import { loadErrorText } from '../../../app/loadError';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { usePageNotice } from '../shell/railContext';
import styles from './StateViews.module.css';

export type LoadFailedProps = {
  /** What failed, e.g. 'Your contracts could not be loaded.' (shown under 'Something went wrong'). */
  title?: string;
  /** Why; by default from `error`. */
  message?: string;
  /** The failure itself: a 403 shows a permission message instead (the session stays). */
  error?: unknown;
  onRetry?: () => void;
};

/**
 * A load failure in place of the content: the persistent 'Something went wrong' notice with Retry and
 * Dismiss (docs/product.md: Behaviour, Messages), or a permission message for a 403.
 */
export function LoadFailed({ title, message, error, onRetry }: LoadFailedProps) {
  const reason = message ?? loadErrorText(error);
  const details = [title, reason].filter((text) => text && text !== MESSAGES.somethingWentWrong).join(' ');
  // The one notice on screen: the shell hides its own while this shows, so Retry reloads both.
  const rail = usePageNotice();
  const retry =
    onRetry &&
    (() => {
      onRetry();
      if (rail?.status === 'error') rail.reload();
    });
  return <LoadErrorNotice error={error} details={details} {...(retry ? { onRetry: retry } : {})} />;
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
