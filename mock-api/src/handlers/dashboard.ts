// The Agent.EZ dashboard: KPIs, cap progress, monthly series and upcoming closings for one year,
// all summed from the agent's contracts and invoices (monthly figures add up to the year's KPIs).
import type { MonthlyPoint } from '@balance/api-client';
import { makeRoute, type Deps } from './http/route.ts';
import {
  bookOf,
  capProgress,
  dayForYear,
  ownerNet,
  ownerShare,
  resolveAgent,
  sumMoney,
} from './agentside.ts';
import { agentName, invoice } from './views.ts';

export function dashboardHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);
  return [
    api.get(
      '/PyramidDash/dashboard',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const { store, q, today } = ctx;
        const agent = resolveAgent(ctx);
        const year = q.year(ctx.currentYear) ?? ctx.currentYear;
        const book = bookOf(store, agent);
        const closed = book.contracts.filter(
          (c) => c.status === 'CLSD' && c.closingDate?.startsWith(String(year)),
        );
        const pending = year === ctx.currentYear ? book.contracts.filter((c) => c.status === 'PEND') : [];
        const monthly: MonthlyPoint[] = Array.from({ length: 12 }, (_, m) => {
          const month = `${year}-${String(m + 1).padStart(2, '0')}`;
          const inMonth = closed.filter((c) => c.closingDate?.startsWith(month));
          return {
            month,
            closedVolume: sumMoney(inMonth.map((c) => c.salePrice)),
            closedSides: sumMoney(inMonth.map(ownerShare)),
            netIncome: sumMoney(inMonth.map(ownerNet)),
          };
        });
        const amountOwed = sumMoney(
          book.invoices.filter((i) => i.status === 'Open').map((i) => invoice(store, i).amountDue),
        );
        const { cap } = capProgress(store, agent, book.contracts, dayForYear(year, today), today);
        return response(200).json({
          data: {
            year,
            agentId: agent.userId,
            agentName: agentName(agent),
            kpis: {
              closedVolumeYtd: sumMoney(monthly.map((m) => m.closedVolume)),
              closedSidesYtd: sumMoney(monthly.map((m) => m.closedSides)),
              pendingDeals: pending.length,
              pendingVolume: sumMoney(pending.map((c) => c.salePrice)),
              netIncomeYtd: sumMoney(monthly.map((m) => m.netIncome)),
              amountOwed,
            },
            cap,
            monthly,
            upcomingClosings: pending
              .filter((c) => c.closingDate !== null)
              .sort((a, b) => (a.closingDate ?? '').localeCompare(b.closingDate ?? ''))
              .map((c) => ({
                contractId: c.contractId,
                propertyAddress: c.propertyAddress,
                closingDate: c.closingDate ?? today,
                side: c.side,
                salePrice: c.salePrice,
                netCommission: ownerNet(c),
              })),
          },
        });
      }),
    ),
  ];
}
