// Awards Level: closed sides and volume per year since 2020, and the award level the volume reaches.
import type { ContractRec } from '../../store/types.ts';
import { ownerShare, sumMoney } from '../agentside.ts';
import { field, table, type ReportDef } from './table.ts';

type Year = { year: number; closed: ContractRec[] };

const volumeOf = (y: Year): number => sumMoney(y.closed.map((c) => c.salePrice));

function level(volume: number): string {
  if (volume >= 8_000_000) return 'Platinum';
  if (volume >= 5_000_000) return 'Gold';
  if (volume >= 2_500_000) return 'Silver';
  return volume > 0 ? 'Bronze' : '—';
}

export const awardsLevel: ReportDef = {
  icon: 'award',
  build: ({ book, year }) => {
    const years: Year[] = [];
    for (let y = 2020; y <= year; y += 1) {
      const closed = book.contracts.filter(
        (c) => c.status === 'CLSD' && c.closingDate?.startsWith(String(y)),
      );
      years.push({ year: y, closed });
    }
    return table(
      [
        field<Year>('year', 'Year', 'text', (y) => String(y.year)),
        field<Year>('sides', 'Sides', 'number', (y) => sumMoney(y.closed.map(ownerShare))),
        field<Year>('volume', 'Volume', 'currency', volumeOf),
        field<Year>('level', 'Level', 'text', (y) => level(volumeOf(y))),
      ],
      years,
      { type: 'bar', xKey: 'year', series: [{ key: 'volume', label: 'Volume' }] },
    );
  },
};
