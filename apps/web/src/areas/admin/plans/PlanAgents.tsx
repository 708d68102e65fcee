// The agents on a plan (an Office Admin sees those of their scope). Choosing one shows their plan
// panel beside the list, where a Super Admin may move them to another plan.
import { useState } from 'react';
import { Button, EmptyState, StatusPill } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { useApiQuery } from '../../../api/useApiQuery';
import { PartLoad } from '../manage/PartLoad';
import { AgentPlanPanel } from './AgentPlanPanel';
import { planKeys, readPlanAgents } from './planModel';
import styles from './plans.module.css';

export function PlanAgents({ planId }: { planId: number }) {
  const api = useApiClient();
  const agents = useApiQuery(planKeys.agents(planId), (signal) => readPlanAgents(api, planId, signal));
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="plan-agents-title">
        <h2 id="plan-agents-title" className={styles.cardTitle}>
          Agents on this plan
        </h2>
        <PartLoad query={agents} what="agents">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title="No agents on this plan"
                description="Assign it from an agent's plan."
              />
            ) : (
              <ul className={styles.agentList} aria-label="Agents on this plan">
                {rows.map((a) => (
                  <li key={a.agentId} className={styles.agentItem}>
                    <Button
                      variant={chosen === a.agentId ? 'primary' : 'ghost'}
                      aria-pressed={chosen === a.agentId}
                      onPress={() => setChosen(chosen === a.agentId ? null : a.agentId)}
                    >
                      {a.name}
                    </Button>
                    <span className={styles.muted}>
                      {a.officeNum} · {a.officeName}
                    </span>
                    {!a.active && <StatusPill status="Inactive" />}
                  </li>
                ))}
              </ul>
            )
          }
        </PartLoad>
      </section>
      {chosen !== null && <AgentPlanPanel key={chosen} agentId={chosen} />}
    </div>
  );
}
