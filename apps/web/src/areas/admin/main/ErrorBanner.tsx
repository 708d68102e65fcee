import { TriangleAlert } from 'lucide-react';
import { Button } from '@balance/ui';
import styles from './MainPage.module.css';

/** A persistent error notice with Dismiss (SPEC §8 'Something went wrong'). */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className={styles.errorBanner}>
      <TriangleAlert size={18} aria-hidden />
      <span className={styles.errorText}>{message}</span>
      <Button size="sm" onPress={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
