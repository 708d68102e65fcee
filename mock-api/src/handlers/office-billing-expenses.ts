// Billable Expenses: charges to an office's agents. Each charge is an invoice in the agent's book, so
// the agent's Office Bill shows it and pays it like any other; its status here is that invoice's.
import type { BillableExpense } from '@balance/api-client';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_KINDS,
  EXPENSE_MESSAGES,
  INVOICE_FILTERS,
  expenseErrors,
} from '@balance/domain';
import { addDays } from '../seed/dates.ts';
import type { Store } from '../store/store.ts';
import type { InvoiceRec, OfficeRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest } from './http/errors.ts';
import { paginate, paginationHeader } from './http/paging.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { billingOffice } from './payouts.ts';
import { agentName, invoiceTotal } from './views.ts';

/** Charges sit above the monthly invoices' ids in the agent's range (agentId * 1000 + 500 + n). */
const EXPENSE_ID_BASE = 500;

function expenseView(store: Store, i: InvoiceRec): BillableExpense {
  const agent = store.agentById.get(i.agentId);
  const last = i.paymentIds.at(-1);
  const paid = last !== undefined ? store.db.payments.find((p) => p.id === last) : undefined;
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    agentId: i.agentId,
    agentName: agent ? agentName(agent) : '',
    kind: i.expense?.kind ?? 'Other',
    date: i.expense?.date ?? i.issueDate,
    amount: invoiceTotal(i),
    memo: i.expense?.memo ?? '',
    status: i.status,
    paidAt: i.status === 'Paid' ? (paid?.paidAt ?? null) : null,
  };
}

function officeExpenses(store: Store, office: OfficeRec): InvoiceRec[] {
  const list: InvoiceRec[] = [];
  for (const agent of store.agentsByOffice.get(office.id) ?? [])
    for (const i of store.book(agent.userId)?.invoices ?? []) if (i.expense) list.push(i);
  return list.sort((a, b) => (b.expense?.date ?? '').localeCompare(a.expense?.date ?? '') || b.id - a.id);
}

export function officeExpenseHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/Office/billing/{id}/expenses',
      route({ auth: 'admin', strict: true }, ({ params, response }, { store, session, q }) => {
        const office = billingOffice(store, session, params.id);
        const filter = q.oneOf('filter', INVOICE_FILTERS) ?? 'All';
        const list = officeExpenses(store, office).filter((i) => filter === 'All' || i.status === filter);
        // An office with no charges yet answers an empty page, not "no results": it is a list, not a search.
        const page = paginate(list, q.page());
        return response(200).json(
          { data: page.rows.map((i) => expenseView(store, i)) },
          { headers: paginationHeader(page) },
        );
      }),
    ),

    api.post(
      '/Office/billing/{id}/expenses',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = billingOffice(store, session, params.id);
        const check = new Check(await readJson(request));
        const agentId = check.number('agentId', { integer: true, min: 1 });
        const kind = check.oneOf('kind', EXPENSE_KINDS);
        const date = check.date('date');
        const amount = check.number('amount');
        const memo = check.string('memo', { max: 200 }) ?? '';
        if (check.ok()) {
          const problems = expenseErrors(
            {
              agentId: agentId ?? null,
              kind: kind ?? null,
              date: date ?? '',
              amount: amount ?? null,
              memo,
            },
            store.today(),
          );
          for (const [field, message] of Object.entries(problems)) check.add(field, message);
        }
        const agent = agentId !== undefined ? store.agentById.get(agentId) : undefined;
        if (agentId !== undefined && agent?.officeId !== office.id)
          check.add('agentId', EXPENSE_MESSAGES.agentNotInOffice);
        check.done();
        const book = agent ? store.book(agent.userId) : undefined;
        if (!agent || !book || !kind || !date || amount === undefined)
          throw badRequest('The request is not valid.');
        const n = book.invoices.filter((i) => i.expense).length + 1;
        if (n >= 500) throw badRequest('This agent has too many charges on file.');
        const rec: InvoiceRec = {
          id: agent.userId * 1000 + EXPENSE_ID_BASE + n,
          invoiceNumber: `EXP-${agent.userId}-${EXPENSE_ID_BASE + n}`,
          officeId: office.id,
          agentId: agent.userId,
          issueDate: date,
          dueDate: addDays(date, 14),
          status: 'Open',
          payoutStatus: 'Not Started',
          amountPaid: 0,
          lines: [
            {
              id: 1,
              description: memo.trim() === '' ? kind : `${kind} — ${memo.trim()}`,
              category: EXPENSE_CATEGORIES[kind],
              quantity: 1,
              unitPrice: amount,
              amount,
              contractId: null,
            },
          ],
          expense: { kind, date, memo: memo.trim(), createdAt: store.nowIso() },
          paymentIds: [],
        };
        book.invoices.push(rec);
        store.changed();
        return response(200).json({ data: expenseView(store, rec) });
      }),
    ),
  ];
}
