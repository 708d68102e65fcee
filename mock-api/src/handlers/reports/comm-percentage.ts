// Commission Percentage: each closed deal's commission rate and the agent's split of it.
import type { ContractRec } from '../../store/types.ts';
import { address, grossCommission, salePrice, splitPercent } from './fields.ts';
import { field, table, type ReportDef } from './table.ts';

export const commPercentage: ReportDef = {
  icon: 'percent',
  build: ({ closed }) =>
    table(
      [
        address,
        salePrice,
        field<ContractRec>('commissionPercent', 'Commission', 'percent', (c) => c.commissionPercent),
        grossCommission('Gross Commission'),
        splitPercent('Your Split'),
      ],
      closed,
      null,
    ),
};
