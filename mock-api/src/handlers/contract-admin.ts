// The admin area's contract: read it, change its status (close, fall, reopen) and its commission
// disbursement authorization (PDF). Super Admins reach every contract; an Office Admin those of
// agents in their scope.
import {
  CONTRACT_ACTION_EVENTS,
  CONTRACT_ACTIONS,
  CONTRACT_STATUS_MESSAGES,
  contractActionRefusal,
  contractTransitionErrors,
  statusAfter,
} from '@balance/domain';
import { applyCap } from '../seed/book.ts';
import type { Store } from '../store/store.ts';
import type { ContractRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, forbidden, notFound } from './http/errors.ts';
import { pathId } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { scope } from './http/scope.ts';
import { adminContract } from './contract-admin-view.ts';
import { cdaPdf } from './contract-cda.ts';
import { pdfResponse } from './pdf.ts';

const FAILURE = 'The contract status could not be changed.';

/** The contract by path id, if its agent is in the caller's scope: 404 unknown, 403 out of scope. */
export function adminContractFor(store: Store, session: Session, raw: unknown): ContractRec {
  const contract = store.contract(pathId(raw));
  if (!contract) throw notFound('No such contract.');
  const owner = store.agentById.get(contract.agentId);
  const s = scope(session, store);
  if (!s.all && !(owner && s.officeIds.has(owner.officeId))) throw forbidden();
  return contract;
}

/** Re-prices the owner's book under their plan: a close moves the cap year's running totals. */
function reprice(store: Store, contract: ContractRec): void {
  const owner = store.agentById.get(contract.agentId);
  const book = store.book(contract.agentId);
  if (owner && book) applyCap(owner, store.planOf(owner), book.contracts, store.db.meta.today);
}

export function contractAdminHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/contracts/admin/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: adminContract(store, adminContractFor(store, session, params.id)) }),
      ),
    ),

    api.post(
      '/contracts/admin/{id}/status',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        // The body is read first: malformed JSON is a 400 whatever the id.
        const check = new Check(await readJson(request));
        const contract = adminContractFor(store, session, params.id);
        const action = check.oneOf('action', CONTRACT_ACTIONS, { required: true });
        const closingDate = check.nullableString('closingDate', { max: 10 }) ?? '';
        const rawPrice = check.value('finalPrice');
        const finalPrice = typeof rawPrice === 'number' ? rawPrice : null;
        if (rawPrice !== undefined && rawPrice !== null && typeof rawPrice !== 'number')
          check.add('finalPrice', CONTRACT_STATUS_MESSAGES.finalPriceInvalid);
        const reason = check.nullableString('reason', { max: 2000 }) ?? '';
        check.done(FAILURE);
        if (!action) throw badRequest(FAILURE);
        const refusal = contractActionRefusal(action, contract.status, contract.payoutStatus === 'Paid Out');
        if (refusal) throw badRequest(refusal, { action: [refusal] });
        const errors = contractTransitionErrors(
          action,
          { closingDate, finalPrice, reason },
          { contractDate: contract.contractDate, today: store.today() },
        );
        for (const [field, message] of Object.entries(errors)) if (message) check.add(field, message);
        check.done(FAILURE);

        const changedAt = store.nowIso();
        if (action === 'close') {
          contract.closingDate = closingDate;
          contract.salePrice = finalPrice ?? contract.salePrice;
          contract.payoutStatus = 'Not Started';
          contract.fallenReason = null;
        } else if (action === 'fall') {
          contract.fallenReason = reason.trim();
          contract.payoutStatus = 'Not Started';
        } else {
          contract.payoutStatus = 'Not Started';
          contract.fallenReason = null;
        }
        contract.status = statusAfter(action);
        contract.history = [
          {
            kind: CONTRACT_ACTION_EVENTS[action],
            reason: action === 'close' ? null : reason.trim(),
            closingDate: action === 'close' ? closingDate : null,
            finalPrice: action === 'close' ? finalPrice : null,
            changedAt,
            changedByName: session.user.name,
          },
          ...(contract.history ?? []),
        ];
        reprice(store, contract);
        store.changed();
        return response(200).json({ data: adminContract(store, contract) });
      }),
    ),

    api.get(
      '/contracts/admin/{id}/cda',
      route({ auth: 'admin', strict: true }, async ({ params, response }, { store, session }) => {
        const contract = adminContractFor(store, session, params.id);
        if (contract.status !== 'CLSD') throw badRequest(CONTRACT_STATUS_MESSAGES.cdaClosedOnly);
        const bytes = await cdaPdf(adminContract(store, contract));
        return response.untyped(pdfResponse(bytes, `CDA-${contract.contractId}.pdf`));
      }),
    ),
  ];
}
