import type { Invoice } from '@balance/api-client';
import { formatDate, formatNumber } from '@balance/domain';
import { Button, StatusPill } from '@balance/ui';
import { FactList, Panel } from '../common/AgentPage';
import { cents } from '../common/format';
import { AgentLink } from '../common/navigation';
import { Table } from '../common/Table';
import tableStyles from '../common/Table.module.css';
import { paths } from '../../../app/paths';
import styles from './Bills.module.css';

export type InvoiceDetailProps = {
  invoice: Invoice;
  /** Pay Now is offered (open, due, no payment under way). */
  canPay: boolean;
  /** A payment of this invoice is under way. */
  isPaying: boolean;
  onPay: () => void;
  onOpenPdf: () => void;
  isOpeningPdf?: boolean;
  pdfError?: string | null;
  onClose?: () => void;
};

/** One invoice: dates, amounts, payout, its lines, the PDF and Pay Now. */
export function InvoiceDetail({
  invoice,
  canPay,
  isPaying,
  onPay,
  onOpenPdf,
  isOpeningPdf = false,
  pdfError = null,
  onClose,
}: InvoiceDetailProps) {
  return (
    <Panel
      title={`Invoice ${invoice.invoiceNumber}`}
      actions={
        <>
          <Button size="sm" onPress={onOpenPdf} isPending={isOpeningPdf}>
            Open PDF
          </Button>
          {(invoice.status === 'Open' || isPaying) && (
            <Button size="sm" variant="primary" onPress={onPay} isDisabled={!canPay} isPending={isPaying}>
              {isPaying ? 'Payment pending' : 'Pay Now'}
            </Button>
          )}
          {onClose && (
            <Button size="sm" variant="ghost" onPress={onClose}>
              Close
            </Button>
          )}
        </>
      }
    >
      {pdfError && (
        <p className={styles.problem} role="alert">
          {pdfError}
        </p>
      )}
      <FactList
        columns={4}
        items={[
          { label: 'Status', value: <StatusPill status={invoice.status} /> },
          { label: 'Payout', value: <StatusPill status={invoice.payoutStatus} /> },
          { label: 'Issued', value: formatDate(invoice.issueDate) },
          { label: 'Due', value: formatDate(invoice.dueDate) },
          { label: 'Office', value: invoice.officeName },
          { label: 'Total', value: cents(invoice.total) },
          { label: 'Paid', value: cents(invoice.amountPaid) },
          { label: 'Amount due', value: <strong>{cents(invoice.amountDue)}</strong> },
        ]}
      />
      <Table
        label={`Lines of invoice ${invoice.invoiceNumber}`}
        columns={[
          { key: 'description', header: 'Description', wrap: true, render: (line) => line.description },
          { key: 'category', header: 'Category', render: (line) => line.category },
          {
            key: 'contract',
            header: 'Contract',
            render: (line) =>
              line.contractId ? (
                <AgentLink href={paths.agentContract.build(line.contractId)} className={tableStyles.link}>
                  #{line.contractId}
                </AgentLink>
              ) : (
                '—'
              ),
          },
          { key: 'quantity', header: 'Qty', numeric: true, render: (line) => formatNumber(line.quantity) },
          { key: 'unit', header: 'Unit price', numeric: true, render: (line) => cents(line.unitPrice) },
          { key: 'amount', header: 'Amount', numeric: true, render: (line) => cents(line.amount) },
        ]}
        rows={invoice.lines}
        getKey={(line) => line.id}
        totals={['Total', null, null, null, null, cents(invoice.total)]}
      />
    </Panel>
  );
}
