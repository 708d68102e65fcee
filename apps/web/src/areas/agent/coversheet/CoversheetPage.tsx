import { ApiError, type Coversheet } from '@balance/api-client';
import { formatDate, MESSAGES } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import { useState } from 'react';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSaveForm } from '../../../app/forms';
import { useDraft } from '../../../app/useDraft';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { errorText } from '../common/format';
import { AgentLink } from '../common/navigation';
import { EmptyNote, LoadFailed, LoadingNote } from '../common/StateViews';
import tableStyles from '../common/Table.module.css';
import { paths } from '../../../app/paths';
import { CoversheetForm, type CoversheetField } from './CoversheetForm';
import {
  serverErrorsToForm,
  toCoversheetInput,
  toFormValues,
  validateCoversheet,
  type CoversheetFormValues,
} from './coversheetForm';
import styles from './Coversheet.module.css';

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
  const [loaded, setLoaded] = useState<Coversheet>(initial);
  const form = useSaveForm<CoversheetFormValues, CoversheetField, Coversheet>({
    fields: [],
    validate: validateCoversheet,
    save: (values) => api.saveCoversheet(toCoversheetInput(contractId, values)),
    readError: (error) => ({
      fieldErrors: error instanceof ApiError ? serverErrorsToForm(error.fieldErrors) : {},
      formError: `The coversheet was not saved: ${errorText(error)}`,
    }),
    refusedMessage: 'The coversheet was not saved: fix the marked fields.',
    // Messages go away as the user fixes things, once the rule is met.
    recheck: true,
    onSaved: (saved) => {
      setLoaded(saved);
      draft.reset(toFormValues(saved));
    },
  });

  function change(patch: Partial<CoversheetFormValues>) {
    draft.update(patch);
    form.edited([], { ...draft.values, ...patch });
  }

  const isSaved = form.saved !== null;
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
      {isSaved && (
        <p className={styles.saved} role="status">
          {MESSAGES.coversheetSaved}
        </p>
      )}
      {form.formError && (
        <p className={styles.problem} role="alert">
          {form.formError}
        </p>
      )}
      {draft.wasRestored && !isSaved && !form.formError && !form.isPending && (
        <p className={styles.restored} role="status">
          Your unsaved changes were restored.
        </p>
      )}
      <CoversheetForm
        values={draft.values}
        onChange={change}
        form={form}
        saveNote={
          isSaved
            ? { tone: 'saved', text: 'Saved.' }
            : form.formError
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
