// Move Office: the agent joins another office. What follows is the domain's rule (agentMoveOutcome),
// shown before the move is confirmed: the team is left, the plan stays only within the company, and
// Agent.EZ access follows the new office's setup.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { agentMoveOutcome, AGENT_MESSAGES } from '@balance/domain/agents';
import { ConfirmDialog, Select } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApi } from '../../../api/DataLayer';
import { useApiQuery } from '../../../api/useApiQuery';
import type { AgentDetail } from '../../../api/types';
import { readSaveError, SaveForm, type SaveFormState } from '../../../app/forms';
import { recordKey } from '../resources/controllers';
import { agentResource } from '../resources/agents';
import { usePartEditor } from '../resources/usePartEditor';
import { AgentPage } from './AgentPages';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

type Draft = { officeId: number | null };
const FAILURE = 'The agent could not be moved. Try again.';

export function AgentMovePage() {
  return (
    <AgentPage title="Move Office" description="Move the agent to another office of your brokerage.">
      {(id) => <AgentMove key={id} id={id} />}
    </AgentPage>
  );
}

function outcomeLines(agent: AgentDetail, toCompanyId: number | undefined): string[] {
  if (toCompanyId === undefined) return [];
  const outcome = agentMoveOutcome({ fromCompanyId: agent.companyId, toCompanyId, teamId: agent.teamId });
  return [
    outcome.leavesTeam
      ? `Leaves the team ${agent.teamName ?? ''} (a team belongs to one office).`
      : 'Is on no team.',
    outcome.keepsPlan
      ? 'Keeps the commission plan (same company).'
      : 'Goes on the new company’s default commission plan; choose another on Commission Plan.',
    'Agent.EZ access follows the new office’s Agent.EZ setup; the agent’s own overrides are dropped.',
    'Status, licence, start date and history stay.',
  ];
}

function AgentMove({ id }: { id: number }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const offices = useApi().useQuery('get', '/office/GetOffices', {}, { select: (reply) => reply.data });
  const editor = usePartEditor<AgentDetail, Draft>({
    key: recordKey(agentResource, id),
    read: (client, signal) => agentResource.read(client, id, signal),
    draftKey: `agent-move:${id}`,
    emptyDraft: { officeId: null },
    validate: (draft, agent) =>
      draft.officeId === null
        ? { officeId: 'Choose the new office' }
        : draft.officeId === agent.officeId
          ? { officeId: AGENT_MESSAGES.sameOffice }
          : {},
    save: async (client, draft) => {
      const saved = unwrap(
        await client.POST('/agents/{id}/move', {
          params: { path: { id } },
          body: { officeId: draft.officeId ?? 0 },
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['search', { selection: 'agents' }] });
      void queryClient.invalidateQueries({ queryKey: ['agent-access', id] });
      return saved;
    },
    failure: FAILURE,
    readFieldErrors: (error) => readSaveError(error, ['officeId'], FAILURE).fieldErrors,
  });
  const chosen = editor.draft.values.officeId;
  const target = useApiQuery(chosen === null ? null : ['office-for-move', chosen], async (signal) =>
    unwrap(await api.GET('/Office/byid/{id}', { params: { path: { id: chosen ?? 0 } }, signal })),
  );
  const [confirming, setConfirming] = useState(false);
  const form: SaveFormState<Draft, string, AgentDetail> = {
    ...editor.form,
    submit: (draft, event) => {
      event?.preventDefault();
      const agent = editor.part.data;
      if (!agent || draft.officeId === null || draft.officeId === agent.officeId) editor.form.submit(draft);
      else setConfirming(true);
    },
  };
  return (
    <PartLoad query={editor.part} what="agent">
      {(agent) => {
        const lines = outcomeLines(agent, target.data?.companyId);
        const choices = (offices.data ?? []).filter((office) => office.id !== agent.officeId);
        return (
          <>
            <SaveForm
              label={`Move ${agent.name}`}
              className={styles.card}
              form={form}
              values={editor.draft.values}
              submitLabel="Move Agent"
              successMessage={
                editor.form.saved &&
                `${AGENT_MESSAGES.moved} to ${editor.form.saved.officeNum} · ${editor.form.saved.officeName}`
              }
            >
              <p className={styles.muted}>
                Now in {agent.officeNum} · {agent.officeName} ({agent.companyName}).
              </p>
              <Select
                label="New Office"
                name="officeId"
                isRequired
                items={choices.map((office) => ({
                  id: String(office.id),
                  label: `${office.officeNum} · ${office.called}`,
                }))}
                selectedKey={chosen === null ? null : String(chosen)}
                onSelectionChange={(key) => key && editor.change({ officeId: Number(key) })}
                placeholder={offices.isPending ? 'Loading…' : 'Choose an office'}
                description={offices.isError ? 'Offices could not be loaded.' : undefined}
              />
              {lines.length > 0 && (
                <div aria-live="polite">
                  <p className={styles.muted}>Moving to {target.data?.called}, the agent:</p>
                  <ul>
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              )}
            </SaveForm>
            <ConfirmDialog
              isOpen={confirming}
              onOpenChange={setConfirming}
              title={`Move ${agent.name}?`}
              confirmLabel="Move Agent"
              onConfirm={() => {
                setConfirming(false);
                editor.form.submit(editor.draft.values);
              }}
            >
              {`${agent.name} moves to ${target.data ? `${target.data.officeNum} · ${target.data.called}` : 'the new office'}. ${lines.join(' ')}`}
            </ConfirmDialog>
          </>
        );
      }}
    </PartLoad>
  );
}
