// Agent.EZ Access: the office's Agent.EZ setup decides which rail items an agent has; here one agent
// can be given an item the office has off, or lose one it has on. The agent's rail follows at once.
import { AGENT_MESSAGES } from '@balance/domain/agents';
import { Link, Select } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { AgentAccess } from '../../../api/types';
import { SaveForm } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { usePartEditor } from '../resources/usePartEditor';
import { AgentPage } from './AgentPages';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

type Draft = { overrides: Record<string, boolean> | null };

const FOLLOW = 'office';

export function AgentAccessPage() {
  return (
    <AgentPage
      title="Agent.EZ Access"
      description="Which Agent.EZ pages and reports the agent has: the office's setup, or the agent's own choice."
    >
      {(id) => <Access key={id} id={id} />}
    </AgentPage>
  );
}

function overridesOf(access: AgentAccess): Record<string, boolean> {
  const overrides: Record<string, boolean> = {};
  for (const item of access.items) if (item.override !== null) overrides[item.path] = item.override;
  return overrides;
}

function Access({ id }: { id: number }) {
  const editor = usePartEditor<AgentAccess, Draft>({
    key: ['agent-access', id],
    read: async (api, signal) =>
      unwrap(await api.GET('/agents/{id}/access', { params: { path: { id } }, signal })),
    draftKey: `agent-access:${id}`,
    emptyDraft: { overrides: null },
    save: async (api, draft, access) =>
      unwrap(
        await api.PUT('/agents/{id}/access', {
          params: { path: { id } },
          body: { overrides: draft.overrides ?? overridesOf(access) },
        }),
      ),
    failure: 'The access could not be saved. Try again.',
  });
  return (
    <PartLoad query={editor.part} what="Agent.EZ access">
      {(access) => {
        const overrides = editor.draft.values.overrides ?? overridesOf(access);
        const choose = (path: string, key: string) => {
          const next = { ...overrides };
          if (key === FOLLOW) delete next[path];
          else next[path] = key === 'on';
          editor.change({ overrides: next });
        };
        return (
          <SaveForm
            label="Agent.EZ access"
            className={styles.card}
            form={editor.form}
            values={editor.draft.values}
            submitLabel="Save Access"
            successMessage={editor.form.saved && AGENT_MESSAGES.accessSaved}
          >
            <p className={styles.muted}>
              The office’s defaults are set on its{' '}
              <Link href={paths.officeProfile.build('agentez-setup', access.officeId)}>Agent.EZ Setup</Link>.
              Moving the agent to another office drops their own choices.
            </p>
            <div className={styles.grid}>
              {access.items.map((item) => {
                const own = Object.hasOwn(overrides, item.path) ? overrides[item.path] : undefined;
                return (
                  <Select
                    key={item.path}
                    // Pages and reports can share a title (Office Bill): reports say so.
                    label={item.path.startsWith('reports/') ? `${item.title} (report)` : item.title}
                    items={[
                      { id: FOLLOW, label: `As the office (${item.officeDefault ? 'on' : 'off'})` },
                      { id: 'on', label: 'On for this agent' },
                      { id: 'off', label: 'Off for this agent' },
                    ]}
                    selectedKey={own === undefined ? FOLLOW : own ? 'on' : 'off'}
                    onSelectionChange={(key) => key && choose(item.path, key)}
                  />
                );
              })}
            </div>
          </SaveForm>
        );
      }}
    </PartLoad>
  );
}
