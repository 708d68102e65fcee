// Billing Details: every line of the year's invoices.
import type { InvoiceLine } from '@balance/api-client';
import type { InvoiceRec } from '../../store/types.ts';
import { field, table, type ReportDef } from './table.ts';

type Line = { invoice: InvoiceRec; line: InvoiceLine };

export const billingDetails: ReportDef = {
  icon: 'receipt-text',
  build: ({ yearInvoices }) =>
    table(
      [
        field<Line>('date', 'Date', 'date', (l) => l.invoice.issueDate),
        field<Line>('description', 'Description', 'text', (l) => l.line.description),
        field<Line>('category', 'Category', 'text', (l) => l.line.category),
        field<Line>('invoiceNumber', 'Invoice', 'text', (l) => l.invoice.invoiceNumber),
        field<Line>('status', 'Status', 'text', (l) => l.invoice.status),
        field<Line>('amount', 'Amount', 'currency', (l) => l.line.amount),
      ],
      yearInvoices.flatMap((invoice) => invoice.lines.map((line) => ({ invoice, line }))),
      null,
    ),
};
