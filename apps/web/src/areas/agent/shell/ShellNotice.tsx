import { Button } from '@balance/ui';
import styles from './ShellNotice.module.css';

export type ShellNoticeProps = {
  message: string;
  detail?: string;
  onDismiss: () => void;
  onRetry?: () => void;
};

/** A persistent error notification with a Dismiss action (SPEC §8 'Something went wrong'). */
export function ShellNotice({ message, detail, onDismiss, onRetry }: ShellNoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <div className={styles.text}>
        <strong>{message}</strong>
        {detail && <span className={styles.detail}>{detail}</span>}
      </div>
      <div className={styles.actions}>
        {onRetry && (
          <Button size="sm" onPress={onRetry}>
            Retry
          </Button>
        )}
        <Button size="sm" variant="ghost" onPress={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
