// Billable Expenses: charges to the office's agents (desk fee, E&O, transaction fee, other), each an
// invoice on the agent's Office Bill; what the agent has paid there shows as Paid here.
import { useState } from 'react';
import { formatCurrency, formatDate, INVOICE_FILTERS, type InvoiceFilter } from '@balance/domain';
import { EmptyState, Pager, Select, StatusPill } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { readList } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { OfficePage } from '../manage/OfficePages';
import { PartLoad } from '../manage/PartLoad';
import manage from '../manage/manage.module.css';
import { expensesKey, useBillingRefresh } from './billingApi';
import { BillingTable } from './BillingTable';
import { ExpenseForm } from './ExpenseForm';
import styles from './billing.module.css';

const PAGE_SIZE = 25;
const FILTER_ITEMS = INVOICE_FILTERS.map((id) => ({ id, label: id }));

export function ExpensesPage() {
  return (
    <OfficePage
      title="Billable Expenses"
      description="Charges to the office's agents. Each one is a line on the agent's Office Bill."
    >
      {(id) => <Expenses key={id} officeId={id} />}
    </OfficePage>
  );
}

function Expenses({ officeId }: { officeId: number }) {
  const api = useApiClient();
  const refresh = useBillingRefresh();
  const [filter, setFilter] = useState<InvoiceFilter>('All');
  const [page, setPage] = useState(1);
  const list = useApiQuery(expensesKey(officeId, filter, page), async (signal) =>
    readList(
      await api.GET('/Office/billing/{id}/expenses', {
        params: { path: { id: officeId }, query: { filter, pageNumber: page, pageSize: PAGE_SIZE } },
        signal,
      }),
    ),
  );
  return (
    <>
      <ExpenseForm officeId={officeId} onAdded={refresh} />
      <section className={manage.card} aria-labelledby="expenses-title">
        <h2 id="expenses-title" className={manage.cardTitle}>
          Charges
        </h2>
        <div className={styles.toolbar}>
          <Select
            label="Show"
            items={FILTER_ITEMS}
            selectedKey={filter}
            onSelectionChange={(key) => {
              setFilter((key as InvoiceFilter | null) ?? 'All');
              setPage(1);
            }}
          />
        </div>
        <PartLoad query={list} what="charges">
          {({ rows, pagination }) =>
            rows.length === 0 ? (
              <EmptyState
                title={filter === 'All' ? 'No charges yet' : `No ${filter.toLowerCase()} charges`}
                description="Charges added above appear here."
                isCompact
              />
            ) : (
              <>
                <BillingTable label="Charges to agents" captionHidden>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Agent</th>
                      <th scope="col">Charge</th>
                      <th scope="col">Memo</th>
                      <th scope="col">Invoice</th>
                      <th scope="col" className={styles.num}>
                        Amount
                      </th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((e) => (
                      <tr key={e.id}>
                        <td>{formatDate(e.date)}</td>
                        <td>{e.agentName}</td>
                        <td>{e.kind}</td>
                        <td className={styles.address}>{e.memo}</td>
                        <td>{e.invoiceNumber}</td>
                        <td className={styles.num}>{formatCurrency(e.amount)}</td>
                        <td>
                          <StatusPill status={e.status} />
                          {e.paidAt && <span className="visually-hidden"> on {formatDate(e.paidAt)}</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </BillingTable>
                {(pagination?.totalCount ?? 0) > PAGE_SIZE && (
                  <Pager
                    page={page}
                    pageSize={PAGE_SIZE}
                    totalCount={pagination?.totalCount ?? 0}
                    onPageChange={setPage}
                    label="Charge pages"
                  />
                )}
              </>
            )
          }
        </PartLoad>
      </section>
    </>
  );
}
