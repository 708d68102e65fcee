import type { ContractContact, ContractDetail } from '@balance/api-client';
import { CONTACT_TYPES, formatDate, formatPercent, formatPhone, phoneDigits } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import { AgentPage, FactList, Panel } from '../common/AgentPage';
import { cents, money, sideLabel } from '../common/format';
import { AgentLink } from '../common/navigation';
import { Table } from '../common/Table';
import tableStyles from '../common/Table.module.css';
import { paths } from '../../../app/paths';
import { CONTRACT_STATUS_LABELS, propertyTypeLabel } from './contractLabels';
import styles from './Contracts.module.css';

export type ContractDetailViewProps = { contract: ContractDetail };

/** The contacts of a contract by type (Buyer, Co-op, Lender, Seller, Title), each type shown. */
export function groupContacts(contacts: readonly ContractContact[]) {
  return CONTACT_TYPES.map((type) => ({
    type,
    contacts: contacts.filter((contact) => contact.type === type),
  }));
}

/** One contract: the deal, the commission and how it divides, and the parties to call. */
export function ContractDetailView({ contract }: ContractDetailViewProps) {
  const deductions = contract.deductions.reduce((sum, item) => sum + item.amount, 0);
  return (
    <AgentPage
      title={contract.propertyAddress}
      description={
        <>
          {contract.city}, {contract.state} {contract.zip} · Contract #{contract.contractId}
        </>
      }
      actions={
        <div className={styles.actions}>
          <AgentLink href={paths.agentCoversheet.build(contract.contractId)} className={styles.action}>
            {contract.hasCoversheet ? 'Coversheet' : 'Start coversheet'}
          </AgentLink>
          <AgentLink href={paths.agentEscrow.build(contract.contractId)} className={styles.action}>
            Escrow
          </AgentLink>
          <AgentLink href={paths.agentContracts.build()} className={styles.action}>
            All contracts
          </AgentLink>
        </div>
      }
    >
      <Panel title="Deal">
        <FactList
          columns={4}
          items={[
            { label: 'Status', value: <StatusPill status={CONTRACT_STATUS_LABELS[contract.status]} /> },
            { label: 'Side', value: sideLabel(contract.side) },
            { label: 'Property type', value: propertyTypeLabel(contract.propertyType) },
            { label: 'MLS #', value: contract.mlsNumber ?? '' },
            { label: 'Sale price', value: money(contract.salePrice) },
            { label: 'Contract date', value: formatDate(contract.contractDate) },
            { label: 'Closing date', value: formatDate(contract.closingDate) },
            { label: 'Payout', value: <StatusPill status={contract.payoutStatus} /> },
          ]}
        />
      </Panel>

      <div className={styles.columns}>
        <Panel title="Commission">
          <FactList
            columns={2}
            items={[
              { label: 'Commission rate', value: formatPercent(contract.commissionPercent, 2) },
              { label: 'Gross commission', value: cents(contract.grossCommission) },
              { label: 'Deductions', value: cents(deductions) },
              { label: 'Net to you', value: <strong>{cents(contract.netCommission)}</strong> },
            ]}
          />
          {contract.deductions.length > 0 && (
            <Table
              label="Deductions"
              columns={[
                { key: 'label', header: 'Deduction', wrap: true, render: (row) => row.label },
                { key: 'amount', header: 'Amount', numeric: true, render: (row) => cents(row.amount) },
              ]}
              rows={contract.deductions}
              getKey={(row, index) => `${row.label}-${index}`}
              totals={['Total', cents(deductions)]}
            />
          )}
        </Panel>
        <Panel title="Agents">
          {contract.agents.length === 0 ? (
            <p className={styles.muted}>No agents on this contract.</p>
          ) : (
            <Table
              label="Agents and splits"
              columns={[
                { key: 'name', header: 'Agent', wrap: true, render: (row) => row.name },
                { key: 'side', header: 'Side', render: (row) => sideLabel(row.side) },
                {
                  key: 'split',
                  header: 'Split',
                  numeric: true,
                  render: (row) => formatPercent(row.splitPercent),
                },
                { key: 'gross', header: 'Gross', numeric: true, render: (row) => cents(row.grossAmount) },
                { key: 'net', header: 'Net', numeric: true, render: (row) => cents(row.netAmount) },
              ]}
              rows={contract.agents}
              getKey={(row) => row.userId}
            />
          )}
        </Panel>
      </div>

      <Panel title="Contacts">
        <ul className={styles.contacts}>
          {groupContacts(contract.contacts).map(({ type, contacts }) => (
            <li key={type} className={styles.contactGroup}>
              <h3 className={styles.contactType}>{type}</h3>
              {contacts.length === 0 ? (
                <p className={styles.muted}>No {type.toLowerCase()} on file.</p>
              ) : (
                contacts.map((contact, index) => (
                  <div key={`${contact.name}-${index}`} className={styles.contact}>
                    <span className={styles.contactName}>{contact.name}</span>
                    {contact.company && <span className={styles.muted}>{contact.company}</span>}
                    {contact.phone && (
                      <a
                        href={`tel:${phoneDigits(contact.phone)}`}
                        className={`${tableStyles.link} ${styles.contactLink}`}
                      >
                        {formatPhone(contact.phone)}
                      </a>
                    )}
                    {contact.email && (
                      <a
                        href={`mailto:${contact.email}`}
                        className={`${tableStyles.link} ${styles.contactLink}`}
                      >
                        {contact.email}
                      </a>
                    )}
                  </div>
                ))
              )}
            </li>
          ))}
        </ul>
      </Panel>

      {contract.notes.trim() !== '' && (
        <Panel title="Notes">
          <p className={styles.notes}>{contract.notes}</p>
        </Panel>
      )}
    </AgentPage>
  );
}
