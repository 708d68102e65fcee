// Office billing, payouts side: the Queue (closed contracts waiting for approval), approving them in a
// batch, Print Checks (the approved ones as a PDF batch) and marking them paid, and one contract's
// payout for the contract page. Every change checks all contracts first: all or none.
import { HttpResponse } from 'msw';
import type { PayoutAction } from '@balance/api-client';
import { PAYOUT_ACTIONS, PAYOUT_MESSAGES, paidDateError, voidReasonError } from '@balance/domain';
import type { Store } from '../store/store.ts';
import type { ContractRec, OfficeRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, notFound } from './http/errors.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { sumMoney } from './agentside.ts';
import {
  billingContract,
  billingOffice,
  contractPayout,
  nextBatchNumber,
  officePayouts,
  planMove,
  recordMove,
  totalsOf,
} from './payouts.ts';
import { checksPdf } from './payouts-pdf.ts';

const QUEUE_STATUSES = ['Not Started', 'Pending'] as const;

/** The contract ids of a batch body, each the office's (404 unknown, 400 another office's). */
function readBatch(check: Check, store: Store, office: OfficeRec): ContractRec[] {
  const raw = check.value('contractIds');
  const found: ContractRec[] = [];
  if (!Array.isArray(raw) || raw.length === 0) check.add('contractIds', PAYOUT_MESSAGES.chooseContracts);
  else if (raw.length > 200) check.add('contractIds', PAYOUT_MESSAGES.tooMany);
  else
    for (const v of raw) {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
        check.add('contractIds', 'Contract ids are whole numbers');
        continue;
      }
      if (found.some((c) => c.contractId === v)) {
        check.add('contractIds', `Contract ${v} is listed twice`);
        continue;
      }
      const c = store.contract(v);
      if (!c) throw notFound(`No contract ${v}.`);
      if (store.agentById.get(c.agentId)?.officeId !== office.id)
        check.add('contractIds', `Contract ${v} is not this office's`);
      else found.push(c);
    }
  return found;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

export function officeBillingHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/Office/billing/{id}/payouts',
      route({ auth: 'admin', strict: true }, ({ params, response }, { store, session, q }) => {
        const office = billingOffice(store, session, params.id);
        q.string('status', { required: true });
        const status = q.oneOf('status', QUEUE_STATUSES) ?? 'Not Started';
        const rows = officePayouts(store, office, (c) => c.payoutStatus === status);
        const agents = [...new Set(rows.map((r) => r.agentId))].map((agentId) => {
          const mine = rows.filter((r) => r.agentId === agentId);
          return { agentId, agentName: mine[0]?.agentName ?? '', ...totalsOf(mine) };
        });
        agents.sort((a, b) => a.agentName.localeCompare(b.agentName) || a.agentId - b.agentId);
        return response(200).json({
          data: {
            officeId: office.id,
            officeName: office.called,
            status,
            rows,
            agents,
            totals: totalsOf(rows),
          },
        });
      }),
    ),

    api.post(
      '/Office/billing/{id}/payouts/approve',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = billingOffice(store, session, params.id);
        const check = new Check(await readJson(request));
        const contracts = readBatch(check, store, office);
        check.done();
        const moves = contracts.map((c) => planMove(c, 'approve'));
        const now = store.nowIso();
        moves.forEach((move, i) => {
          move();
          const c = contracts[i];
          if (c) recordMove(c, 'approve', { session, now });
        });
        store.changed();
        return response(200).json({
          data: {
            count: contracts.length,
            payoutStatus: 'Pending',
            batchNumber: null,
            paidDate: null,
            netToAgent: sumMoney(contracts.map((c) => c.netCommission)),
            message: `${plural(contracts.length, 'payout')} approved`,
          },
        });
      }),
    ),

    api.post(
      '/Office/billing/{id}/payouts/pay',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, ctx) => {
        const { store, session, today } = ctx;
        const office = billingOffice(store, session, params.id);
        const check = new Check(await readJson(request));
        const contracts = readBatch(check, store, office);
        const paidDate = check.date('paidDate', { required: true });
        const dateProblem = typeof paidDate === 'string' ? paidDateError(paidDate, store.today()) : null;
        if (dateProblem) check.add('paidDate', dateProblem);
        check.done();
        const moves = contracts.map((c) => planMove(c, 'markPaid'));
        const day = paidDate ?? today;
        const batchNumber = nextBatchNumber(store, office, day);
        const now = store.nowIso();
        moves.forEach((move, i) => {
          move();
          const c = contracts[i];
          if (c) recordMove(c, 'markPaid', { session, now, batchNumber, paidDate: day });
        });
        store.changed();
        return response(200).json({
          data: {
            count: contracts.length,
            payoutStatus: 'Paid Out',
            batchNumber,
            paidDate: day,
            netToAgent: sumMoney(contracts.map((c) => c.netCommission)),
            message: `${plural(contracts.length, 'payout')} paid in batch ${batchNumber}`,
          },
        });
      }),
    ),

    api.get(
      '/Office/billing/{id}/checks',
      route({ auth: 'admin', strict: true }, async ({ params, response }, { store, session, q, today }) => {
        const office = billingOffice(store, session, params.id);
        const batch = q.string('batch', { maxLength: 40 });
        const rows = officePayouts(store, office, (c) =>
          batch ? c.payout?.batchNumber === batch : c.payoutStatus === 'Pending',
        );
        if (batch && rows.length === 0) throw notFound(`No batch ${batch}.`);
        const company = store.companyById.get(office.companyId);
        const bytes = await checksPdf(rows, {
          company: company?.name ?? 'Balance',
          office: office.called,
          address: `${office.address}, ${office.city}, ${office.state} ${office.zip}`,
          batchNumber: batch ?? null,
          date: rows[0]?.paidDate ?? today,
        });
        const body = new ArrayBuffer(bytes.byteLength);
        new Uint8Array(body).set(bytes);
        const name = batch ?? `checks-${office.officeNum}-${today}`;
        return response.untyped(
          new HttpResponse(body, {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `inline; filename="${name.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
            },
          }),
        );
      }),
    ),

    api.get(
      '/contracts/payout/{id}',
      route({ auth: 'admin', strict: true }, ({ params, response }, { store, session }) =>
        response(200).json({ data: contractPayout(store, billingContract(store, session, params.id)) }),
      ),
    ),

    api.post(
      '/contracts/payout/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, ctx) => {
        const { store, session, today } = ctx;
        // A malformed body is a 400 whatever the id, as on every other write.
        const check = new Check(await readJson(request));
        const contract = billingContract(store, session, params.id);
        const action: PayoutAction | undefined = check.oneOf('action', PAYOUT_ACTIONS, { required: true });
        const reason = check.nullableString('reason', { max: 500 }) ?? '';
        const paidDate = check.date('paidDate', { nullable: true }) ?? null;
        if (action === 'void') {
          const problem = voidReasonError(reason);
          if (problem) check.add('reason', problem);
        }
        if (action === 'markPaid') {
          const problem = paidDateError(paidDate ?? '', store.today());
          if (problem) check.add('paidDate', problem);
        }
        check.done();
        if (!action) throw badRequest('The request is not valid.');
        const move = planMove(contract, action);
        const office = store.officeById.get(store.agentById.get(contract.agentId)?.officeId ?? 0);
        const day = paidDate ?? today;
        const batchNumber = action === 'markPaid' && office ? nextBatchNumber(store, office, day) : undefined;
        move();
        recordMove(contract, action, {
          session,
          now: store.nowIso(),
          batchNumber,
          paidDate: day,
          reason: reason.trim(),
        });
        store.changed();
        return response(200).json({ data: contractPayout(store, contract) });
      }),
    ),
  ];
}
