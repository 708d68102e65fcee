// The contract's paperwork: the commission disbursement authorization (a PDF, closed contracts only)
// and the contract summary e-mailed to an address (the endpoint Agent.EZ's reports use).
import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { emailError, formatCurrency } from '@balance/domain';
import { Button, TextField } from '@balance/ui';
import { toApiError } from '@balance/api-client';
import { useApiClient } from '../../../../api/ApiClientProvider';
import { unwrap } from '../../../../api/client';
import type { AdminContract } from '../../../../api/types';
import { readSaveError, SaveForm, useSaveForm } from '../../../../app/forms';
import { useDraft } from '../../../../app/useDraft';
import { downloadBlob } from '../../main/exportCsv';
import manage from '../../manage/manage.module.css';
import styles from './contract.module.css';

const CDA_FAILURE = 'The CDA could not be downloaded. Try again.';

function CdaDownload({ contract }: { contract: AdminContract }) {
  const api = useApiClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await api.GET('/contracts/admin/{id}/cda', {
        params: { path: { id: contract.contractId } },
        parseAs: 'blob',
      });
      if (result.data === undefined) throw toApiError(result.error, result.response.status);
      downloadBlob(`CDA-${contract.contractId}.pdf`, result.data);
    } catch (failure) {
      setError(readSaveError(failure, [], CDA_FAILURE).formError);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const payees = contract.commission.agents.length + contract.commission.royalties.length + 1;
  return (
    <div className={styles.document}>
      <p>
        What title or escrow pays from the {formatCurrency(contract.commission.total.gross)} commission to{' '}
        {payees} payees: the agents, the royalties and the office.
      </p>
      <div className={manage.actions}>
        <Button icon={<Download size={16} />} isPending={busy} onPress={() => void download()}>
          Download CDA
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type EmailDraft = { email: string };

function EmailSummary({ contract }: { contract: AdminContract }) {
  const api = useApiClient();
  const draft = useDraft<EmailDraft>(`contract-email:${contract.contractId}`, { email: '' });
  const form = useSaveForm<EmailDraft, 'email', string>({
    fields: ['email'],
    validate: ({ email }) => {
      const typed = email.trim();
      const problem = typed === '' ? 'E-mail is required' : emailError(typed);
      return problem ? { email: problem } : {};
    },
    save: async ({ email }) =>
      unwrap(
        await api.POST('/reports/ContractSummary/Email', {
          body: { contractId: contract.contractId, email: email.trim() },
        }),
      ).message,
    failure: 'The summary could not be sent. Try again.',
    onSaved: () => draft.reset({ email: '' }),
  });
  return (
    <SaveForm
      label="E-mail the contract summary"
      form={form}
      values={draft.values}
      submitLabel="E-mail Summary"
      successMessage={form.saved}
    >
      <TextField
        className={manage.narrowField}
        label="E-mail"
        name="email"
        type="email"
        isRequired
        value={draft.values.email}
        onChange={(email) => {
          draft.update({ email });
          form.edited(['email']);
        }}
      />
    </SaveForm>
  );
}

export function ContractDocuments({ contract }: { contract: AdminContract }) {
  return (
    <section className={manage.card} aria-labelledby="contract-documents">
      <h2 id="contract-documents" className={manage.cardTitle}>
        Disbursement and Summary
      </h2>
      {contract.status === 'CLSD' ? (
        <CdaDownload contract={contract} />
      ) : (
        <p className={manage.muted}>
          The commission disbursement authorization is made once the contract closes.
        </p>
      )}
      <EmailSummary contract={contract} />
    </section>
  );
}
