import { formatDate } from '@balance/domain';
import type { Dashboard } from '@balance/api-client';
import { BarChart, CapProgress, KpiCard, LineChart } from '@balance/ui';
import { AgentLink as Link } from '../common/navigation';
import { AgentPage, Panel } from '../common/AgentPage';
import { LoadFailed } from '../common/StateViews';
import { YearChoice } from '../common/YearChoice';
import { cents, daysUntil, longDate, money, monthLabel, sideLabel, sides } from '../common/format';
import { paths } from '../../../app/paths';
import styles from './DashboardView.module.css';

export type DashboardViewProps = {
  year: number;
  /** Year choices from GetDashoardDropdown (2020..current when not loaded). */
  years: readonly number[] | null;
  onYearChange: (year: number) => void;
  /** "Today" (for the year choices and the days until a closing). */
  now: Date;
  dashboard: Dashboard | null;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
};

/** The text under the cap meter: when the agent caps at the current pace. */
export function capForecast(cap: Dashboard['cap']): string {
  if (cap.capAmount <= 0) return 'No cap on your plan.';
  if (cap.capped) return `You have capped: you keep 100% until ${formatDate(cap.anniversaryDate)}.`;
  if (cap.projectedCapDate) return `At your current pace you will cap on ${longDate(cap.projectedCapDate)}.`;
  return `At your current pace you will not cap before your cap year restarts on ${longDate(cap.anniversaryDate)}.`;
}

function closingWhen(date: string, now: Date): string {
  const days = daysUntil(date, now);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return `${-days} days ago`;
}

/** The agent's year at a glance: what closed, what is pending, the cap, what is owed, what is coming. */
export function DashboardView({
  year,
  years,
  onYearChange,
  now,
  dashboard,
  isLoading,
  error,
  onRetry,
}: DashboardViewProps) {
  const loading = isLoading && !dashboard;
  const data = error ? null : dashboard;
  const kpis = data?.kpis;
  const months = data?.monthly ?? [];
  const categories = months.map((point) => monthLabel(point.month));
  // While loading (and once loaded) every block holds the height of its loaded content, so nothing
  // below it moves when the data and the chart code arrive (Lighthouse CLS was 0.23). A failed load
  // shows short 'Not loaded' blocks instead.
  const reserved = error ? undefined : true;

  return (
    <AgentPage
      title="Dashboard"
      description={data ? `${data.agentName} · ${year}` : `Your business in ${year}`}
      actions={<YearChoice value={year} onChange={onYearChange} years={years} now={now} />}
    >
      {error && <LoadFailed title="The dashboard could not be loaded." message={error} onRetry={onRetry} />}

      {/* The KPI cards' titles are h3: this hidden h2 keeps the heading levels in order (h1 → h2 → h3). */}
      <h2 className="visually-hidden">Key figures</h2>
      <div className={styles.kpis} data-reserved={reserved}>
        <KpiCard
          label={`Closed volume ${year}`}
          value={kpis ? money(kpis.closedVolumeYtd) : null}
          helpText={kpis ? `${sides(kpis.closedSidesYtd)} sides closed` : undefined}
          isLoading={loading}
          emptyText={error ? 'Not loaded' : 'No data yet'}
        />
        <KpiCard
          label="Pending deals"
          value={kpis ? String(kpis.pendingDeals) : null}
          helpText={kpis ? `${money(kpis.pendingVolume)} under contract` : undefined}
          isLoading={loading}
          emptyText={error ? 'Not loaded' : 'No data yet'}
        />
        <KpiCard
          label={`Net income ${year}`}
          value={kpis ? money(kpis.netIncomeYtd) : null}
          helpText={kpis ? 'After splits, fees and royalties' : undefined}
          isLoading={loading}
          emptyText={error ? 'Not loaded' : 'No data yet'}
        />
        <KpiCard
          label="Amount owed"
          value={kpis ? cents(kpis.amountOwed) : null}
          helpText={kpis ? (kpis.amountOwed > 0 ? 'Open office invoices' : 'Nothing owed') : undefined}
          isLoading={loading}
          emptyText={error ? 'Not loaded' : 'No data yet'}
        />
      </div>

      <div className={styles.row} data-reserved={reserved}>
        <Panel
          title="Cap progress"
          className={styles.cap}
          actions={
            <Link href={paths.agentPlanStatus.build()} className={styles.link}>
              Plan status
            </Link>
          }
        >
          {data ? (
            <>
              <CapProgress
                label={
                  data.cap.capAmount > 0
                    ? `Paid toward your ${money(data.cap.capAmount)} cap`
                    : 'Company dollar paid this cap year'
                }
                paid={data.cap.paidTowardCap}
                cap={data.cap.capAmount}
                projectedCapDateText={capForecast(data.cap)}
              />
              {data.cap.capAmount > 0 && (
                <p className={styles.note}>
                  {data.cap.capped
                    ? 'Every closing now pays you 100% of your side.'
                    : `${money(data.cap.remaining)} to go. Your cap year restarts on ${formatDate(data.cap.anniversaryDate)}.`}
                </p>
              )}
            </>
          ) : (
            <CapProgress paid={0} cap={0} isLoading={loading} error={error ? 'Not loaded' : null} />
          )}
          {kpis && kpis.amountOwed > 0 && (
            <p className={styles.owed}>
              You owe {cents(kpis.amountOwed)} on open invoices.{' '}
              <Link href={paths.agentOfficeBill.build()} className={styles.link}>
                Review and pay
              </Link>
            </p>
          )}
        </Panel>

        <Panel title="Upcoming closings" className={styles.closings}>
          {loading ? (
            <p className={styles.muted} role="status">
              Loading closings…
            </p>
          ) : !data || data.upcomingClosings.length === 0 ? (
            <p className={styles.muted}>{data ? 'No closings scheduled.' : 'Not loaded.'}</p>
          ) : (
            <ul className={styles.closingList}>
              {data.upcomingClosings.map((closing) => (
                <li key={closing.contractId} className={styles.closing}>
                  <div className={styles.closingMain}>
                    <Link
                      href={paths.agentContract.build(closing.contractId)}
                      className={styles.closingAddress}
                    >
                      {closing.propertyAddress}
                    </Link>
                    <span className={styles.muted}>
                      {formatDate(closing.closingDate)} ({closingWhen(closing.closingDate, now)}) ·{' '}
                      {sideLabel(closing.side)} · {money(closing.salePrice)}
                    </span>
                  </div>
                  <span className={styles.closingNet}>
                    <span className="visually-hidden">You net </span>
                    {money(closing.netCommission)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className={styles.charts} data-reserved={reserved}>
        <Panel title="Closed volume by month" className={styles.chartPanel}>
          {data ? (
            <BarChart
              title={`Closed volume, ${year}`}
              data={months.map((point) => ({ label: monthLabel(point.month), value: point.closedVolume }))}
              valueFormat="currency"
              valueLabel="Closed volume"
              categoryLabel="Month"
            />
          ) : (
            <p className={styles.muted}>{loading ? 'Loading…' : 'Not loaded.'}</p>
          )}
        </Panel>
        <Panel title="Net income by month" className={styles.chartPanel}>
          {data ? (
            <LineChart
              title={`Net income, ${year}`}
              categories={categories}
              series={[{ id: 'net', label: 'Net income', values: months.map((point) => point.netIncome) }]}
              valueFormat="currency"
              categoryLabel="Month"
            />
          ) : (
            <p className={styles.muted}>{loading ? 'Loading…' : 'Not loaded.'}</p>
          )}
        </Panel>
      </div>
    </AgentPage>
  );
}
