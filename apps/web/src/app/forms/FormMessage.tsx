import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** A success or failure line under a form; role=status / alert so screen readers hear it. */
export function FormMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.message} data-tone={tone}>
      {children}
    </div>
  );
}
