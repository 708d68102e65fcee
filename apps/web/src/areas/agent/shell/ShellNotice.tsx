import { ErrorNotice } from '@balance/ui';
import styles from './ShellNotice.module.css';

export type ShellNoticeProps = {
  message: string;
  detail?: string;
  onDismiss: () => void;
  onRetry?: () => void;
};

/**
 * The shell's persistent error notification: 'Something went wrong' with Dismiss (docs/product.md#messages).
 */
export function ShellNotice({ message, detail, onDismiss, onRetry }: ShellNoticeProps) {
  return (
    <div className={styles.notice}>
      <ErrorNotice
        message={message}
        details={detail}
        onDismiss={onDismiss}
        isOpen
        {...(onRetry ? { onRetry } : {})}
      />
    </div>
  );
}
