import { MESSAGES } from '@balance/domain';
import { AlertCircle, RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import styles from './ErrorNotice.module.css';

export type ErrorNoticeProps = {
  /** The headline. Default: the spec's 'Something went wrong'. */
  message?: ReactNode;
  /** Optional detail under the headline (e.g. what failed). */
  details?: ReactNode;
  /** Called when the user dismisses the notice. */
  onDismiss?: () => void;
  /** Shows a Retry action. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Whether a retry is running (the Retry button shows a spinner). */
  isRetrying?: boolean;
  /**
   * Controlled visibility. Leave undefined and the notice hides itself when dismissed; either way it
   * never goes away by itself.
   */
  isOpen?: boolean;
  className?: string;
};

/**
 * A persistent error notification (role=alert) with a Dismiss action and an optional Retry action.
 * It stays until the user dismisses it (docs/product.md#messages: tab-filter load, report list load or search
 * failed).
 */
export function ErrorNotice({
  message = MESSAGES.somethingWentWrong,
  details,
  onDismiss,
  onRetry,
  retryLabel = 'Retry',
  isRetrying = false,
  isOpen,
  className,
}: ErrorNoticeProps) {
  const [isDismissed, setDismissed] = useState(false);
  const visible = isOpen ?? !isDismissed;
  if (!visible) return null;

  const handleDismiss = () => {
    if (isOpen === undefined) setDismissed(true);
    onDismiss?.();
  };

  return (
    <div role="alert" className={[styles.notice, className].filter(Boolean).join(' ')}>
      <AlertCircle size={18} aria-hidden className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {details !== undefined && <p className={styles.details}>{details}</p>}
      </div>
      <div className={styles.actions}>
        {onRetry && (
          <Button
            size="sm"
            variant="secondary"
            onPress={onRetry}
            isPending={isRetrying}
            icon={<RotateCw size={14} aria-hidden />}
          >
            {retryLabel}
          </Button>
        )}
        <Button size="sm" variant="ghost" onPress={handleDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
