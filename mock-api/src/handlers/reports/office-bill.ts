// Office Bill: the year's invoice lines summed per category.
import type { InvoiceLine } from '@balance/api-client';
import { sumMoney } from '../agentside.ts';
import { field, groupBy, table, type ReportDef } from './table.ts';

type Category = [string, InvoiceLine[]];

export const officeBill: ReportDef = {
  icon: 'receipt',
  build: ({ yearInvoices }) =>
    table(
      [
        field<Category>('category', 'Category', 'text', ([category]) => category),
        field<Category>('items', 'Items', 'number', ([, lines]) => lines.length),
        field<Category>('amount', 'Amount', 'currency', ([, lines]) => sumMoney(lines.map((l) => l.amount))),
      ],
      groupBy(
        yearInvoices.flatMap((i) => i.lines),
        (line) => line.category,
      ),
      { type: 'pie', xKey: 'category', series: [{ key: 'amount', label: 'Amount' }] },
    ),
};
