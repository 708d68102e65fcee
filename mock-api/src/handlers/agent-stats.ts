// Vitals → Agent Stats: each agent's closed production in a year and cap progress, for a company or an
// office, from the same contracts and sums as the agent's own reports (Contract Sides, Cap Status).
import type { AgentStatsRow, AgentStatsSortKey } from '@balance/api-client';
import type { Store } from '../store/store.ts';
import type { AgentRec } from '../store/types.ts';
import { bookOf, capProgress, dayForYear, ownerShare, sumMoney } from './agentside.ts';
import { badRequest, forbidden, noResults } from './http/errors.ts';
import { pagedReply, paginate } from './http/paging.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { scope } from './http/scope.ts';
import { agentName } from './views.ts';

const SORT_KEYS = [
  'name',
  'officeNum',
  'sides',
  'volume',
  'gci',
  'companyDollar',
  'capProgressPercent',
] as const satisfies readonly AgentStatsSortKey[];

/** One agent's figures for a year (closings in the year; cap year containing the year's day). */
export function agentStats(store: Store, agent: AgentRec, year: number, today: string): AgentStatsRow {
  const contracts = bookOf(store, agent).contracts;
  const closed = contracts.filter((c) => c.status === 'CLSD' && c.closingDate?.startsWith(String(year)));
  const office = store.officeById.get(agent.officeId);
  return {
    userId: agent.userId,
    name: agentName(agent),
    officeNum: office?.officeNum ?? '',
    officeName: office?.called ?? '',
    active: agent.active,
    sides: sumMoney(closed.map(ownerShare)),
    volume: sumMoney(closed.map((c) => c.salePrice)),
    gci: sumMoney(closed.map((c) => c.grossCommission)),
    companyDollar: sumMoney(closed.map((c) => c.companyDollar)),
    capProgressPercent: capProgress(store, agent, contracts, dayForYear(year, today), today).cap
      .progressPercent,
  };
}

export function agentStatsHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);
  return [
    api.get(
      '/agents/stats',
      route({ auth: 'admin', strict: true }, ({ response }, ctx) => {
        const { store, q, session } = ctx;
        const paging = q.page();
        const year = q.year(ctx.currentYear) ?? ctx.currentYear;
        const companyId = q.int('companyId', { min: 1 });
        const officeId = q.int('officeId', { min: 1 });
        const sortBy = q.oneOf('sortBy', SORT_KEYS) ?? 'name';
        const dir = q.oneOf('sortDir', ['asc', 'desc'] as const) === 'desc' ? -1 : 1;
        if (companyId === undefined && officeId === undefined)
          throw badRequest('Choose a company or an office.', {
            companyId: ['Choose a company or an office.'],
          });
        // An unknown company or office has no agents: the contract's 404 'No records found'.
        const s = scope(session, store);
        let agents: AgentRec[];
        if (officeId !== undefined) {
          const office = store.officeById.get(officeId);
          if (!office || (companyId !== undefined && office.companyId !== companyId)) throw noResults();
          if (!s.all && !s.officeIds.has(office.id)) throw forbidden();
          agents = store.agentsByOffice.get(office.id) ?? [];
        } else {
          if (companyId === undefined || !store.companyById.has(companyId)) throw noResults();
          if (!s.all && !s.companyIds.has(companyId)) throw forbidden();
          agents = (store.officesByCompany.get(companyId) ?? [])
            .filter((o) => s.all || s.officeIds.has(o.id))
            .flatMap((o) => store.agentsByOffice.get(o.id) ?? []);
        }
        const rows = agents.map((a) => agentStats(store, a, year, ctx.today));
        rows.sort((a, b) => {
          const x = a[sortBy];
          const y = b[sortBy];
          const order =
            typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          return order * dir || a.userId - b.userId;
        });
        return response(200).json(...pagedReply(paginate(rows, paging), (r) => r));
      }),
    ),
  ];
}
