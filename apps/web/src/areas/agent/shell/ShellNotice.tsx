import { ErrorNotice } from '@balance/ui';
import styles from './ShellNotice.module.css';

export type ShellNoticeProps = {
  message: string;
  detail?: string;
  onDismiss: () => void;
  onRetry?: () => void;
};

/** The persistent error notification of the shell (SPEC §8 'Something went wrong', with Dismiss). */
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
