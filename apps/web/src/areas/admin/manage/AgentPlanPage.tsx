// Commission Plan: the agent's plan, cap progress and fees, and the move to another plan of the
// agent's company (the plan pages' own panel, framed as one of the agent's pages).
import { AgentPlanPanel } from '../plans/AgentPlanPanel';
import { AgentPage } from './AgentPages';

export function AgentPlanPage() {
  return (
    <AgentPage
      title="Commission Plan"
      description="The plan the agent's deals are priced by, and their cap year so far."
    >
      {(id) => <AgentPlanPanel key={id} agentId={id} />}
    </AgentPage>
  );
}
