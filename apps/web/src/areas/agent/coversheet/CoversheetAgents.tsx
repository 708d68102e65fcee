import type { AgentOption } from '@balance/api-client';
import { Button, ComboBox, NumberField } from '@balance/ui';
import { useRef, useState } from 'react';
import { Panel } from '../common/AgentPage';
import { cents } from '../common/format';
import { grossCommission, splitTotal, type CoversheetFormValues } from './coversheetForm';
import { useServerSearch } from './useServerSearch';
import styles from './Coversheet.module.css';

export type CoversheetAgentsProps = {
  values: CoversheetFormValues;
  onChange: (patch: Partial<CoversheetFormValues>) => void;
  /** The splits' message (it belongs to no one field). */
  splitsError: string | undefined;
  /** The office's agents (GET /agents/InternalAgentDropdown). */
  searchAgents: (text: string) => Promise<AgentOption[]>;
};

const agentLabel = (option: AgentOption) => `${option.name} · office ${option.officeNum}`;

/** The agents of the deal and their splits of the gross commission. */
export function CoversheetAgents({ values, onChange, splitsError, searchAgents }: CoversheetAgentsProps) {
  const agentSearch = useServerSearch(searchAgents, agentLabel);
  const [agentBoxKey, setAgentBoxKey] = useState(0);
  const agentBoxRef = useRef<HTMLDivElement>(null);
  const gross = grossCommission(values);
  const total = splitTotal(values.agents);

  function addAgent(id: string | null) {
    const agent = agentSearch.results.find((option) => String(option.userId) === id);
    if (!agent || values.agents.some((existing) => existing.userId === agent.userId)) return;
    const remaining = Math.max(0, 100 - total);
    onChange({
      agents: [...values.agents, { userId: agent.userId, name: agent.name, splitPercent: remaining }],
    });
    // A fresh, closed search box for the next agent; focus stays in it.
    agentSearch.reset();
    setAgentBoxKey((key) => key + 1);
    requestAnimationFrame(() => agentBoxRef.current?.querySelector('input')?.focus());
  }

  return (
    <Panel title="Agents">
      {values.agents.length > 0 && (
        <ul className={styles.rows}>
          {values.agents.map((agent, index) => (
            <li key={agent.userId} className={styles.agentRow}>
              <span className={styles.agentName}>{agent.name}</span>
              <NumberField
                label={`Split for ${agent.name} (%)`}
                value={agent.splitPercent ?? Number.NaN}
                onChange={(value) => {
                  const agents = values.agents.slice();
                  agents[index] = { ...agent, splitPercent: Number.isNaN(value) ? null : value };
                  onChange({ agents });
                }}
                minValue={0}
                maxValue={100}
                step={5}
              />
              <span className={styles.agentAmount}>{cents((gross * (agent.splitPercent ?? 0)) / 100)}</span>
              <Button
                size="sm"
                variant="ghost"
                onPress={() =>
                  onChange({ agents: values.agents.filter((other) => other.userId !== agent.userId) })
                }
                aria-label={`Remove ${agent.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {values.agents.length > 0 && (
        <p className={splitsError ? styles.problem : styles.muted} role={splitsError ? 'alert' : undefined}>
          {splitsError ?? `Splits add up to ${total}%.`}
        </p>
      )}
      <div ref={agentBoxRef} className={styles.addAgent}>
        <ComboBox
          key={agentBoxKey}
          label="Add an agent"
          // 'You must select at least one agent' belongs to the field that fixes it: a refused save
          // focuses it (the first invalid field) with the message beneath.
          name="agents"
          placeholder="Type an agent's name"
          items={agentSearch.results
            .filter((option) => !values.agents.some((agent) => agent.userId === option.userId))
            .map((option) => ({ id: String(option.userId), label: agentLabel(option) }))}
          inputValue={agentSearch.text}
          onInputChange={(text) => void agentSearch.onInput(text)}
          selectedKey={null}
          onSelectionChange={addAgent}
          emptyText={agentSearch.text.trim().length < 2 ? 'Type 2 or more characters' : 'No agents match'}
        />
      </div>
    </Panel>
  );
}
