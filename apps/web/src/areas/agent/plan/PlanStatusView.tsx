import type { PlanStatus } from '@balance/api-client';
import { formatDate, formatPercent } from '@balance/domain';
import { CapProgress, KpiCard } from '@balance/ui';
import { FactList, Panel } from '../common/AgentPage';
import { cents, money } from '../common/format';
import { AgentLink } from '../common/navigation';
import { EmptyNote } from '../common/StateViews';
import { Table } from '../common/Table';
import tableStyles from '../common/Table.module.css';
import { capForecast } from '../dashboard/DashboardView';
import { paths } from '../../../app/paths';
import styles from './PlanStatus.module.css';

export type PlanStatusViewProps = { plan: PlanStatus };

/** The agent's plan, the cap, fees and the closings that counted toward the cap. */
export function PlanStatusView({ plan }: PlanStatusViewProps) {
  const { cap } = plan;
  // A plan without a cap has nothing left to reach: say so rather than "$0 left to cap".
  const noCap = cap.capAmount <= 0;
  const contributed = plan.contributions.reduce((sum, item) => sum + item.companyDollar, 0);
  return (
    <>
      <div className={styles.kpis}>
        <KpiCard label="Your plan" value={plan.planName} helpText={`Cap year ${plan.year}`} />
        <KpiCard
          label="Your split"
          value={
            noCap
              ? formatPercent(plan.splitBeforeCap, 0)
              : `${formatPercent(plan.splitBeforeCap, 0)} → ${formatPercent(plan.splitAfterCap, 0)}`
          }
          helpText={noCap ? 'On every closing' : 'Before the cap → after the cap'}
        />
        <KpiCard
          label={noCap ? 'Company dollar paid' : 'Paid toward cap'}
          value={money(cap.paidTowardCap)}
          helpText={
            cap.capAmount > 0
              ? `of ${money(cap.capAmount)} (${formatPercent(cap.progressPercent)})`
              : 'No cap'
          }
        />
        <KpiCard
          label={noCap ? 'Cap' : cap.capped ? 'Capped' : 'Left to cap'}
          value={noCap ? 'None' : cap.capped ? 'Yes' : money(cap.remaining)}
          helpText={
            noCap
              ? 'Your split stays the same all year'
              : `Cap year restarts ${formatDate(cap.anniversaryDate)}`
          }
        />
      </div>

      <Panel title="Cap progress">
        <CapProgress
          label={
            noCap
              ? 'Company dollar paid this cap year'
              : `Company dollar paid toward your ${money(cap.capAmount)} cap`
          }
          paid={cap.paidTowardCap}
          cap={cap.capAmount}
          projectedCapDateText={capForecast(cap)}
        />
      </Panel>

      <div className={styles.columns}>
        <Panel title="Fees">
          {plan.fees.length === 0 ? (
            <p className={styles.muted}>Your plan has no fees.</p>
          ) : (
            <Table
              label="Plan fees"
              columns={[
                { key: 'label', header: 'Fee', wrap: true, render: (fee) => fee.label },
                { key: 'frequency', header: 'Charged', render: (fee) => fee.frequency },
                { key: 'amount', header: 'Amount', numeric: true, render: (fee) => cents(fee.amount) },
              ]}
              rows={plan.fees}
              getKey={(fee) => fee.label}
            />
          )}
        </Panel>
        <Panel title={noCap ? 'Closings this cap year' : 'Closings toward the cap'}>
          {plan.contributions.length === 0 ? (
            <EmptyNote title="No closings yet this cap year">
              Company dollar from each closing counts toward your cap.
            </EmptyNote>
          ) : (
            <Table
              label={noCap ? 'Closings this cap year' : 'Closings toward the cap'}
              columns={[
                { key: 'date', header: 'Closed', render: (row) => formatDate(row.closingDate) },
                {
                  key: 'address',
                  header: 'Property',
                  wrap: true,
                  render: (row) => (
                    <AgentLink href={paths.agentContract.build(row.contractId)} className={tableStyles.link}>
                      {row.propertyAddress}
                    </AgentLink>
                  ),
                },
                {
                  key: 'dollar',
                  header: 'Company dollar',
                  numeric: true,
                  render: (row) => cents(row.companyDollar),
                },
              ]}
              rows={plan.contributions}
              getKey={(row) => row.contractId}
              totals={['Total', null, cents(contributed)]}
            />
          )}
        </Panel>
      </div>
      <FactList
        columns={2}
        items={[
          { label: 'Agent', value: plan.agentName },
          { label: 'Agent ID', value: String(plan.agentId) },
        ]}
      />
    </>
  );
}
