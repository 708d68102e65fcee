import { useAtomValue } from 'jotai';
import { useApiQuery } from '../../../api/useApiQuery';
import { userSettingsState } from '../../../states/userSettingsState';
import { useAgentApi } from '../api/useAgentApi';
import { useNow } from '../common/now';
import { useAgentRail } from '../shell/railContext';
import { ContractSummaryPanel, type SummaryQuery } from './ContractSummaryPanel';
import { ReportsIndexView } from './ReportsIndexView';

const SUMMARY_PAGE = { pageNumber: 1, pageSize: 100 };

/** /agent-ez/reports/index: every report, and contract summaries by address, by date, no contract. */
export function ReportsIndexPage() {
  const api = useAgentApi();
  const now = useNow();
  const user = useAtomValue(userSettingsState);
  // Inside the shell, its report list (one call for the rail and this page); on its own, a call.
  const rail = useAgentRail();
  const own = useApiQuery(rail ? null : ['agent-report-list'], (signal) => api.reportList(signal));
  const items = rail ? rail.items : (own.data ?? null);

  async function search(query: SummaryQuery) {
    const result =
      query.mode === 'address'
        ? await api.summariesByAddress(query.address, SUMMARY_PAGE)
        : query.mode === 'date'
          ? await api.summariesByDate(
              {
                from: query.from,
                to: query.to,
                ...(query.contractFilter !== 'SELECT' ? { contractFilter: query.contractFilter } : {}),
              },
              SUMMARY_PAGE,
            )
          : await api.summariesNoContractByDate({ from: query.from, to: query.to }, SUMMARY_PAGE);
    return result.rows;
  }

  return (
    <ReportsIndexView
      items={items}
      summaries={
        <ContractSummaryPanel
          now={now}
          onSearch={search}
          onEmail={(request) => api.emailSummary(request)}
          defaultEmail={user?.userName.includes('@') ? user.userName : ''}
        />
      }
    />
  );
}
