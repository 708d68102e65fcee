import type { EscrowRecord } from '@balance/api-client';
import { formatDate } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import type { ReactNode } from 'react';
import { AgentPage, FactList, Panel } from '../common/AgentPage';
import { cents } from '../common/format';
import { AgentLink } from '../common/navigation';
import { EmptyNote } from '../common/StateViews';
import { Table } from '../common/Table';
import tableStyles from '../common/Table.module.css';
import { paths } from '../../../app/paths';

export type EscrowViewProps = {
  records: readonly EscrowRecord[];
  /** Set when the page shows one contract's escrow. */
  contractId: number | null;
};

const ESCROW_TONES = { Held: 'info', Released: 'success', Refunded: 'warning' } as const;

/** Escrow deposits per contract: who holds the money, what came in, what has cleared. */
export function EscrowView({ records, contractId }: EscrowViewProps) {
  const held = records
    .filter((record) => record.status === 'Held')
    .reduce((sum, record) => sum + record.balance, 0);
  return (
    <>
      {records.length === 0 ? (
        <EmptyNote title={contractId ? 'No escrow on this contract' : 'No escrow deposits'}>
          Earnest money appears here once the title company or the office receives it.
        </EmptyNote>
      ) : (
        <>
          {!contractId && (
            <p>
              {records.length} escrow {records.length === 1 ? 'account' : 'accounts'}, {cents(held)} held now.
            </p>
          )}
          {records.map((record) => (
            <Panel
              key={`${record.contractId}-${record.escrowNumber}`}
              title={record.propertyAddress}
              actions={
                <AgentLink href={paths.agentContract.build(record.contractId)} className={tableStyles.link}>
                  Contract #{record.contractId}
                </AgentLink>
              }
            >
              <FactList
                columns={4}
                items={[
                  { label: 'Escrow #', value: record.escrowNumber },
                  { label: 'Held by', value: record.holder },
                  {
                    label: 'Status',
                    value: <StatusPill status={record.status} tone={ESCROW_TONES[record.status]} />,
                  },
                  { label: 'Balance', value: cents(record.balance) },
                ]}
              />
              {record.deposits.length === 0 ? (
                <p>No deposits yet.</p>
              ) : (
                <Table
                  label={`Deposits for ${record.propertyAddress}`}
                  columns={[
                    { key: 'date', header: 'Received', render: (row) => formatDate(row.date) },
                    { key: 'from', header: 'From', wrap: true, render: (row) => row.receivedFrom },
                    { key: 'method', header: 'Method', render: (row) => row.method },
                    { key: 'reference', header: 'Reference', render: (row) => row.reference ?? '—' },
                    {
                      key: 'cleared',
                      header: 'Cleared',
                      render: (row) =>
                        row.clearedAt ? formatDate(row.clearedAt) : <StatusPill status="Pending" />,
                    },
                    { key: 'amount', header: 'Amount', numeric: true, render: (row) => cents(row.amount) },
                  ]}
                  rows={record.deposits}
                  getKey={(row) => row.id}
                  totals={['Total deposited', null, null, null, null, cents(record.totalDeposited)]}
                />
              )}
            </Panel>
          ))}
        </>
      )}
    </>
  );
}

export function EscrowFrame({ contractId, children }: { contractId: number | null; children: ReactNode }) {
  return (
    <AgentPage
      title={contractId ? `Escrow · contract #${contractId}` : 'Escrow'}
      description="Earnest money deposits on your contracts and whether they have cleared."
      actions={
        contractId ? (
          <AgentLink href={paths.agentEscrow.build()} className={tableStyles.link}>
            All escrow
          </AgentLink>
        ) : undefined
      }
    >
      {children}
    </AgentPage>
  );
}
