// Chooses the agent a profile page works on: type a name (searched on the server, in the user's
// scope); the current agent's name is shown until something else is typed.
import { useState } from 'react';
import { ComboBox } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { recordKey } from './controllers';

const MIN_CHARACTERS = 2;

export function AgentPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const api = useApiClient();
  const current = useApiQuery(value === null ? null : recordKey({ name: 'agents' }, value), async (signal) =>
    unwrap(await api.GET('/agents/{id}', { params: { path: { id: value ?? 0 } }, signal })),
  );
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? current.data?.name ?? '';
  const needle = typed?.trim() ?? '';
  const found = useApiQuery(
    needle.length >= MIN_CHARACTERS ? ['agent-picker', needle] : null,
    async (signal) => {
      const reply = await api.GET('/agents/agentsBy', {
        params: { query: { key: 'Agent_Name', search: needle, pageSize: 20, pageNumber: 1 } },
        signal,
      });
      // No match is the contract's 404: an empty list here.
      return reply.response.status === 404 ? [] : unwrap(reply);
    },
  );
  return (
    <ComboBox
      label="Agent"
      placeholder="Type an agent's name"
      items={(found.data ?? []).map((agent) => ({
        id: String(agent.userId),
        label: `${agent.name} (${agent.userId}) · ${agent.officeName}`,
      }))}
      inputValue={text}
      onInputChange={setTyped}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (!key) return;
        setTyped(null);
        onChange(Number(key));
      }}
      emptyText={needle.length < MIN_CHARACTERS ? 'Type 2 or more characters' : 'No agents match'}
    />
  );
}
