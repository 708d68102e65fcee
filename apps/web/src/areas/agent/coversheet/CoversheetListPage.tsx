import type { ContractRow } from '@balance/api-client';
import { formatDate } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { money, sideLabel } from '../common/format';
import { AgentLink } from '../common/navigation';
import { useNow } from '../common/now';
import { useYearParam } from '../common/queryParams';
import { EmptyNote, LoadFailed, LoadingNote } from '../common/StateViews';
import { Table } from '../common/Table';
import tableStyles from '../common/Table.module.css';
import { YearChoice } from '../common/YearChoice';
import { CONTRACT_STATUS_LABELS } from '../contracts/contractLabels';
import { paths } from '../../../app/paths';

/** /agent-ez/coversheet: the agent's contracts and whether each has its coversheet. */
export function CoversheetListPage() {
  const api = useAgentApi();
  const now = useNow();
  const [year, setYear] = useYearParam(now);
  const query = { year, pageNumber: 1, pageSize: 100 };
  const contracts = useApiQuery(['agent-coversheets', query], (signal) => api.contracts(query, signal));
  const rows = (contracts.data?.rows ?? []).filter((row) => row.status !== 'FALL');
  const missing = rows.filter((row) => !row.hasCoversheet).length;
  return (
    <AgentPage
      title="Coversheets"
      description={
        contracts.data
          ? missing > 0
            ? `${missing} of your ${rows.length} deals still need a coversheet.`
            : 'Every deal has its coversheet.'
          : 'The deal sheets the office pays your commission from.'
      }
      actions={<YearChoice value={year} onChange={setYear} now={now} />}
    >
      {contracts.status === 'error' ? (
        <LoadFailed
          title="Your contracts could not be loaded."
          error={contracts.error}
          onRetry={contracts.reload}
        />
      ) : !contracts.data ? (
        <LoadingNote>Loading contracts…</LoadingNote>
      ) : rows.length === 0 ? (
        <EmptyNote title={`No deals in ${year}`}>
          Coversheets belong to contracts; pick another year.
        </EmptyNote>
      ) : (
        <Table<ContractRow>
          label="Coversheets"
          columns={[
            {
              key: 'coversheet',
              header: 'Coversheet',
              render: (row) => (
                <AgentLink
                  href={paths.agentCoversheet.build(row.contractId)}
                  className={tableStyles.link}
                  aria-label={`${row.hasCoversheet ? 'Edit' : 'Start'} the coversheet of ${row.propertyAddress}`}
                >
                  {row.hasCoversheet ? 'Edit' : 'Start'}
                </AgentLink>
              ),
            },
            {
              key: 'address',
              header: 'Property',
              wrap: true,
              render: (row) => `${row.propertyAddress}, ${row.city}`,
            },
            {
              key: 'state',
              header: 'Sheet',
              render: (row) => (
                <StatusPill
                  status={row.hasCoversheet ? 'Done' : 'Missing'}
                  tone={row.hasCoversheet ? 'success' : 'warning'}
                />
              ),
            },
            { key: 'status', header: 'Contract', render: (row) => CONTRACT_STATUS_LABELS[row.status] },
            { key: 'side', header: 'Side', render: (row) => sideLabel(row.side) },
            { key: 'price', header: 'Price', numeric: true, render: (row) => money(row.salePrice) },
            { key: 'closing', header: 'Closing', render: (row) => formatDate(row.closingDate) || '—' },
          ]}
          rows={rows}
          getKey={(row) => row.contractId}
        />
      )}
    </AgentPage>
  );
}
