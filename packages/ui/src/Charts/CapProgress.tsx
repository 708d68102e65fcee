import { formatCurrency } from '@balance/domain';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Label, Meter } from 'react-aria-components';
import styles from './CapProgress.module.css';

export type CapProgressProps = {
  label?: string;
  /** Amount paid toward the cap so far. */
  paid: number;
  /** The cap; 0 or less means no cap is set. */
  cap: number;
  /** e.g. "Projected to reach the cap on 09/14/2026". Text, so screenshots stay deterministic. */
  projectedCapDateText?: string;
  isLoading?: boolean;
  error?: string | null;
};

/** Progress toward a cap: paid vs cap, as a meter (react-aria Meter semantics). */
export function CapProgress({
  label = 'Cap progress',
  paid,
  cap,
  projectedCapDateText,
  isLoading = false,
  error = null,
}: CapProgressProps) {
  if (isLoading) {
    return (
      <div className={styles.cap} role="status">
        <span className={styles.skeletonLine} aria-hidden />
        <span className={styles.skeletonTrack} aria-hidden />
        <span className="visually-hidden">Loading {label}…</span>
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.cap}>
        <span className={styles.label}>{label}</span>
        <p className={styles.error} role="alert">
          <TriangleAlert size={16} aria-hidden />
          <span>{error}</span>
        </p>
      </div>
    );
  }
  if (cap <= 0) {
    return (
      <div className={styles.cap}>
        <span className={styles.label}>{label}</span>
        <p className={styles.note}>No cap is set. Paid so far: {formatCurrency(paid)}.</p>
      </div>
    );
  }
  const reached = paid >= cap;
  const remaining = Math.max(0, cap - paid);
  return (
    <Meter
      className={styles.cap}
      value={Math.max(0, paid)}
      minValue={0}
      maxValue={cap}
      valueLabel={`${formatCurrency(paid)} of ${formatCurrency(cap)}`}
      data-reached={reached || undefined}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track} aria-hidden>
            <div className={styles.fill} style={{ width: `${Math.min(100, percentage)}%` }} />
          </div>
          <div className={styles.footer}>
            {reached ? (
              <span className={styles.reached}>
                <CircleCheck size={16} aria-hidden /> Cap reached
              </span>
            ) : (
              <span>
                {Math.floor(percentage)}% of cap · {formatCurrency(remaining)} to go
              </span>
            )}
            {projectedCapDateText && !reached && (
              <span className={styles.projected}>{projectedCapDateText}</span>
            )}
          </div>
        </>
      )}
    </Meter>
  );
}
