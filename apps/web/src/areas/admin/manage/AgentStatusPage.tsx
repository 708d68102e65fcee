// Status: deactivate or reactivate an agent with a reason and an effective date (confirmed first),
// and the status history. Agents are never deleted; a deactivated agent cannot log in to Agent.EZ.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@balance/domain';
import { agentStatusErrors, AGENT_MESSAGES } from '@balance/domain/agents';
import { ConfirmDialog, DatePicker, TextField } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { AgentDetail } from '../../../api/types';
import { readSaveError, SaveForm, type SaveFormState } from '../../../app/forms';
import { recordKey } from '../resources/controllers';
import { agentResource } from '../resources/agents';
import { usePartEditor } from '../resources/usePartEditor';
import { AgentPage } from './AgentPages';
import { toCalendar } from './officeContractForm';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

type Draft = { reason: string; effectiveDate: string };
const FIELDS = ['reason', 'effectiveDate'] as const;
const FAILURE = 'The status could not be changed. Try again.';

export function AgentStatusPage() {
  return (
    <AgentPage
      title="Agent Status"
      description="Deactivate an agent who leaves, or reactivate one who returns. Agents are never deleted."
    >
      {(id) => <AgentStatus key={id} id={id} />}
    </AgentPage>
  );
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function AgentStatus({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const editor = usePartEditor<AgentDetail, Draft>({
    key: recordKey(agentResource, id),
    read: (api, signal) => agentResource.read(api, id, signal),
    draftKey: `agent-status:${id}`,
    // No date until one is chosen: the change is dated on purpose, not by default.
    emptyDraft: { reason: '', effectiveDate: '' },
    validate: (draft, agent) => agentStatusErrors(draft, { today: today(), startDate: agent.startDate }),
    save: async (api, draft, agent) => {
      const saved = unwrap(
        await api.POST('/agents/{id}/status', {
          params: { path: { id } },
          body: {
            action: agent.active ? 'deactivate' : 'reactivate',
            reason: draft.reason.trim(),
            effectiveDate: draft.effectiveDate,
          },
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['search', { selection: 'agents' }] });
      return saved;
    },
    failure: FAILURE,
    readFieldErrors: (error) => readSaveError(error, FIELDS, FAILURE).fieldErrors,
  });
  const [confirming, setConfirming] = useState(false);
  const { values } = editor.draft;
  // Submit checks the fields, then asks before anything is sent.
  const form: SaveFormState<Draft, string, AgentDetail> = {
    ...editor.form,
    submit: (draft, event) => {
      event?.preventDefault();
      const agent = editor.part.data;
      const errors = agent ? agentStatusErrors(draft, { today: today(), startDate: agent.startDate }) : {};
      if (Object.keys(errors).length > 0) editor.form.submit(draft);
      else setConfirming(true);
    },
  };
  const saved = editor.form.saved;
  return (
    <PartLoad query={editor.part} what="agent">
      {(agent) => {
        const verb = agent.active ? 'Deactivate' : 'Reactivate';
        return (
          <div className={styles.sections}>
            <SaveForm
              label={`${verb} ${agent.name}`}
              className={styles.card}
              form={form}
              values={values}
              submitLabel={`${verb} Agent`}
              successMessage={
                saved && (saved.active ? AGENT_MESSAGES.reactivated : AGENT_MESSAGES.deactivated)
              }
            >
              <p className={styles.muted}>
                {agent.name} is {agent.active ? 'active' : 'inactive'}.{' '}
                {agent.active
                  ? 'Once deactivated, they cannot log in to Agent.EZ and are told why.'
                  : 'Once reactivated, they can log in to Agent.EZ again.'}
              </p>
              <TextField
                label="Reason"
                name="reason"
                isRequired
                isMultiline
                value={values.reason}
                onChange={(reason) => editor.change({ reason })}
              />
              <DatePicker
                className={styles.narrowField}
                label="Effective Date"
                name="effectiveDate"
                isRequired
                value={toCalendar(values.effectiveDate)}
                onChange={(value) => editor.change({ effectiveDate: value ? value.toString() : '' })}
              />
            </SaveForm>
            <ConfirmDialog
              isOpen={confirming}
              onOpenChange={setConfirming}
              title={`${verb} ${agent.name}?`}
              confirmLabel={`${verb} Agent`}
              variant={agent.active ? 'danger' : 'default'}
              onConfirm={() => {
                setConfirming(false);
                editor.form.submit(values);
              }}
            >
              {agent.active
                ? `From ${formatDate(values.effectiveDate)} ${agent.name} is inactive and cannot log in to Agent.EZ. Their records and history stay.`
                : `From ${formatDate(values.effectiveDate)} ${agent.name} is active again and can log in to Agent.EZ.`}
            </ConfirmDialog>
            <StatusHistory agent={agent} />
          </div>
        );
      }}
    </PartLoad>
  );
}

function StatusHistory({ agent }: { agent: AgentDetail }) {
  return (
    <section className={styles.card} aria-labelledby="agent-history">
      <h2 id="agent-history" className={styles.cardTitle}>
        Status History
      </h2>
      <ol className={styles.notes}>
        {agent.history.map((event, index) => (
          <li key={`${event.changedAt}-${index}`} className={styles.note}>
            <p className={styles.noteMeta}>
              <strong>{event.kind}</strong> effective {formatDate(event.effectiveDate)} · by{' '}
              {event.changedByName} on {formatDate(event.changedAt)}
            </p>
            <p className={styles.noteText}>{event.reason}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
