// The commission breakdown: the side's gross through the agent's plan (pre-split fees, split,
// post-split fees, net to agent), the office's royalties and what the company keeps, for the side
// and for each in-house agent's share. The same figures the CDA pays out and Agent.EZ shows.
import { formatCurrency, formatPercent } from '@balance/domain';
import type { AdminContract } from '../../../../api/types';
import manage from '../../manage/manage.module.css';
import styles from './contract.module.css';

type Line = AdminContract['commission']['total'];

const ROWS: Array<{ label: string; value: (line: Line) => string; strong?: boolean }> = [
  { label: 'Share of the side', value: (l) => formatPercent(l.sharePercent) },
  { label: 'Gross commission', value: (l) => formatCurrency(l.gross) },
  { label: 'Pre-split fees', value: (l) => formatCurrency(l.preSplitFees) },
  {
    label: 'Agent split (plan)',
    value: (l) => `${formatPercent(l.agentSplit, 0)} / ${formatPercent(100 - l.agentSplit, 0)}`,
  },
  { label: 'Company dollar', value: (l) => formatCurrency(l.companyDollar) },
  { label: 'Post-split fees', value: (l) => formatCurrency(l.postSplitFees) },
  { label: 'Net to agent', value: (l) => formatCurrency(l.net), strong: true },
  { label: 'Office royalties', value: (l) => formatCurrency(l.royalties) },
  { label: 'Company keeps', value: (l) => formatCurrency(l.companyRetains), strong: true },
];

export function CommissionBreakdown({ contract }: { contract: AdminContract }) {
  const { total, agents, royalties } = contract.commission;
  const columns: Array<{ key: string; header: string; line: Line }> = [
    ...agents.map((a) => ({ key: String(a.userId), header: a.name, line: a })),
    { key: 'side', header: 'Whole side', line: total },
  ];
  return (
    <section className={manage.card} aria-labelledby="contract-commission">
      <h2 id="contract-commission" className={manage.cardTitle}>
        Commission Breakdown
      </h2>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Commission by agent">
        <table className={styles.table} aria-labelledby="contract-commission">
          <thead>
            <tr>
              <td />
              {columns.map((col) => (
                <th key={col.key} scope="col" className={styles.num}>
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className={row.strong ? styles.strong : undefined}>
                <th scope="row">{row.label}</th>
                {columns.map((col) => (
                  <td key={col.key} className={styles.num}>
                    {row.value(col.line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {royalties.length > 0 ? (
        <p className={manage.muted}>
          Royalties In Contracts: {royalties.map((r) => `${r.label} ${formatCurrency(r.amount)}`).join(' · ')}
        </p>
      ) : (
        <p className={manage.muted}>The office takes no royalties on this contract.</p>
      )}
    </section>
  );
}
