// Average Price per Closing: closings, volume and average price per month of the year.
import { sumMoney } from '../agentside.ts';
import { byMonth, monthsOf, type Month } from './by-month.ts';
import { field, type ReportDef } from './table.ts';

const volumeOf = (m: Month): number => sumMoney(m.contracts.map((c) => c.salePrice));
const average = (volume: number, count: number): number =>
  count ? Math.round((volume / count) * 100) / 100 : 0;

export const apc: ReportDef = {
  icon: 'scale',
  build: ({ closed, year }) => {
    const built = byMonth(
      closed,
      monthsOf(year),
      [
        field<Month>('closings', 'Closings', 'number', (m) => m.contracts.length),
        field<Month>('volume', 'Volume', 'currency', volumeOf),
        field<Month>('averagePrice', 'Average Price', 'currency', (m) =>
          average(volumeOf(m), m.contracts.length),
        ),
      ],
      { type: 'bar', xKey: 'month', series: [{ key: 'averagePrice', label: 'Average Price' }] },
      ['averagePrice'],
    );
    // The year's average is over every closing, not the average of the monthly averages.
    const n = built.rows.reduce((s, r) => s + (typeof r.closings === 'number' ? r.closings : 0), 0);
    if (built.totals) built.totals.averagePrice = average(sumMoney(closed.map((c) => c.salePrice)), n);
    return built;
  },
};
