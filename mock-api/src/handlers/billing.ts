// Billing: agent and office invoices, payment (status changes, checkforpayment sees it, no double
// payment), the invoice PDF, payment methods, plan status and the 1099 with its consent.
import type { InvoiceFilter, PlanFee } from '@balance/api-client';
import { INVOICE_FILTERS, MESSAGES } from '@balance/domain';
import { DESK_FEE, EO_MONTHLY } from '../seed/book.ts';
import { PAYMENT_METHODS } from '../seed/generate.ts';
import type { Store } from '../store/store.ts';
import type { InvoiceRec, PaymentRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, forbidden, noResults, notFound } from './http/errors.ts';
import { pagedReply, paginate } from './http/paging.ts';
import { makeRoute, type Deps, type RouteCtx } from './http/route.ts';
import { scope } from './http/scope.ts';
import {
  bookOf,
  canSeeAgent,
  capProgress,
  cents,
  dayForYear,
  fromCents,
  ownerNet,
  resolveAgent,
  sumMoney,
} from './agentside.ts';
import { invoicePdf, pdfResponse } from './pdf.ts';
import { agentName, invoice, invoiceTotal, payment } from './views.ts';

function filterInvoices(list: InvoiceRec[], filter: InvoiceFilter, year: number | undefined): InvoiceRec[] {
  return list
    .filter(
      (i) =>
        (filter === 'All' || i.status === filter) &&
        (year === undefined || i.issueDate.startsWith(String(year))),
    )
    .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.id - a.id);
}

/** The invoice if the session may see it; 404 when unknown, 403 when someone else's. */
function invoiceFor(store: Store, session: Session, id: number | undefined): InvoiceRec {
  const found = id !== undefined ? store.invoice(id) : undefined;
  if (!found) throw notFound('No such invoice.');
  if (!canSeeAgent(store, session, found.agentId)) throw forbidden();
  return found;
}

function confirmation(id: number): string {
  return `PL-${((id * 2_654_435_761) >>> 0).toString(16).toUpperCase().padStart(8, '0').slice(0, 6)}`;
}

/** Pays the invoices all at once, or none: each must exist, be visible, be open; the amount must match. */
async function pay(ctx: RouteCtx, office: boolean): Promise<PaymentRec> {
  const { store, session, request } = ctx;
  const check = new Check(await readJson(request));
  const raw = check.value('invoiceIds');
  const ids: number[] = [];
  if (!Array.isArray(raw) || raw.length === 0) check.add('invoiceIds', 'Choose at least one invoice');
  else if (raw.length > 200) check.add('invoiceIds', 'At most 200 invoices at once');
  else {
    for (const v of raw) {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
        check.add('invoiceIds', 'Invoice ids are whole numbers');
      else if (ids.includes(v)) check.add('invoiceIds', `Invoice ${v} is listed twice`);
      else ids.push(v);
    }
  }
  const methodId = check.string('paymentMethodId', { required: true, min: 1, max: 100 });
  const amount = check.number('amount', { required: true, exclusiveMin: 0, max: 10_000_000 });
  if (methodId && !PAYMENT_METHODS.some((m) => m.id === methodId))
    check.add('paymentMethodId', 'No such payment method');
  check.done();
  const invoices = ids.map((id) => {
    const found = store.invoice(id);
    if (!found) throw notFound(`No invoice ${id}.`);
    if (!canSeeAgent(store, session, found.agentId)) throw forbidden();
    if (!office && session.role === 'Agent' && found.agentId !== session.user.userId) throw forbidden();
    return found;
  });
  const paid = invoices.filter((i) => i.status === 'Paid');
  if (paid.length > 0) {
    throw badRequest(`Already paid: ${paid.map((i) => i.invoiceNumber).join(', ')}.`, {
      invoiceIds: paid.map((i) => `${i.invoiceNumber} has already been paid`),
    });
  }
  const due = sumMoney(invoices.map((i) => invoiceTotal(i) - i.amountPaid));
  if (cents(amount ?? 0) !== cents(due)) {
    throw badRequest(`The amount must be the amount due: ${due.toFixed(2)}.`, {
      amount: [`The amount due is ${due.toFixed(2)}`],
    });
  }
  const id = store.nextId('payment');
  const rec: PaymentRec = {
    id,
    invoiceIds: ids,
    amount: due,
    paidAt: store.nowIso(),
    methodId: methodId ?? 'pm_1',
    confirmation: confirmation(id),
    userId: session.user.userId,
  };
  for (const i of invoices) {
    i.status = 'Paid';
    i.amountPaid = invoiceTotal(i);
    i.payoutStatus = 'Pending';
    i.paymentIds.push(id);
  }
  store.db.payments.push(rec);
  store.changed();
  return rec;
}

export function billingHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/AgentInvoice/getAgentOpenInvoice',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const { store, q } = ctx;
        const agent = resolveAgent(ctx);
        const filter = q.oneOf('filter', INVOICE_FILTERS) ?? 'Open';
        const year = q.year(ctx.currentYear, { optional: true });
        const page = paginate(filterInvoices(bookOf(store, agent).invoices, filter, year), q.page());
        return response(200).json(...pagedReply(page, (i) => invoice(store, i)));
      }),
    ),

    api.get(
      '/AgentInvoice/checkforpayment',
      route({ auth: 'user', strict: true }, ({ response }, { store, q, session }) => {
        const id = q.int('invoiceId', { required: true, min: 1 });
        const found = id !== undefined ? store.invoice(id) : undefined;
        if (!found || !canSeeAgent(store, session, found.agentId)) throw notFound('No such invoice.');
        const last =
          found.paymentIds.length > 0
            ? store.db.payments.find((p) => p.id === found.paymentIds.at(-1))
            : undefined;
        const view = invoice(store, found);
        return response(200).json({
          data: {
            invoiceId: found.id,
            status: found.status,
            payoutStatus: found.payoutStatus,
            amountDue: view.amountDue,
            lastPayment: last ? payment(last) : null,
          },
        });
      }),
    ),

    api.post(
      '/AgentInvoice/agentPaynow',
      route({ auth: 'user', agentAccess: true, strict: true }, async ({ response }, ctx) =>
        response(200).json({ data: payment(await pay(ctx, false)) }),
      ),
    ),

    api.get(
      '/invoice/getOpenInvoice',
      route({ auth: 'admin' }, ({ response }, { store, q, session }) => {
        const requested = q.int('officeId', { min: 1 });
        const officeId = requested ?? session.office?.id;
        const s = scope(session, store);
        if (officeId === undefined || !store.officeById.has(officeId)) throw noResults();
        if (!s.all && !s.officeIds.has(officeId)) throw forbidden();
        const filter = q.oneOf('filter', INVOICE_FILTERS) ?? 'Open';
        const year = q.year(Number(store.db.meta.today.slice(0, 4)), { optional: true });
        const paging = q.page();
        const all: InvoiceRec[] = [];
        for (const agent of store.agentsByOffice.get(officeId) ?? [])
          all.push(...(store.book(agent.userId)?.invoices ?? []));
        const page = paginate(filterInvoices(all, filter, year), paging);
        return response(200).json(...pagedReply(page, (i) => invoice(store, i)));
      }),
    ),

    api.get(
      '/invoice/getInvoicePdf',
      route({ auth: 'user', strict: true }, async ({ response }, { store, q, session }) => {
        const found = invoiceFor(store, session, q.int('invoiceId', { required: true, min: 1 }));
        const office = store.officeById.get(found.officeId);
        const company = office ? store.companyById.get(office.companyId) : undefined;
        const bytes = await invoicePdf(invoice(store, found), {
          company: company?.name ?? 'Balance',
          office: office?.called ?? '',
          address: office ? `${office.address}, ${office.city}, ${office.state} ${office.zip}` : '',
        });
        return response.untyped(pdfResponse(bytes, `${found.invoiceNumber}.pdf`));
      }),
    ),

    api.post(
      '/invoice/payNow',
      route({ auth: 'admin', strict: true }, async ({ response }, ctx) =>
        response(200).json({ data: payment(await pay(ctx, true)) }),
      ),
    ),

    api.get(
      '/payload/accounts',
      route({ auth: 'user' }, ({ response }) => response(200).json({ data: PAYMENT_METHODS })),
    ),

    api.get(
      '/agents/planStatus',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const { store, q } = ctx;
        const agent = resolveAgent(ctx);
        const year = q.year(ctx.currentYear) ?? ctx.currentYear;
        const plan = store.planOf(agent);
        const { cap, contributions } = capProgress(
          store,
          agent,
          bookOf(store, agent).contracts,
          dayForYear(year, ctx.today),
          ctx.today,
        );
        const fees: PlanFee[] = [
          { label: 'Desk fee', amount: DESK_FEE, frequency: 'Monthly' },
          // The plan's per-deal fees; a percent of gross is named in the label.
          ...plan.fees.map((f): PlanFee => ({
            label: f.percent > 0 ? `${f.kind} (${f.percent}% of gross)` : f.kind,
            amount: f.flatAmount,
            frequency: 'Per transaction',
          })),
          { label: 'E&O insurance', amount: fromCents(cents(EO_MONTHLY) * 12), frequency: 'Annual' },
        ];
        return response(200).json({
          data: {
            agentId: agent.userId,
            agentName: agentName(agent),
            year,
            planName: plan.name,
            splitBeforeCap: plan.tiers[0]?.agentSplit ?? 100,
            splitAfterCap: 100,
            cap,
            fees,
            contributions,
          },
        });
      }),
    ),

    api.get(
      '/tax1099',
      route({ auth: 'user', agentAccess: true }, ({ response }, ctx) => {
        const { store, q } = ctx;
        const agent = resolveAgent(ctx, { unknown: 'notFound' });
        const year = q.year(ctx.currentYear) ?? ctx.currentYear;
        const firstYear = Math.max(2020, Number(agent.hireDate.slice(0, 4)));
        if (year < firstYear) throw notFound(`There is no 1099 for ${year}.`);
        const office = store.officeById.get(agent.officeId);
        const company = office ? store.companyById.get(office.companyId) : undefined;
        const closed = bookOf(store, agent).contracts.filter(
          (c) => c.status === 'CLSD' && c.closingDate?.startsWith(String(year)),
        );
        const monthly = Array.from({ length: 12 }, (_, m) => {
          const month = `${year}-${String(m + 1).padStart(2, '0')}`;
          return {
            month,
            amount: sumMoney(closed.filter((c) => c.closingDate?.startsWith(month)).map(ownerNet)),
          };
        });
        const total = sumMoney(monthly.map((m) => m.amount));
        const user = store.userById.get(agent.userId);
        const availableYears: number[] = [];
        for (let y = ctx.currentYear; y >= firstYear; y -= 1) availableYears.push(y);
        return response(200).json({
          data: {
            agentId: agent.userId,
            agentName: agentName(agent),
            year,
            availableYears,
            status: year === ctx.currentYear ? 'Draft' : 'Final',
            payerName: company?.name ?? '',
            payerTin: `**-***${String(4000 + (((company?.id ?? 0) * 37) % 6000)).padStart(4, '0')}`,
            recipientTin: `***-**-${agent.tinLast4}`,
            nonemployeeCompensation: total,
            federalTaxWithheld: 0,
            state: office?.state ?? '',
            stateIncome: total,
            stateTaxWithheld: 0,
            consent: {
              consent: user?.tax1099Consent ?? false,
              consentedAt: user?.consentedAt ?? null,
              message: MESSAGES.userConsentSaved,
            },
            monthly,
          },
        });
      }),
    ),

    api.put(
      '/tax1099/consent',
      route({ auth: 'user', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const consent = check.boolean('consent', { required: true });
        check.done();
        const user = session.user;
        user.tax1099Consent = consent ?? false;
        user.consentedAt = consent ? store.nowIso() : null;
        store.changed();
        return response(200).json({
          data: {
            consent: user.tax1099Consent,
            consentedAt: user.consentedAt,
            message: MESSAGES.userConsentSaved,
          },
        });
      }),
    ),
  ];
}
