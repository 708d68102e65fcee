import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { useNow } from '../common/now';
import { useYearParam } from '../common/queryParams';
import { LoadFailed, LoadingNote } from '../common/StateViews';
import { YearChoice } from '../common/YearChoice';
import { PlanStatusView } from './PlanStatusView';

/** /agent-ez/plan-status: GET /agents/planStatus for the chosen year. */
export function PlanStatusPage() {
  const api = useAgentApi();
  const now = useNow();
  const [year, setYear] = useYearParam(now);
  const plan = useApiQuery(['agent-plan-status', year], (signal) => api.planStatus(year, signal));
  return (
    <AgentPage
      title="Plan Status"
      description="Your commission plan, your cap and how close you are to it."
      actions={<YearChoice value={year} onChange={setYear} now={now} />}
    >
      {plan.status === 'error' ? (
        <LoadFailed title="Your plan could not be loaded." error={plan.error} onRetry={plan.reload} />
      ) : plan.status === 'success' ? (
        <PlanStatusView plan={plan.data} />
      ) : (
        <LoadingNote>Loading your plan…</LoadingNote>
      )}
    </AgentPage>
  );
}
