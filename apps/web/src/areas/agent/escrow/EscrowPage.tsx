import { useSearchParams } from 'wouter';
import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { LoadFailed, LoadingNote } from '../common/StateViews';
import { idParam } from '../../../app/paths';
import { EscrowFrame, EscrowView } from './EscrowView';

/** /agent-ez/escrow (?contractId=): GET /contracts/GetContractEscrow. */
export function EscrowPage() {
  const api = useAgentApi();
  const [params] = useSearchParams();
  const contractId = idParam(params.get('contractId') ?? undefined);
  const escrow = useApiQuery(['agent-escrow', contractId], (signal) =>
    api.escrow(contractId ?? undefined, signal),
  );
  return (
    <EscrowFrame contractId={contractId}>
      {escrow.status === 'error' ? (
        <LoadFailed title="Escrow could not be loaded." error={escrow.error} onRetry={escrow.reload} />
      ) : escrow.status === 'success' ? (
        <EscrowView records={escrow.data} contractId={contractId} />
      ) : (
        <LoadingNote>Loading escrow…</LoadingNote>
      )}
    </EscrowFrame>
  );
}
