// Invoice Summary: the year's invoices with their totals, payments and amounts due.
import type { Invoice } from '@balance/api-client';
import { invoice } from '../views.ts';
import { field, table, type ReportDef } from './table.ts';

export const invoiceSummary: ReportDef = {
  icon: 'file-spreadsheet',
  build: ({ store, yearInvoices }) =>
    table(
      [
        field<Invoice>('invoiceNumber', 'Invoice', 'text', (i) => i.invoiceNumber),
        field<Invoice>('issueDate', 'Issued', 'date', (i) => i.issueDate),
        field<Invoice>('dueDate', 'Due', 'date', (i) => i.dueDate),
        field<Invoice>('status', 'Status', 'text', (i) => i.status),
        field<Invoice>('total', 'Total', 'currency', (i) => i.total),
        field<Invoice>('amountPaid', 'Paid', 'currency', (i) => i.amountPaid),
        field<Invoice>('amountDue', 'Due', 'currency', (i) => i.amountDue),
      ],
      yearInvoices.map((i) => invoice(store, i)),
      null,
    ),
};
