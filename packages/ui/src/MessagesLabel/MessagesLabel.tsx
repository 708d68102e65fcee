import { MESSAGES } from '@balance/domain';
import { Mail } from 'lucide-react';
import styles from './MessagesLabel.module.css';

export type MessagesLabelProps = {
  /** `onDark` in the navy top bar, `onLight` on a page or card. */
  tone?: 'onDark' | 'onLight';
};

/** The fixed, static messages label of the spec: '3 new messages' with an envelope. */
export function MessagesLabel({ tone = 'onDark' }: MessagesLabelProps) {
  return (
    <span className={styles.label} data-tone={tone}>
      <Mail size={16} aria-hidden />
      <span className={styles.text}>{MESSAGES.newMessagesLabel}</span>
    </span>
  );
}
