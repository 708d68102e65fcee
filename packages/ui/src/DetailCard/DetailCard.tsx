import { formatBoolean, formatDate, formatNumber, formatPhone } from '@balance/domain';
import { ChevronDown, RotateCw, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { StatusPill } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import styles from './DetailCard.module.css';

export type DetailCardProps = {
  title: string;
  /** A short line under the title, e.g. the record's id. */
  subtitle?: string;
  /** Buttons or links beside the title (outside the collapse toggle). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Open at first (default true). */
  defaultExpanded?: boolean;
  /** Controlled open state. */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isLoading?: boolean;
  /** Shown instead of the body when the details could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The card cannot be collapsed or expanded. */
  isDisabled?: boolean;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A collapsible card (react-aria Disclosure), open by default, for the selected row's details. */
export function DetailCard({
  title,
  subtitle,
  actions,
  children,
  defaultExpanded = true,
  isExpanded,
  onExpandedChange,
  isLoading = false,
  error = null,
  onRetry,
  isDisabled = false,
  headingLevel = 3,
  className,
}: DetailCardProps) {
  return (
    <Disclosure
      defaultExpanded={defaultExpanded}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      isDisabled={isDisabled}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.heading}>
          <AriaButton slot="trigger" className={styles.trigger}>
            <ChevronDown size={18} aria-hidden className={styles.chevron} />
            <span className={styles.titles}>
              <span className={styles.title}>{title}</span>
              {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
            </span>
          </AriaButton>
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.body}>
          {isLoading ? (
            <div className={styles.loading}>
              <Skeleton lines={3} label="Loading details…" />
            </div>
          ) : error ? (
            <div role="alert" className={styles.error}>
              <TriangleExclamationPoint size={18} aria-hidden />
              <p className={styles.errorText}>{error}</p>
              {onRetry && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<RotateCw size={14} aria-hidden />}
                  onPress={onRetry}
                >
                  Retry
                </Button>
              )}
            </div>
          ) : (
            children
          )}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** How a raw value is shown: like the grid's column formats, plus e-mail (a mailto link). */
export type DetailFormat = 'boolean' | 'number' | 'date' | 'phone' | 'email';

export type DetailItem = { label: string; value: ReactNode; format?: DetailFormat };

/** Shown for a missing value: a dash on screen, "Not provided" for screen readers. */
function Missing() {
  return (
    <span className={styles.missing}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not provided</span>
    </span>
  );
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** A definition list of label/value pairs laid out in responsive columns. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => {
        const value = formatted(item);
        return (
          <div key={item.label} className={styles.item}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={styles.value}>{isBlank(value) ? <Missing /> : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function formatted({ value, format }: DetailItem): ReactNode {
  if (format === undefined || value === null || value === undefined) return value;
  switch (format) {
    case 'boolean':
      return typeof value === 'boolean' ? yesNo(value) : value;
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : value;
    case 'date':
      return typeof value === 'string' ? formatDate(value) : value;
    case 'phone':
      return typeof value === 'string' ? formatPhone(value) : value;
    case 'email': {
      const email = typeof value === 'string' ? value.trim() : '';
      return email ? (
        <Link href={`mailto:${email}`} className={styles.email}>
          {email}
        </Link>
      ) : null;
    }
  }
}

const yesNo = (value: boolean) => (
  <StatusPill status={formatBoolean(value)} tone={value ? 'success' : 'neutral'} />
);
