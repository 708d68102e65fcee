import type { Invoice, Payment, PaymentCheck } from '@balance/api-client';
import { formatDate, INVOICE_FILTERS, MESSAGES, type InvoiceFilter } from '@balance/domain';
import { Button, Pager, StatusPill, Tabs } from '@balance/ui';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSaveForm } from '../../../app/forms';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { cents, errorText } from '../common/format';
import { useAgentNavigate } from '../common/navigation';
import { EmptyNote, LoadFailed, LoadingNote } from '../common/StateViews';
import { Table } from '../common/Table';
import { paths } from '../../../app/paths';
import { InvoiceDetail } from './InvoiceDetail';
import { PayNowForm, validatePayment, type PayResult, type PayValues } from './PayNowForm';
import { canPay, waitForPayment } from './payment';
import styles from './Bills.module.css';

const PAGE_SIZE = 10;
const INVOICE_TABS = INVOICE_FILTERS.map((id) => ({ id, label: id }));

function parseFilter(value: string | null): InvoiceFilter {
  return (INVOICE_FILTERS as readonly string[]).includes(value ?? '') ? (value as InvoiceFilter) : 'Open';
}

/**
 * An invoice as the last payment check says it is: paid (or still being confirmed) right after paying,
 * before the reloaded lists say so.
 */
function withSettlement(invoice: Invoice, settled: ReadonlyMap<number, PaymentCheck>): Invoice {
  const check = settled.get(invoice.id);
  if (!check || invoice.status === 'Paid') return invoice;
  return {
    ...invoice,
    status: check.status,
    payoutStatus: check.payoutStatus,
    amountDue: check.amountDue,
    amountPaid: Math.max(0, invoice.total - check.amountDue),
  };
}

/** Opens a blob (the invoice PDF) in a tab that was opened at the click, so no popup blocker interferes. */
function showInTab(tab: Window | null, blob: Blob) {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * /agent-ez/office-bill (and /office-bill/{invoiceId}): the agent's invoices, Open / Paid / All, an
 * invoice's detail and PDF, and Pay Now with a saved payment method. A payment under way disables
 * its button; the server refuses to take a second payment of the same invoice.
 */
export function OfficeBillPage({ invoiceId = null }: { invoiceId?: number | null }) {
  const api = useAgentApi();
  const navigate = useAgentNavigate();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [payFor, setPayFor] = useState<number | null>(null);
  const [paid, setPaid] = useState<Payment | null>(null);
  const [pdf, setPdf] = useState<{ id: number; error: string | null } | null>(null);

  const query = { filter, pageNumber: page, pageSize: PAGE_SIZE };
  const invoices = useApiQuery(['agent-invoices', query], (signal) => api.invoices(query, signal));
  const [settled, setSettled] = useState<ReadonlyMap<number, PaymentCheck>>(new Map());
  const payForm = useSaveForm<PayValues, 'paymentMethodId', PayResult>({
    fields: ['paymentMethodId'],
    validate: validatePayment,
    save: async ({ invoice, paymentMethodId }) => {
      setPaid(null);
      const payment = await api.payNow({
        invoiceIds: [invoice.id],
        paymentMethodId: paymentMethodId ?? '',
        amount: invoice.amountDue,
      });
      return { payment, check: await waitForPayment((signal) => api.checkForPayment(invoice.id, signal)) };
    },
    readError: (error) => ({ formError: errorText(error) }),
    onSaved: ({ payment, check }, { invoice }) => {
      // Shown as paid at once, before the lists reload; never payable again from this screen.
      setSettled((previous) => new Map(previous).set(invoice.id, check));
      setPaid(payment);
      invoices.reload();
      lookup.reload();
    },
  });
  // The invoice whose payment is under way.
  const pending: ReadonlySet<number> = new Set(payForm.sending ? [payForm.sending.invoice.id] : []);
  const rows = (invoices.data?.rows ?? []).map((row) => withSettlement(row, settled));
  const inPage = invoiceId === null ? null : (rows.find((row) => row.id === invoiceId) ?? null);
  // The invoice of the route, whatever page or filter is shown; its last answer stays on screen while
  // it reloads (after a payment), so the detail and the pay form never blink out.
  const lookup = useApiQuery(invoiceId !== null ? ['agent-invoice', invoiceId] : null, async (signal) => {
    const all = await api.invoices({ filter: 'All', pageNumber: 1, pageSize: 100 }, signal);
    return all.rows.find((row) => row.id === invoiceId) ?? null;
  });
  const found: Invoice | null =
    (lookup.status === 'success' ? lookup.data : null) ?? inPage ?? lookup.data ?? null;
  const selected = found ? withSettlement(found, settled) : null;
  // Invoices with a payment under way or already sent: Pay Now stays off for them.
  const blocked: ReadonlySet<number> = new Set([...pending, ...settled.keys()]);
  const methods = useApiQuery(payFor !== null ? ['agent-payment-methods'] : null, (signal) =>
    api.paymentMethods(signal),
  );

  const setQuery = (patch: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  function openInvoice(id: number | null) {
    const search = params.toString();
    const base = id === null ? paths.agentOfficeBill.build() : paths.agentInvoice.build(id);
    navigate(search ? `${base}?${search}` : base);
    setPayFor(null);
    payForm.reset();
  }

  async function openPdf(invoice: Invoice) {
    const tab = window.open('', '_blank');
    setPdf({ id: invoice.id, error: null });
    try {
      showInTab(tab, await api.invoicePdf(invoice.id));
      setPdf(null);
    } catch (error) {
      tab?.close();
      setPdf({ id: invoice.id, error: `The PDF could not be opened: ${errorText(error)}` });
    }
  }

  const total = invoices.data?.pagination?.totalCount ?? rows.length;

  return (
    <AgentPage
      title="Office Bill"
      description="What the office billed you, what is still open, and paying it."
    >
      {paid && (
        <p className={styles.success} role="status">
          <strong>{MESSAGES.paymentSuccessful}</strong> · {cents(paid.amount)} paid with {paid.method.label}.
          Confirmation {paid.confirmation}.
        </p>
      )}
      <Tabs
        label="Invoices"
        items={INVOICE_TABS}
        selectedKey={filter}
        onSelectionChange={(key) => setQuery({ filter: key === 'Open' ? null : key, page: null })}
      >
        {({ id }) =>
          invoices.status === 'error' ? (
            <LoadFailed
              title="Your invoices could not be loaded."
              error={invoices.error}
              onRetry={invoices.reload}
            />
          ) : !invoices.data ? (
            <LoadingNote>Loading invoices…</LoadingNote>
          ) : rows.length === 0 && page > 1 ? (
            // A page past the end (an old bookmark, or invoices paid meanwhile): not "no invoices".
            <EmptyNote title={`There is no page ${page} of these invoices.`}>
              <Button size="sm" variant="secondary" onPress={() => setQuery({ page: null })}>
                Go to the first page
              </Button>
            </EmptyNote>
          ) : rows.length === 0 ? (
            <EmptyNote
              title={id === 'Open' ? 'Nothing to pay' : id === 'Paid' ? 'No paid invoices' : 'No invoices'}
            >
              {id === 'Open' ? 'You have no open invoices. Nice.' : 'Invoices from your office appear here.'}
            </EmptyNote>
          ) : (
            <>
              <Table
                label={`${id} invoices`}
                selectedKey={selected?.id ?? null}
                columns={[
                  {
                    key: 'number',
                    header: 'Invoice',
                    render: (row) => (
                      <button
                        type="button"
                        className={styles.invoiceButton}
                        onClick={() => openInvoice(row.id)}
                        aria-label={`Show invoice ${row.invoiceNumber}`}
                      >
                        {row.invoiceNumber}
                      </button>
                    ),
                  },
                  { key: 'issued', header: 'Issued', render: (row) => formatDate(row.issueDate) },
                  { key: 'due', header: 'Due', render: (row) => formatDate(row.dueDate) },
                  { key: 'total', header: 'Total', numeric: true, render: (row) => cents(row.total) },
                  {
                    key: 'amountDue',
                    header: 'Amount due',
                    numeric: true,
                    render: (row) => cents(row.amountDue),
                  },
                  {
                    key: 'status',
                    header: 'Status',
                    render: (row) => <StatusPill status={pending.has(row.id) ? 'Pending' : row.status} />,
                  },
                  {
                    key: 'payout',
                    header: 'Payout',
                    render: (row) => <StatusPill status={row.payoutStatus} />,
                  },
                  {
                    key: 'pay',
                    header: <span className="visually-hidden">Actions</span>,
                    render: (row) =>
                      row.status === 'Open' ? (
                        <Button
                          size="sm"
                          variant="primary"
                          isDisabled={!canPay(row, blocked)}
                          isPending={pending.has(row.id)}
                          aria-label={`Pay invoice ${row.invoiceNumber}`}
                          onPress={() => {
                            openInvoice(row.id);
                            setPayFor(row.id);
                          }}
                        >
                          Pay Now
                        </Button>
                      ) : null,
                  },
                ]}
                rows={rows}
                getKey={(row) => row.id}
              />
              {total > PAGE_SIZE && (
                <Pager
                  page={page}
                  pageSize={PAGE_SIZE}
                  totalCount={total}
                  onPageChange={(next) => setQuery({ page: next === 1 ? null : String(next) })}
                  label="Invoice pages"
                />
              )}
            </>
          )
        }
      </Tabs>

      {invoiceId !== null && !selected && lookup.status !== 'loading' && invoices.status === 'success' && (
        <EmptyNote title={`Invoice ${invoiceId} was not found`}>
          It may belong to another agent or office.
        </EmptyNote>
      )}
      {selected && (
        <InvoiceDetail
          invoice={selected}
          canPay={canPay(selected, blocked)}
          isPaying={pending.has(selected.id)}
          onPay={() => {
            setPayFor(selected.id);
            payForm.reset();
          }}
          onOpenPdf={() => void openPdf(selected)}
          isOpeningPdf={pdf?.id === selected.id && pdf.error === null}
          pdfError={pdf?.id === selected.id ? pdf.error : null}
          onClose={() => openInvoice(null)}
        />
      )}
      {selected && payFor === selected.id && (
        <PayNowForm
          key={selected.id}
          invoice={selected}
          methods={methods.data ?? null}
          methodsError={methods.status === 'error' ? errorText(methods.error) : null}
          form={payForm}
          paid={paid && paid.invoiceIds.includes(selected.id) ? paid : null}
          onCancel={() => {
            setPayFor(null);
            payForm.reset();
          }}
        />
      )}
    </AgentPage>
  );
}
