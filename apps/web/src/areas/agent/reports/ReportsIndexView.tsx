import type { ReportItem } from '@balance/api-client';
import { REPORT_PAGE_SLUGS, REPORT_SLUGS, type ReportSlug } from '@balance/domain';
import type { ReactNode } from 'react';
import { AgentPage, Panel } from '../common/AgentPage';
import { AgentLink } from '../common/navigation';
import { paths } from '../../../app/paths';
import { REPORT_META } from './reportMeta';
import styles from './Reports.module.css';

export type ReportsIndexViewProps = {
  /** The agent's report items (GET /reports/ReportList), to title reports and mark disabled ones. */
  items: readonly ReportItem[] | null;
  /** The contract summary tools. */
  summaries: ReactNode;
};

/** Report items of the list that are not one of the sixteen reports (add-ons of office settings). */
function addOnsOf(items: readonly ReportItem[] | null): ReportItem[] {
  const known = new Set(REPORT_SLUGS.map((slug) => `reports/${slug}`));
  return (items ?? []).filter((item) => {
    const path = item.path.replace(/^\/+|\/+$/g, '');
    return path.startsWith('reports/') && !known.has(path);
  });
}

function itemFor(items: readonly ReportItem[] | null, slug: ReportSlug): ReportItem | undefined {
  return items?.find((item) => item.path.replace(/^\/+|\/+$/g, '') === `reports/${slug}`);
}

/** `/agent-ez/reports/index`: every report with what it answers, then contract summaries. */
export function ReportsIndexView({ items, summaries }: ReportsIndexViewProps) {
  const addOns = addOnsOf(items);
  return (
    <AgentPage title="All Reports" description="Pick a report, or look up a contract summary below.">
      <Panel title="Reports">
        <ul className={styles.cards}>
          {REPORT_PAGE_SLUGS.map((slug) => {
            const item = itemFor(items, slug);
            const title = item?.title ?? REPORT_META[slug].title;
            const disabled = item ? !item.enabled : false;
            return (
              <li key={slug}>
                {disabled ? (
                  <div className={styles.card} data-disabled>
                    <span className={styles.cardTitle}>{title}</span>
                    <span className={styles.cardText}>Not enabled for your office.</span>
                  </div>
                ) : (
                  <AgentLink href={paths.agentReport.build(slug)} className={styles.card}>
                    <span className={styles.cardTitle}>{title}</span>
                    <span className={styles.cardText}>{REPORT_META[slug].description}</span>
                  </AgentLink>
                )}
              </li>
            );
          })}
        </ul>
      </Panel>
      {addOns.length > 0 && (
        <Panel title="Add-on reports">
          <p className={styles.panelNote}>
            These come with settings your office administrator switches on for the office.
          </p>
          <ul className={styles.cards}>
            {addOns.map((item) => (
              <li key={item.path}>
                {item.enabled ? (
                  <AgentLink href={paths.agentArea.build(item.path)} className={styles.card}>
                    <span className={styles.cardTitle}>{item.title}</span>
                    <span className={styles.cardText}>Switched on for your office.</span>
                  </AgentLink>
                ) : (
                  <div className={styles.card} data-disabled>
                    <span className={styles.cardTitle}>{item.title}</span>
                    <span className={styles.cardText}>Not enabled for your office.</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {summaries}
    </AgentPage>
  );
}
