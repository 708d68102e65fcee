// The admin area's designed extras: External Company (a company's identifiers in external systems),
// DTR Contact Mapping, and the office Contract. Role rules: a Super Admin may read and change every
// record; an Office Admin only those of their own company (its offices for contracts) and may not
// change an office contract; agents are refused.
import {
  ACCOUNTING_SYSTEMS,
  CONTACT_MESSAGES,
  CONTACT_TYPE_ORDER,
  CONTACT_TYPES,
  contractDateErrors,
  contractNumberError,
  DTR_SYNCS,
  DTR_SYSTEMS,
  externalIdError,
  FEE_PLANS,
  isEmail,
  OFFICE_CONTRACT_MESSAGES,
  OFFICE_CONTRACT_STATUSES,
  OFFICE_CONTRACT_TYPES,
} from '@balance/domain';
import {
  seedDtrMapping,
  seedExternalCompany,
  seedOfficeContract,
  termMonths,
  type AdminExtraDb,
  type DtrContactMappingRec,
  type DtrContactRuleRec,
  type ExternalCompanyRec,
  type OfficeContractRec,
} from '../seed/admin-extra.ts';
import type { Store } from '../store/store.ts';
import type { CompanyRec, OfficeRec } from '../store/types.ts';
import { pathId } from './companies.ts';
import {
  Check,
  forbidden,
  makeRoute,
  notFound,
  readJson,
  scope,
  type Deps,
  type Session,
} from './context.ts';

export const CONTRACT_FORBIDDEN = OFFICE_CONTRACT_MESSAGES.superAdminOnly;

function extra(store: Store): AdminExtraDb {
  store.db.adminExtra ??= { externalCompanies: {}, dtrMappings: {}, officeContracts: {} };
  return store.db.adminExtra;
}

function companyFor(store: Store, session: Session, raw: unknown): CompanyRec {
  const company = store.companyById.get(pathId(raw));
  if (!company) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.companyIds.has(company.id)) throw forbidden();
  return company;
}

function officeFor(store: Store, session: Session, raw: unknown): OfficeRec {
  const office = store.officeById.get(pathId(raw));
  if (!office) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(office.id)) throw forbidden();
  return office;
}

/** The stored record, or the seeded one (not written until it changes). */
export function externalOf(store: Store, company: CompanyRec): ExternalCompanyRec {
  return (
    extra(store).externalCompanies[String(company.id)] ??
    seedExternalCompany(store.db.meta.seed, store.db.meta.today, company)
  );
}

export function dtrMappingOf(store: Store, company: CompanyRec): DtrContactMappingRec {
  const stored = extra(store).dtrMappings[String(company.id)];
  const external = externalOf(store, company);
  // The DTR system shown is always the one External Company names now.
  if (stored) return { ...stored, dtrSystem: external.dtrSystem };
  return seedDtrMapping(store.db.meta.seed, external, company);
}

export function contractOf(store: Store, office: OfficeRec): OfficeContractRec | null {
  const key = String(office.id);
  const stored = extra(store).officeContracts;
  return key in stored
    ? (stored[key] ?? null)
    : seedOfficeContract(store.db.meta.seed, store.db.meta.today, office);
}

/** A text field that must be present (blank allowed unless `required`), trimmed. */
function text(check: Check, field: string, label: string, max: number, required = false): string {
  if (!check.has(field)) {
    check.add(field, `${label} is required`);
    return '';
  }
  const value = check.string(field, { max, label, required, min: required ? 1 : 0 });
  return (value ?? '').trim();
}

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

function readRules(check: Check): DtrContactRuleRec[] {
  const list = check.value('rules');
  const rules: DtrContactRuleRec[] = [];
  if (!Array.isArray(list)) {
    check.add('rules', 'rules must be a list');
    return rules;
  }
  if (list.length > CONTACT_TYPES.length) check.add('rules', 'At most one rule per contact type');
  const seen = new Set<string>();
  list.slice(0, CONTACT_TYPES.length).forEach((item: unknown, i) => {
    const prefix = `rules[${i}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      check.add(prefix, 'Each rule must be an object');
      return;
    }
    const rule = new Check(item);
    const contactType = rule.oneOf('contactType', CONTACT_TYPES, { required: true });
    if (contactType && seen.has(contactType)) rule.add('contactType', `${contactType} is mapped twice`);
    if (contactType) seen.add(contactType);
    const dtrRole = rule.string('dtrRole', { required: true, min: 1, max: 80, label: 'DTR role' });
    const sync = rule.oneOf('sync', DTR_SYNCS, { required: true });
    const required = rule.boolean('required', { required: true });
    const defaultCompany = rule.nullableString('defaultCompany', { max: 120 });
    const defaultEmail = rule.nullableString('defaultEmail', { max: 254 });
    if (!rule.has('defaultCompany')) rule.add('defaultCompany', 'defaultCompany is required (null for none)');
    if (!rule.has('defaultEmail')) rule.add('defaultEmail', 'defaultEmail is required (null for none)');
    if (typeof defaultEmail === 'string' && defaultEmail.trim() !== '' && !isEmail(defaultEmail))
      rule.add('defaultEmail', CONTACT_MESSAGES.emailNotValid);
    for (const [field, messages] of Object.entries(rule.errors)) {
      for (const m of messages) check.add(`${prefix}.${field}`, m);
    }
    if (rule.ok() && contactType && sync && required !== undefined) {
      rules.push({
        contactType,
        dtrRole: (dtrRole ?? '').trim(),
        sync,
        required,
        defaultCompany: defaultCompany?.trim() ? defaultCompany.trim() : null,
        defaultEmail: defaultEmail?.trim() ? defaultEmail.trim() : null,
      });
    }
  });
  const order: readonly string[] = CONTACT_TYPE_ORDER;
  return rules.sort((a, b) => order.indexOf(a.contactType) - order.indexOf(b.contactType));
}

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

export function adminExtraHandlers(deps: Deps) {
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
        extra(store).externalCompanies[String(company.id)] = saved;
        store.changed();
        return response(200).json({ data: saved });
      }),
    ),

    api.get(
      '/companies/dtrContactMapping/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: dtrMappingOf(store, companyFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/companies/dtrContactMapping/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const company = companyFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const rules = readRules(check);
        check.done();
        const saved: DtrContactMappingRec = {
          companyId: company.id,
          dtrSystem: externalOf(store, company).dtrSystem,
          rules,
          updatedAt: store.nowIso(),
          updatedByName: session.user.name,
        };
        extra(store).dtrMappings[String(company.id)] = saved;
        store.changed();
        return response(200).json({ data: saved });
      }),
    ),

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
        extra(store).officeContracts[String(office.id)] = saved;
        store.changed();
        return response(200).json({ data: saved });
      }),
    ),
  ];
}
