import type { ReportItem } from '@balance/api-client';
import { REPORT_SLUGS, type ReportSlug } from '@balance/domain';
import type { ReactNode } from 'react';
import { AgentPage, Panel } from '../common/AgentPage';
import { AgentLink } from '../common/navigation';
import { agentPaths } from '../paths';
import { REPORT_META } from './reportMeta';
import styles from './Reports.module.css';

export type ReportsIndexViewProps = {
  /** The agent's report items (GET /reports/ReportList), to title reports and mark disabled ones. */
  items: readonly ReportItem[] | null;
  /** The contract summary tools. */
  summaries: ReactNode;
};

function itemFor(items: readonly ReportItem[] | null, slug: ReportSlug): ReportItem | undefined {
  return items?.find((item) => item.path.replace(/^\/+|\/+$/g, '') === `reports/${slug}`);
}

/** `/agent-ez/reports/index`: every report with what it answers, then contract summaries. */
export function ReportsIndexView({ items, summaries }: ReportsIndexViewProps) {
  const slugs = REPORT_SLUGS.filter((slug) => slug !== 'index');
  return (
    <AgentPage title="All Reports" description="Pick a report, or look up a contract summary below.">
      <Panel title="Reports">
        <ul className={styles.cards}>
          {slugs.map((slug) => {
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
                  <AgentLink href={agentPaths.report(slug)} className={styles.card}>
                    <span className={styles.cardTitle}>{title}</span>
                    <span className={styles.cardText}>{REPORT_META[slug].description}</span>
                  </AgentLink>
                )}
              </li>
            );
          })}
        </ul>
      </Panel>
      {summaries}
    </AgentPage>
  );
}
