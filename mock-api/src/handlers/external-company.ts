// External Company: a company's identifiers in external systems (MLS, state licence, accounting,
// DTR). A Super Admin reads and changes every company's; an Office Admin only their own company's;
// agents are refused.
import { ACCOUNTING_SYSTEMS, DTR_SYSTEMS, externalIdError } from '@balance/domain';
import { externalOf, saveExtra } from '../store/lazy-seeded-records.ts';
import type { Store } from '../store/store.ts';
import type { CompanyRec, ExternalCompanyRec } from '../store/types.ts';
import { Check, presentText as text, readJson } from './http/checks.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { companyFor } from './http/scope.ts';

function externalId(check: Check, field: string, label: string, value: string): void {
  const problem = externalIdError(label, value);
  if (problem) check.add(field, problem);
}

function readExternal(check: Check, store: Store, company: CompanyRec, before: ExternalCompanyRec) {
  const mlsBoard = text(check, 'mlsBoard', 'MLS / board', 120);
  const mlsOfficeId = text(check, 'mlsOfficeId', 'MLS office ID', 40);
  const stateLicenseNumber = text(check, 'stateLicenseNumber', 'State licence number', 40);
  const accountingSystem = check.oneOf('accountingSystem', ACCOUNTING_SYSTEMS, { required: true });
  const accountingId = text(check, 'accountingId', 'Accounting ID', 40);
  const dtrSystem = check.oneOf('dtrSystem', DTR_SYSTEMS, { required: true });
  const dtrCompanyId = text(check, 'dtrCompanyId', 'DTR company ID', 40);
  const syncEnabled = check.boolean('syncEnabled', { required: true });
  externalId(check, 'mlsOfficeId', 'MLS office ID', mlsOfficeId);
  externalId(check, 'stateLicenseNumber', 'State licence number', stateLicenseNumber);
  externalId(check, 'accountingId', 'Accounting ID', accountingId);
  externalId(check, 'dtrCompanyId', 'DTR company ID', dtrCompanyId);
  if (mlsBoard !== '' && mlsOfficeId === '')
    check.add('mlsOfficeId', 'MLS office ID is required with a board');
  if (mlsBoard === '' && mlsOfficeId !== '') check.add('mlsBoard', 'Name the MLS / board of this office ID');
  if (accountingSystem && accountingSystem !== 'None' && accountingId === '')
    check.add('accountingId', `Accounting ID is required for ${accountingSystem}`);
  if (dtrSystem && dtrSystem !== 'None' && dtrCompanyId === '')
    check.add('dtrCompanyId', `DTR company ID is required for ${dtrSystem}`);
  if (dtrSystem && dtrSystem !== 'None' && dtrCompanyId !== '' && check.ok()) {
    const taken = store.db.companies.find(
      (other) =>
        other.id !== company.id &&
        externalOf(store, other).dtrSystem === dtrSystem &&
        externalOf(store, other).dtrCompanyId.toLowerCase() === dtrCompanyId.toLowerCase(),
    );
    if (taken) check.add('dtrCompanyId', `This ${dtrSystem} company ID is already linked to ${taken.name}`);
  }
  const linked = accountingSystem !== 'None' || dtrSystem !== 'None' || mlsBoard !== '';
  if (syncEnabled && !linked) check.add('syncEnabled', 'Link at least one system before turning sync on');
  const input = {
    mlsBoard,
    mlsOfficeId,
    stateLicenseNumber,
    accountingSystem: accountingSystem ?? before.accountingSystem,
    accountingId: accountingSystem === 'None' ? '' : accountingId,
    dtrSystem: dtrSystem ?? before.dtrSystem,
    dtrCompanyId: dtrSystem === 'None' ? '' : dtrCompanyId,
    syncEnabled: syncEnabled ?? before.syncEnabled,
  };
  return input;
}

export function externalCompanyHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/companies/external/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: externalOf(store, companyFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/companies/external/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const company = companyFor(store, session, params.id);
        const before = externalOf(store, company);
        const check = new Check(await readJson(request));
        const input = readExternal(check, store, company, before);
        check.done();
        const idsChanged =
          input.accountingId !== before.accountingId ||
          input.dtrCompanyId !== before.dtrCompanyId ||
          input.mlsOfficeId !== before.mlsOfficeId;
        const queueSync = input.syncEnabled && (!before.syncEnabled || idsChanged);
        const saved: ExternalCompanyRec = {
          ...before,
          ...input,
          syncStatus: !input.syncEnabled
            ? before.lastSyncAt
              ? before.syncStatus
              : 'Never synced'
            : queueSync
              ? 'Pending'
              : before.syncStatus,
          lastSyncMessage: queueSync ? 'Sync queued after this change.' : before.lastSyncMessage,
          updatedAt: store.nowIso(),
          updatedByName: session.user.name,
        };
        return response(200).json({ data: saveExtra(store, 'externalCompanies', company.id, saved) });
      }),
    ),
  ];
}
