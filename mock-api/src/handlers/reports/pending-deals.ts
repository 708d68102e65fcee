// Pending Deals: one row per pending contract with its projected net.
import type { ContractRec } from '../../store/types.ts';
import { address, closingDate, grossCommission, ownerNetCommission, salePrice, side } from './fields.ts';
import { field, table, type ReportDef } from './table.ts';

export const pendingDeals: ReportDef = {
  icon: 'hourglass',
  build: ({ pending }) =>
    table(
      [
        field<ContractRec>('contractDate', 'Contract Date', 'date', (c) => c.contractDate),
        { ...closingDate, label: 'Expected Closing' },
        address,
        side,
        salePrice,
        grossCommission('Gross Commission'),
        ownerNetCommission('Projected Net'),
      ],
      pending,
      null,
    ),
};
