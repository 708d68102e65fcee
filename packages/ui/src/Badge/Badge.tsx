import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
  className?: string;
};

/** A small label for counts and categories. */
export function Badge({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-tone={tone}>
      {icon}
      <span className={styles.text}>{children}</span>
    </span>
  );
}

/**
 * Tones of the statuses the product shows (docs/product.md#records-and-fields: payout, office, invoice and
 * contract states).
 */
export const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  pending: 'warning',
  'paid out': 'success',
  paid: 'success',
  'not started': 'neutral',
  open: 'info',
  closed: 'info',
  fallen: 'danger',
  'no contract': 'neutral',
  failed: 'danger',
  overdue: 'danger',
};

/** The tone for a status text; unknown statuses are neutral. */
export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status.trim().toLowerCase()] ?? 'neutral';
}

export type StatusPillProps = {
  /** The status text, e.g. 'Active', 'Pending', 'Paid Out'. */
  status: string;
  /** Overrides the tone derived from the status. */
  tone?: BadgeTone;
  className?: string;
};

/** A rounded status label with a dot; the tone follows the status text. */
export function StatusPill({ status, tone, className }: StatusPillProps) {
  return (
    <span
      className={[styles.badge, styles.pill, className].filter(Boolean).join(' ')}
      data-tone={tone ?? statusTone(status)}
    >
      <span className={styles.dot} aria-hidden />
      <span className={styles.text}>{status}</span>
    </span>
  );
}
