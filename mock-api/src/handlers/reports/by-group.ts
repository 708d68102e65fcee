// The closed deals grouped (by side, buyer/seller, property type): sides, volume and net per group.
import type { ReportChart } from '@balance/api-client';
import type { ContractRec } from '../../store/types.ts';
import { ownerNet, ownerShare, sumMoney } from '../agentside.ts';
import { field, groupBy, table, type Built } from './table.ts';

type Group = [string, ContractRec[]];

const CHART: ReportChart = { type: 'pie', xKey: 'group', series: [{ key: 'volume', label: 'Volume' }] };

export function byGroup(closed: ContractRec[], label: string, groupOf: (c: ContractRec) => string): Built {
  return table(
    [
      field<Group>('group', label, 'text', ([group]) => group),
      field<Group>('sides', 'Sides', 'number', ([, list]) => sumMoney(list.map(ownerShare))),
      field<Group>('volume', 'Volume', 'currency', ([, list]) => sumMoney(list.map((c) => c.salePrice))),
      field<Group>('netCommission', 'Net Commission', 'currency', ([, list]) => sumMoney(list.map(ownerNet))),
    ],
    groupBy(closed, groupOf),
    CHART,
  );
}
