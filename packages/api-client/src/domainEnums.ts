// Compile-time proof that each enumeration (and the DTR rule shape) of @balance/domain is exactly the
// contract's: tsc fails here when either side gains, loses or renames a value. Type-only, runs nothing.
import type * as Domain from '@balance/domain';
import type { components } from './generated/schema';

type Schemas = components['schemas'];
/** true only when A and B are mutually assignable (the same union). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type Values<List extends readonly unknown[]> = List[number];

export type DomainEnumsMatchTheContract = [
  Assert<Same<Domain.MainSelection, Schemas['MainSelection']>>,
  Assert<Same<Domain.Role, Schemas['Role']>>,
  Assert<Same<Domain.RoleId, Schemas['RoleId']>>,
  Assert<Same<Domain.ContractSide, Schemas['ContractSide']>>,
  Assert<Same<Domain.PropertyType, Schemas['PropertyType']>>,
  Assert<Same<Domain.ContactType, Schemas['ContactType']>>,
  Assert<Same<Values<typeof Domain.CONTACT_TYPE_ORDER>, Schemas['ContactType']>>,
  Assert<Same<Domain.ContractFilter, Schemas['ContractFilter']>>,
  Assert<Same<Domain.PayoutStatus, Schemas['PayoutStatus']>>,
  Assert<Same<Domain.InvoiceFilter, Schemas['InvoiceFilter']>>,
  Assert<Same<Domain.ReportSlug, Schemas['ReportSlug']>>,
  Assert<Same<Domain.AccountingSystem, Schemas['AccountingSystem']>>,
  Assert<Same<Domain.DtrSystem, Schemas['DtrSystem']>>,
  Assert<Same<Domain.DtrSync, Schemas['DtrSync']>>,
  Assert<Same<Domain.OfficeContractType, Schemas['OfficeContractType']>>,
  Assert<Same<Domain.OfficeContractStatus, Schemas['OfficeContractStatus']>>,
  Assert<Same<Domain.FeePlan, Schemas['FeePlan']>>,
  Assert<Same<Domain.DtrContactRuleShape, Schemas['DtrContactRule']>>,
];
