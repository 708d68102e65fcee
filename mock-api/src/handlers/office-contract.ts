// The office Contract with the brokerage. A Super Admin reads and changes every office's; an Office
// Admin reads those of their company's offices but may not change them; agents are refused.
import {
  contractDateErrors,
  contractNumberError,
  FEE_PLANS,
  OFFICE_CONTRACT_MESSAGES,
  OFFICE_CONTRACT_STATUSES,
  OFFICE_CONTRACT_TYPES,
} from '@balance/domain';
import { termMonths } from '../seed/office-contract.ts';
import { contractOf, saveExtra } from '../store/lazy-seeded-records.ts';
import type { Store } from '../store/store.ts';
import type { OfficeContractRec, OfficeRec } from '../store/types.ts';
import { Check, presentText as text, readJson } from './http/checks.ts';
import { forbidden } from './http/errors.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { officeFor } from './http/scope.ts';

export const CONTRACT_FORBIDDEN = OFFICE_CONTRACT_MESSAGES.superAdminOnly;

function readContract(check: Check, store: Store, office: OfficeRec) {
  const contractNumber = text(check, 'contractNumber', 'Contract number', 40, true);
  const numberProblem = contractNumberError(contractNumber);
  if (numberProblem) check.add('contractNumber', numberProblem);
  const contractType = check.oneOf('contractType', OFFICE_CONTRACT_TYPES, { required: true });
  const status = check.oneOf('status', OFFICE_CONTRACT_STATUSES, { required: true });
  const startDate = check.date('startDate', { required: true });
  const endDate = check.date('endDate', { required: true });
  if (!check.has('renewalNoticeDate'))
    check.add('renewalNoticeDate', 'renewalNoticeDate is required (null for none)');
  const renewalNoticeDate = check.date('renewalNoticeDate', { nullable: true });
  const autoRenew = check.boolean('autoRenew', { required: true });
  const feePlan = check.oneOf('feePlan', FEE_PLANS, { required: true });
  const royaltyPercent = check.number('royaltyPercent', { required: true, min: 0, max: 100 });
  if (!check.has('royaltyCapAnnual'))
    check.add('royaltyCapAnnual', 'royaltyCapAnnual is required (null for none)');
  const royaltyCapAnnual =
    check.value('royaltyCapAnnual') === null
      ? null
      : check.number('royaltyCapAnnual', { min: 0, max: 10_000_000 });
  const marketingFeeMonthly = check.number('marketingFeeMonthly', { required: true, min: 0, max: 1_000_000 });
  const signedByName = text(check, 'signedByName', 'Signed by', 120);
  const notes = text(check, 'notes', 'Notes', 4000);
  const dateProblems = contractDateErrors(
    typeof startDate === 'string' ? startDate : '',
    typeof endDate === 'string' ? endDate : '',
    typeof renewalNoticeDate === 'string' ? renewalNoticeDate : null,
  );
  for (const [field, problem] of Object.entries(dateProblems)) check.add(field, problem);
  if (contractNumber !== '' && check.ok()) {
    const other = store.db.offices.find(
      (o) =>
        o.id !== office.id &&
        contractOf(store, o)?.contractNumber.toLowerCase() === contractNumber.toLowerCase(),
    );
    if (other)
      check.add('contractNumber', `Contract number ${contractNumber} belongs to office ${other.officeNum}`);
  }
  return {
    contractNumber,
    contractType: contractType ?? 'Franchise',
    status: status ?? 'Draft',
    startDate: typeof startDate === 'string' ? startDate : '',
    endDate: typeof endDate === 'string' ? endDate : '',
    renewalNoticeDate: renewalNoticeDate ?? null,
    autoRenew: autoRenew ?? false,
    feePlan: feePlan ?? 'Standard',
    royaltyPercent: royaltyPercent ?? 0,
    royaltyCapAnnual: royaltyCapAnnual ?? null,
    marketingFeeMonthly: marketingFeeMonthly ?? 0,
    signedByName,
    notes,
  };
}

export function officeContractHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/Office/contract/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: contractOf(store, officeFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/Office/contract/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const office = officeFor(store, session, params.id);
        if (session.role !== 'Super Admin') throw forbidden(CONTRACT_FORBIDDEN);
        const check = new Check(await readJson(request));
        const input = readContract(check, store, office);
        check.done();
        const saved: OfficeContractRec = {
          ...input,
          officeId: office.id,
          termMonths: termMonths(input.startDate, input.endDate),
          updatedAt: store.nowIso(),
          updatedByName: session.user.name,
        };
        return response(200).json({ data: saveExtra(store, 'officeContracts', office.id, saved) });
      }),
    ),
  ];
}
