import { ApiError, type Coversheet } from '@balance/api-client';
import { formatDate, MESSAGES } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import { useState } from 'react';
import { useApiQuery } from '../../../api/useApiQuery';
import { useDraft } from '../../../app/useDraft';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { errorText } from '../common/format';
import { AgentLink } from '../common/navigation';
import { EmptyNote, LoadFailed, LoadingNote } from '../common/StateViews';
import tableStyles from '../common/Table.module.css';
import { paths } from '../../../app/paths';
import { CoversheetForm } from './CoversheetForm';
import {
  serverErrorsToForm,
  toCoversheetInput,
  toFormValues,
  validateCoversheet,
  type CoversheetErrors,
  type CoversheetFormValues,
} from './coversheetForm';
import styles from './Coversheet.module.css';

type SaveState = { status: 'idle' | 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/**
 * /agent-ez/coversheet/{contractId}: GET /contracts/GetCoversheetDetail, edit, POST SaveCoversheet
 * ('Coversheet saved'). Unsaved edits are kept as a draft, so they survive a session expiry and re-login.
 */
export function CoversheetPage({ contractId }: { contractId: number }) {
  const api = useAgentApi();
  const sheet = useApiQuery(['agent-coversheet', contractId], (signal) => api.coversheet(contractId, signal));
  if (sheet.status === 'success') return <CoversheetEditor contractId={contractId} initial={sheet.data} />;
  return (
    <AgentPage
      title={`Coversheet · contract #${contractId}`}
      description="The deal sheet the office pays your commission from."
    >
      {sheet.status === 'error' ? (
        sheet.error instanceof ApiError && sheet.error.status === 404 ? (
          <EmptyNote title={MESSAGES.noContractAvailable} />
        ) : (
          <LoadFailed
            title="The coversheet could not be loaded."
            error={sheet.error}
            onRetry={sheet.reload}
          />
        )
      ) : (
        <LoadingNote>Loading the coversheet…</LoadingNote>
      )}
    </AgentPage>
  );
}

type CoversheetEditorProps = { contractId: number; initial: Coversheet };

function CoversheetEditor({ contractId, initial }: CoversheetEditorProps) {
  const api = useAgentApi();
  const draft = useDraft<CoversheetFormValues>(`coversheet:${contractId}`, toFormValues(initial));
  const [errors, setErrors] = useState<CoversheetErrors>({});
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [loaded, setLoaded] = useState<Coversheet>(initial);

  function change(patch: Partial<CoversheetFormValues>) {
    draft.update(patch);
    if (save.status === 'saved') setSave({ status: 'idle' });
    if (Object.keys(errors).length > 0) {
      // Re-check as the user fixes things, so messages go away once the rule is met.
      setErrors(validateCoversheet({ ...draft.values, ...patch }));
    }
  }

  // After a refused save, take the user to the first thing to fix (Save is at the bottom of a long
  // form): the first invalid field gets the focus, or else the first message comes into view.
  function focusFirstProblem() {
    requestAnimationFrame(() => {
      const form = document.querySelector('form[aria-label="Coversheet"]');
      const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) {
        field.focus();
        field.scrollIntoView?.({ block: 'center' });
        return;
      }
      form?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
    });
  }

  async function submit() {
    const found = validateCoversheet(draft.values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSave({ status: 'failed', message: 'The coversheet was not saved: fix the marked fields.' });
      focusFirstProblem();
      return;
    }
    setSave({ status: 'saving' });
    try {
      const saved = await api.saveCoversheet(toCoversheetInput(contractId, draft.values));
      setLoaded(saved);
      draft.reset(toFormValues(saved));
      setSave({ status: 'saved' });
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverErrorsToForm(error.fieldErrors));
      setSave({ status: 'failed', message: `The coversheet was not saved: ${errorText(error)}` });
    }
  }

  const title = loaded.listing?.address ?? loaded.manual?.address ?? `Contract #${contractId}`;
  return (
    <AgentPage
      title={`Coversheet · ${title}`}
      description={
        <>
          <StatusPill status={loaded.coversheetId === null ? 'New' : loaded.status} />{' '}
          {loaded.updatedAt
            ? `Last saved ${formatDate(loaded.updatedAt)}${loaded.updatedByName ? ` by ${loaded.updatedByName}` : ''}.`
            : 'Not saved yet.'}
        </>
      }
      actions={
        <AgentLink href={paths.agentContract.build(contractId)} className={tableStyles.link}>
          Contract #{contractId}
        </AgentLink>
      }
    >
      {save.status === 'saved' && (
        <p className={styles.saved} role="status">
          {MESSAGES.coversheetSaved}
        </p>
      )}
      {save.status === 'failed' && (
        <p className={styles.problem} role="alert">
          {save.message}
        </p>
      )}
      {draft.wasRestored && save.status === 'idle' && (
        <p className={styles.restored} role="status">
          Your unsaved changes were restored.
        </p>
      )}
      <CoversheetForm
        values={draft.values}
        onChange={change}
        errors={errors}
        onSubmit={() => void submit()}
        isSaving={save.status === 'saving'}
        saveNote={
          save.status === 'saved'
            ? { tone: 'saved', text: 'Saved.' }
            : save.status === 'failed'
              ? { tone: 'failed', text: 'Not saved: see the messages above.' }
              : null
        }
        searchListings={(text) => api.listings(text)}
        loadListing={(listingId) => api.listingInfo(listingId)}
        searchAgents={(text) => api.internalAgents(text)}
      />
    </AgentPage>
  );
}
