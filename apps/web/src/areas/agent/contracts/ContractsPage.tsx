import type { ContractRow } from '@balance/api-client';
import { formatDate, type ContractFilter } from '@balance/domain';
import { Pager, Select, StatusPill } from '@balance/ui';
import { useSearchParams } from 'wouter';
import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { money, sideLabel } from '../common/format';
import { AgentLink } from '../common/navigation';
import { useNow } from '../common/now';
import { parseYear } from '../common/queryParams';
import { EmptyNote, LoadFailed, LoadingNote } from '../common/StateViews';
import { Table, type TableColumn } from '../common/Table';
import tableStyles from '../common/Table.module.css';
import { YearChoice } from '../common/YearChoice';
import { paths } from '../../../app/paths';
import { CONTRACT_STATUS_LABELS, PROPERTY_TYPE_LABELS } from './contractLabels';

const PAGE_SIZE = 10;

const STATUS_ITEMS = [
  { id: 'SELECT', label: 'All statuses' },
  { id: 'PEND', label: 'Pending' },
  { id: 'CLSD', label: 'Closed' },
  { id: 'FALL', label: 'Fallen' },
];

export const CONTRACT_COLUMNS: readonly TableColumn<ContractRow>[] = [
  {
    key: 'address',
    header: 'Property',
    wrap: true,
    render: (row) => (
      <AgentLink href={paths.agentContract.build(row.contractId)} className={tableStyles.link}>
        {row.propertyAddress}, {row.city}
      </AgentLink>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusPill status={CONTRACT_STATUS_LABELS[row.status]} />,
  },
  { key: 'side', header: 'Side', render: (row) => sideLabel(row.side) },
  {
    key: 'type',
    header: 'Type',
    render: (row) => PROPERTY_TYPE_LABELS[row.propertyType] ?? row.propertyType,
  },
  { key: 'price', header: 'Price', numeric: true, render: (row) => money(row.salePrice) },
  { key: 'contractDate', header: 'Contract', render: (row) => formatDate(row.contractDate) },
  { key: 'closingDate', header: 'Closing', render: (row) => formatDate(row.closingDate) || '—' },
  { key: 'net', header: 'Net to you', numeric: true, render: (row) => money(row.netCommission) },
  { key: 'payout', header: 'Payout', render: (row) => <StatusPill status={row.payoutStatus} /> },
  {
    key: 'coversheet',
    header: 'Sheet',
    render: (row) => (
      <AgentLink
        href={paths.agentCoversheet.build(row.contractId)}
        className={tableStyles.link}
        aria-label={`${row.hasCoversheet ? 'Open' : 'Start'} the coversheet of ${row.propertyAddress}`}
      >
        {row.hasCoversheet ? 'Open' : 'Start'}
      </AgentLink>
    ),
  },
];

/** /agent-ez/contracts: the agent's contracts with status, side, type, price and closing date. */
export function ContractsPage() {
  const api = useAgentApi();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const year = parseYear(params.get('year'), now);
  const filterParam = params.get('status');
  const contractFilter: ContractFilter =
    filterParam === 'PEND' || filterParam === 'CLSD' || filterParam === 'FALL' ? filterParam : 'SELECT';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const query = {
    year,
    pageNumber: page,
    pageSize: PAGE_SIZE,
    ...(contractFilter !== 'SELECT' ? { contractFilter } : {}),
  };
  const contracts = useApiQuery(['agent-contracts', query], (signal) => api.contracts(query, signal));
  const rows = contracts.data?.rows ?? [];
  const total = contracts.data?.pagination?.totalCount ?? rows.length;

  return (
    <AgentPage
      title="Contracts"
      description="Every deal you are on: where it stands, what it sells for and what it pays you."
      actions={
        <>
          <YearChoice
            value={year}
            now={now}
            onChange={(next) =>
              update({ year: next === now.getFullYear() ? null : String(next), page: null })
            }
          />
          <Select
            label="Status"
            items={STATUS_ITEMS}
            selectedKey={contractFilter}
            onSelectionChange={(next) =>
              update({ status: !next || next === 'SELECT' ? null : next, page: null })
            }
          />
        </>
      }
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
        <EmptyNote title={`No contracts in ${year}`}>Pick another year or status.</EmptyNote>
      ) : (
        <>
          <Table label="Contracts" columns={CONTRACT_COLUMNS} rows={rows} getKey={(row) => row.contractId} />
          {total > PAGE_SIZE && (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={total}
              onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
              label="Contract pages"
            />
          )}
        </>
      )}
    </AgentPage>
  );
}
