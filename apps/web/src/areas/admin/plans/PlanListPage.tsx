// Plan Setup (/main/companies/plans?companyId=): the company's commission plans in a grid; a row
// opens its plan page. A Super Admin may add a plan; an Office Admin reads.
import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, DataGrid, type ColumnDef } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { useApiQuery } from '../../../api/useApiQuery';
import type { CommissionPlan } from '../../../api/types';
import { LoadErrorNotice } from '../../../app/LoadErrorNotice';
import { paths } from '../../../app/paths';
import { sessionState } from '../../../states/sessionState';
import { CompanyPage } from '../manage/CompanyPages';
import { capText, capYearText, planKeys, readPlans, splitText } from './planModel';
import styles from './plans.module.css';

type PlanRow = CommissionPlan & { split: string; cap: string; capYear: string };

const COLUMNS: ColumnDef<PlanRow>[] = [
  { key: 'name', header: 'Plan', width: 240 },
  { key: 'split', header: 'Split', width: 150 },
  { key: 'cap', header: 'Cap', width: 110 },
  { key: 'capYear', header: 'Cap year', width: 200 },
  { key: 'status', header: 'Status', width: 100 },
  { key: 'agentCount', header: 'Agents', format: 'number', align: 'end', width: 90 },
];

export function PlanListPage() {
  return (
    <CompanyPage
      title="Plan Setup"
      description="The company's commission plans: split tiers, cap, cap year and fees. Open a plan to change, copy or retire it."
    >
      {(id) => <PlanList key={id} companyId={id} />}
    </CompanyPage>
  );
}

export function PlanList({ companyId }: { companyId: number }) {
  const api = useApiClient();
  const [, navigate] = useLocation();
  const mayEdit = useAtomValue(sessionState)?.user.role === 'Super Admin';
  const plans = useApiQuery(planKeys.list(companyId), (signal) => readPlans(api, companyId, signal));
  const rows: PlanRow[] = (plans.data ?? []).map((p) => ({
    ...p,
    split: splitText(p),
    cap: capText(p),
    capYear: capYearText(p),
  }));
  return (
    <section className={styles.card} aria-labelledby="plans-title">
      <div className={styles.header}>
        <h2 id="plans-title" className={styles.cardTitle}>
          Commission plans
        </h2>
        {mayEdit && (
          <Button
            icon={<Plus size={16} />}
            onPress={() => navigate(paths.companyPlan.build('new', companyId))}
          >
            Add Plan
          </Button>
        )}
      </div>
      {plans.status === 'error' && (
        <LoadErrorNotice error={plans.error} what="the plans" onRetry={plans.reload} />
      )}
      <DataGrid
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        label="Commission plans of the company"
        isLoading={plans.status === 'loading' && plans.data === undefined}
        error={plans.status === 'error' && plans.data === undefined ? 'The plans could not be loaded.' : null}
        onRetry={plans.reload}
        emptyState="This company has no commission plans yet."
        onSelectionChange={(planId) => navigate(paths.companyPlan.build(Number(planId)))}
      />
    </section>
  );
}
