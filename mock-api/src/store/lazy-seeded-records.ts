// The records seeded lazily per company or office (external ids, DTR contact mapping, office
// contract): the stored one once written, else the seeded one, which is not written until it changes.
import { seedDtrMapping } from '../seed/dtr-mapping.ts';
import { seedExternalCompany } from '../seed/external-company.ts';
import { seedOfficeContract } from '../seed/office-contract.ts';
import type { Store } from './store.ts';
import type {
  CompanyRec,
  DtrContactMappingRec,
  ExternalCompanyRec,
  ExtraRecordsDb,
  OfficeContractRec,
  OfficeRec,
} from './types.ts';

export function extraRecords(store: Store): ExtraRecordsDb {
  store.db.adminExtra ??= { externalCompanies: {}, dtrMappings: {}, officeContracts: {} };
  return store.db.adminExtra;
}

/** The stored record, or the seeded one (not written until it changes). */
/** Keeps a changed record (from now on it is the stored one) and returns it. */
export function saveExtra<K extends keyof ExtraRecordsDb, R extends ExtraRecordsDb[K][string]>(
  store: Store,
  kind: K,
  id: number,
  rec: R,
): R {
  extraRecords(store)[kind][String(id)] = rec;
  store.changed();
  return rec;
}

export function externalOf(store: Store, company: CompanyRec): ExternalCompanyRec {
  return (
    extraRecords(store).externalCompanies[String(company.id)] ??
    seedExternalCompany(store.db.meta.seed, store.db.meta.today, company)
  );
}

export function dtrMappingOf(store: Store, company: CompanyRec): DtrContactMappingRec {
  const stored = extraRecords(store).dtrMappings[String(company.id)];
  const external = externalOf(store, company);
  // The DTR system shown is always the one External Company names now.
  if (stored) return { ...stored, dtrSystem: external.dtrSystem };
  return seedDtrMapping(store.db.meta.seed, external, company);
}

export function contractOf(store: Store, office: OfficeRec): OfficeContractRec | null {
  const key = String(office.id);
  const stored = extraRecords(store).officeContracts;
  return key in stored
    ? (stored[key] ?? null)
    : seedOfficeContract(store.db.meta.seed, store.db.meta.today, office);
}
