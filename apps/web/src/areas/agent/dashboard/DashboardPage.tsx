import { useEffect } from 'react';
import { preloadCharts } from '@balance/ui';
import { useApiQuery } from '../../../api/useApiQuery';
import { useAgentApi } from '../api/useAgentApi';
import { errorText } from '../common/format';
import { useNow } from '../common/now';
import { useYearParam } from '../common/queryParams';
import { DashboardView } from './DashboardView';

/** /agent-ez/dashboard: GET /PyramidDash/dashboard for the chosen year, years from GetDashoardDropdown. */
export function DashboardPage() {
  const api = useAgentApi();
  const now = useNow();
  const [year, setYear] = useYearParam(now);
  const dropdown = useApiQuery(['agent-dashboard-dropdown'], (signal) => api.dashboardDropdown(signal));
  const dashboard = useApiQuery(['agent-dashboard', year], (signal) => api.dashboard(year, signal));
  // The chart code downloads alongside the data, not after it (one round trip less before the charts).
  useEffect(() => {
    void preloadCharts();
  }, []);
  return (
    <DashboardView
      year={year}
      years={dropdown.data?.years ?? null}
      onYearChange={setYear}
      now={now}
      dashboard={dashboard.data ?? null}
      isLoading={dashboard.status === 'loading' || dashboard.status === 'idle'}
      error={dashboard.status === 'error' ? errorText(dashboard.error) : null}
      onRetry={dashboard.reload}
    />
  );
}
