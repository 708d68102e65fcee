// Closed Deals: one row per closed contract, the owner's net charted by closing day.
import { address, closingDate, ownerNetCommission, salePrice, side, splitPercent } from './fields.ts';
import { table, type ReportDef } from './table.ts';

export const closedDeals: ReportDef = {
  icon: 'handshake',
  build: ({ closed }) =>
    table(
      [closingDate, address, side, salePrice, splitPercent('Split'), ownerNetCommission('Net Commission')],
      closed,
      { type: 'bar', xKey: 'closingDate', series: [{ key: 'netCommission', label: 'Net Commission' }] },
    ),
};
