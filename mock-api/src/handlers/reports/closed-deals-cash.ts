// Closed Deals (Cash): where each closed deal's gross went (office split, fees, net) and its payout.
import type { ContractRec } from '../../store/types.ts';
import { address, closingDate, grossCommission } from './fields.ts';
import { field, table, type ReportDef } from './table.ts';

export const closedDealsCash: ReportDef = {
  icon: 'banknote',
  build: ({ closed }) =>
    table(
      [
        closingDate,
        address,
        grossCommission('Gross'),
        field<ContractRec>('companyDollar', 'Office Split', 'currency', (c) => c.companyDollar),
        field<ContractRec>('transactionFee', 'Fees', 'currency', (c) => c.transactionFee),
        field<ContractRec>('netCommission', 'Net', 'currency', (c) => c.netCommission),
        field<ContractRec>('payoutStatus', 'Payout', 'text', (c) => c.payoutStatus),
      ],
      closed,
      null,
    ),
};
