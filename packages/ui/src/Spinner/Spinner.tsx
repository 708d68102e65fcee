import styles from './Spinner.module.css';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; the spinner is a live status. */
  label?: string;
  /** `inherit` takes the surrounding text colour (e.g. inside a primary button). */
  tone?: 'accent' | 'inherit';
};

/** An indeterminate progress indicator with an accessible label. */
export function Spinner({ size = 'md', label = 'Loading…', tone = 'accent' }: SpinnerProps) {
  return (
    <span role="status" className={styles.spinner} data-size={size} data-tone={tone}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.svg}>
        <circle cx="12" cy="12" r="9" className={styles.track} />
        <path d="M21 12a9 9 0 0 0-9-9" className={styles.arc} />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
