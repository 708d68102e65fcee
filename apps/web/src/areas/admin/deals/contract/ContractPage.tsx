// The admin Contract page (/main/contracts/profile?contractId=): the property, the side and its
// agents, price and dates, contacts, the coversheet, the commission breakdown per agent, payout
// and its actions (PayoutActions), the status changes with their history, the CDA and the e-mailed summary.
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { CONTRACT_STATUS_LABELS, type ContractStatusCode } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import type { AdminContract } from '../../../../api/types';
import { idParam } from '../../../../app/paths';
import { ChooseFirst, ManagePage } from '../../manage/ManagePage';
import { PartLoad } from '../../manage/PartLoad';
import { PayoutActions } from '../../billing/PayoutActions';
import { CommissionBreakdown } from './CommissionBreakdown';
import { contractKey } from './contractApi';
import { ContractDocuments } from './ContractDocuments';
import { ContractFacts, StatusHistory } from './ContractFacts';
import { ContractStatusForm, useContractStatusEditor } from './ContractStatusForm';
import styles from './contract.module.css';

export function ContractPage() {
  const id = idParam(new URLSearchParams(useSearch()).get('contractId') ?? undefined);
  return (
    <ManagePage
      section="agents"
      title={id === null ? 'Contract' : `Contract #${id}`}
      description="The deal, its commission and who is paid what, and its status."
    >
      {id === null ? (
        <ChooseFirst>Open a contract from an agent’s contracts or the contract search.</ChooseFirst>
      ) : (
        <Contract key={id} id={id} />
      )}
    </ManagePage>
  );
}

function Contract({ id }: { id: number }) {
  const editor = useContractStatusEditor(id);
  return (
    <PartLoad query={editor.part} what="contract">
      {(contract) => <ContractView contract={contract} editor={editor} />}
    </PartLoad>
  );
}

function ContractView({
  contract,
  editor,
}: {
  contract: AdminContract;
  editor: ReturnType<typeof useContractStatusEditor>;
}) {
  const queryClient = useQueryClient();
  return (
    <div className={styles.sections}>
      <p className={styles.statusLine}>
        <StatusPill status={CONTRACT_STATUS_LABELS[contract.status as ContractStatusCode]} />
        {contract.locked && <span className={styles.muted}>Numbers locked while closed.</span>}
      </p>
      <ContractFacts contract={contract} />
      <CommissionBreakdown contract={contract} />
      <PayoutActions
        contractId={contract.contractId}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: contractKey(contract.contractId) })}
      />
      <ContractStatusForm contract={contract} editor={editor} />
      <ContractDocuments contract={contract} />
      <StatusHistory contract={contract} />
    </div>
  );
}
