import { ArrowDownRight, ArrowUpRight, Minus, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styles from './KpiCard.module.css';

export type KpiTrend = 'up' | 'down' | 'flat';
/** Whether the change is good news: 'up' is not always good (e.g. expenses). */
export type KpiTone = 'positive' | 'negative' | 'neutral';

export type KpiDelta = {
  /** Preformatted change, e.g. "+12.4%" or "-$1,200". */
  value: string;
  trend: KpiTrend;
  tone?: KpiTone;
  /** What the change compares with, e.g. "vs 2025". */
  comparison?: string;
};

export type KpiCardProps = {
  label: string;
  /** Preformatted value (formatCurrency, formatNumber…); null or '' shows the empty state. */
  value: ReactNode;
  delta?: KpiDelta;
  helpText?: string;
  icon?: ReactNode;
  isLoading?: boolean;
  /** A load failure, shown in place of the value. */
  error?: string | null;
  /** Text of the empty state (no value yet). */
  emptyText?: string;
};

const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus } as const;
const TREND_WORDS: Record<KpiTrend, string> = { up: 'Up', down: 'Down', flat: 'No change' };
const DEFAULT_TONE: Record<KpiTrend, KpiTone> = { up: 'positive', down: 'negative', flat: 'neutral' };

/** One key figure: label, value, change against a comparison, help text. */
export function KpiCard({
  label,
  value,
  delta,
  helpText,
  icon,
  isLoading = false,
  error = null,
  emptyText = 'No data yet',
}: KpiCardProps) {
  const labelId = useId();
  const isEmpty = value === null || value === undefined || value === '';
  const TrendIcon = delta ? TREND_ICONS[delta.trend] : null;

  return (
    <section className={styles.card} aria-labelledby={labelId} aria-busy={isLoading || undefined}>
      <div className={styles.top}>
        <h3 className={styles.label} id={labelId}>
          {label}
        </h3>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
      </div>
      {isLoading ? (
        <div role="status" className={styles.loading}>
          <span className={styles.skeletonValue} aria-hidden />
          <span className={styles.skeletonLine} aria-hidden />
          <span className="visually-hidden">Loading {label}…</span>
        </div>
      ) : error ? (
        <p className={styles.error} role="alert">
          <TriangleAlert size={16} aria-hidden />
          <span>{error}</span>
        </p>
      ) : isEmpty ? (
        <p className={styles.empty}>
          <span className={styles.emptyDash} aria-hidden>
            —
          </span>
          <span>{emptyText}</span>
        </p>
      ) : (
        <>
          <p className={styles.value}>{value}</p>
          {delta && TrendIcon && (
            <p className={styles.delta} data-tone={delta.tone ?? DEFAULT_TONE[delta.trend]}>
              <TrendIcon size={16} aria-hidden />
              <span className="visually-hidden">{TREND_WORDS[delta.trend]}</span>
              <span className={styles.deltaValue}>{delta.value}</span>
              {delta.comparison && <span className={styles.comparison}>{delta.comparison}</span>}
            </p>
          )}
        </>
      )}
      {helpText && <p className={styles.help}>{helpText}</p>}
    </section>
  );
}
