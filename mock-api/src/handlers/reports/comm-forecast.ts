// Commission Forecast: pending deals per month they are expected to close, with projected gross and net.
import { ownerNet, sumMoney } from '../agentside.ts';
import { byMonth, monthOf, type Month } from './by-month.ts';
import { field, type ReportDef } from './table.ts';

export const commForecast: ReportDef = {
  icon: 'trending-up',
  build: ({ pending }) =>
    byMonth(
      pending,
      [...new Set(pending.map(monthOf))].sort(),
      [
        field<Month>('deals', 'Deals', 'number', (m) => m.contracts.length),
        field<Month>('grossCommission', 'Projected Gross', 'currency', (m) =>
          sumMoney(m.contracts.map((c) => c.grossCommission)),
        ),
        field<Month>('netCommission', 'Projected Net', 'currency', (m) =>
          sumMoney(m.contracts.map(ownerNet)),
        ),
      ],
      { type: 'bar', xKey: 'month', series: [{ key: 'netCommission', label: 'Projected Net' }] },
    ),
};
