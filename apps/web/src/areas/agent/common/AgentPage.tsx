import type { ReactNode } from 'react';
import styles from './AgentPage.module.css';

export type AgentPageProps = {
  title: string;
  /** One line under the title that says what the page answers. */
  description?: ReactNode;
  /** Controls beside the title (year choice, actions). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every agent page: a heading row with its controls, then the sections. */
export function AgentPage({ title, description, actions, children }: AgentPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export type PanelProps = {
  title: string;
  /** Heading level of the panel title (2 by default). */
  level?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A white card with a titled section of a page. */
export function Panel({ title, level = 2, actions, children, className }: PanelProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-label={title}>
      <div className={styles.panelHeader}>
        <Heading className={styles.panelTitle}>{title}</Heading>
        {actions && <div className={styles.panelActions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export type FactListProps = {
  items: ReadonlyArray<{ label: string; value: ReactNode }>;
  /** Columns on wide screens (they collapse to one on a phone). */
  columns?: 2 | 3 | 4;
};

/** Label / value pairs as a description list. */
export function FactList({ items, columns = 3 }: FactListProps) {
  return (
    <dl className={styles.facts} data-columns={columns}>
      {items.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt className={styles.factLabel}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value === '' || item.value == null ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
