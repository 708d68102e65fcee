import { ApiError } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { EmptyNote, LoadFailed, LoadingNote } from '../common/StateViews';
import { ContractDetailView } from './ContractDetailView';

/** /agent-ez/contracts/{id}: GET /contracts/GetAgentEzContractById. */
export function ContractDetailPage({ contractId }: { contractId: number }) {
  const api = useAgentApi();
  const contract = useApiQuery(['agent-contract', contractId], (signal) => api.contract(contractId, signal));
  if (contract.status === 'success') return <ContractDetailView contract={contract.data} />;
  return (
    <AgentPage title={`Contract #${contractId}`}>
      {contract.status === 'error' ? (
        contract.error instanceof ApiError && contract.error.status === 404 ? (
          <EmptyNote title={MESSAGES.noContractAvailable} />
        ) : (
          <LoadFailed
            title="The contract could not be loaded."
            error={contract.error}
            onRetry={contract.reload}
          />
        )
      ) : (
        <LoadingNote>Loading the contract…</LoadingNote>
      )}
    </AgentPage>
  );
}
