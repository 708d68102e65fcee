// Net Income: per month of the year, the gross and where it went (office split, fees, net).
import { sumMoney } from '../agentside.ts';
import { byMonth, monthsOf, type Month } from './by-month.ts';
import { field, type ReportDef } from './table.ts';

const sum = (key: 'grossCommission' | 'companyDollar' | 'transactionFee' | 'netCommission') => (m: Month) =>
  sumMoney(m.contracts.map((c) => c[key]));

export const netIncome: ReportDef = {
  icon: 'wallet',
  build: ({ closed, year }) =>
    byMonth(
      closed,
      monthsOf(year),
      [
        field<Month>('grossCommission', 'Gross', 'currency', sum('grossCommission')),
        field<Month>('companyDollar', 'Office Split', 'currency', sum('companyDollar')),
        field<Month>('fees', 'Fees', 'currency', sum('transactionFee')),
        field<Month>('netCommission', 'Net Income', 'currency', sum('netCommission')),
      ],
      { type: 'line', xKey: 'month', series: [{ key: 'netCommission', label: 'Net Income' }] },
    ),
};
