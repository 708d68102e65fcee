// The mock's stored records (JSON, persisted in the db file). These are storage shapes, not wire shapes:
// the handlers turn them into the generated API types (@balance/api-client), and where a stored part
// has exactly a wire shape it reuses the generated type.
import type {
  AgentStatusEvent,
  components,
  ContractContact,
  ContractSide,
  ContractStatus,
  ContractStatusEvent,
  EscrowRecord,
  ExpenseKind,
  InvoiceLine,
  InvoiceStatus,
  ListingStatus,
  OfficeNote,
  OfficeSettings,
  PaymentMethod,
  PayoutStatus,
  PropertyType,
  Role,
  RoyaltyRule,
} from '@balance/api-client';

export type Scale = 'small' | 'large';

export type RegionRec = { id: number; name: string; companyId: number; active: boolean };

/** Where a company or office is and how to reach it. */
export type Contact = {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  mainPhone: string;
  mainEmail: string;
};

export type CompanyRec = {
  id: number;
  name: string;
  active: boolean;
  dateCreated: string;
  createdByName: string;
} & Contact;

export type OfficeFlags = Omit<OfficeSettings, 'officeId'>;

export type OfficeRec = {
  id: number;
  companyId: number;
  regionId: number | null;
  officeNum: string;
  called: string;
  mainFax: string | null;
  activeInCompany: boolean;
  status: 0 | 1;
  statusChangedAt: string | null;
  statusChangedByName: string | null;
  settings: OfficeFlags;
  royalties: RoyaltyRule[];
} & Contact;

export type AgentRec = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  memberType: string;
  active: boolean;
  gfStatus: string;
  officeId: number;
  teamId: number | null;
  hireDate: string;
  /** The commission plan (of the agent's company) their deals are priced by. */
  planId: number;
  /** Month (1–12) of the agent's anniversary: where an 'Anniversary' plan's cap year restarts. */
  anniversaryMonth: number;
  /** Active listings and pending contracts the agent's book holds (known before the book is built). */
  activeListings: number;
  pendingContracts: number;
  tinLast4: string;
  /** Membership details added with agent management; absent in older db files (agent-membership.ts fills them in). */
  officePhone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  licenceNumber?: string;
  licenceExpiry?: string;
  /** Status history, newest first. */
  history?: AgentStatusEvent[];
  /** The agent's own Agent.EZ rail settings over the office's setup, by item path. */
  accessOverrides?: Record<string, boolean>;
};

export type UserRec = {
  userId: number;
  userName: string;
  name: string;
  email: string;
  role: Role;
  officeId: number | null;
  active: boolean;
  lastLoginAt: string | null;
  password: string;
  mustChangePassword: boolean;
  termsAcceptedVersion: string | null;
  tax1099Consent: boolean;
  consentedAt: string | null;
};

export type TeamRec = { id: number; name: string; officeId: number; leaderId: number; active: boolean };

export type ListingRec = {
  listingId: number;
  agentId: number;
  mlsNumber: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  propertyType: PropertyType;
  listPrice: number;
  listDate: string;
  expirationDate: string | null;
  status: ListingStatus;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  yearBuilt: number | null;
  description: string;
  contractId: number | null;
};

/** A commission plan as stored: the wire shape less the agents-on-plan count, which is derived. */
export type PlanRec = Omit<components['schemas']['CommissionPlan'], 'agentCount'>;

export type CoversheetAgentRec = { userId: number; splitPercent: number };

export type CoversheetRec = {
  coversheetId: number;
  status: 'Draft' | 'Submitted' | 'Approved';
  listingId: number | null;
  manual: { address: string; city: string; state: string; zip: string; propertyType: PropertyType } | null;
  agents: CoversheetAgentRec[];
  updatedAt: string | null;
  updatedByName: string | null;
};

export type ContractRec = {
  contractId: number;
  agentId: number;
  listingId: number | null;
  propertyAddress: string;
  city: string;
  state: string;
  zip: string;
  side: ContractSide;
  status: ContractStatus;
  propertyType: PropertyType;
  mlsNumber: string | null;
  salePrice: number;
  contractDate: string;
  closingDate: string | null;
  commissionPercent: number;
  /** The agent's effective split on this deal (after the cap it is the after-cap split). */
  splitPercent: number;
  transactionFee: number;
  grossCommission: number;
  netCommission: number;
  companyDollar: number;
  payoutStatus: PayoutStatus;
  /** Why it fell through (set when an admin marks it fallen); absent in older db files. */
  fallenReason?: string | null;
  /** Status changes made in the admin area, newest first; absent until the first one. */
  history?: ContractStatusEvent[];
  /** Who approved, paid or voided the payout; absent on seeded deals nobody has touched. */
  payout?: PayoutRec;
  contacts: ContractContact[];
  notes: string;
  coversheet: CoversheetRec | null;
};

export type InvoiceRec = {
  id: number;
  invoiceNumber: string;
  officeId: number;
  agentId: number;
  issueDate: string;
  dueDate: string;
  status: InvoiceStatus;
  payoutStatus: PayoutStatus;
  amountPaid: number;
  lines: InvoiceLine[];
  /** Set when the invoice carries a billable expense the office charged (Billable Expenses). */
  expense?: ExpenseRec;
  paymentIds: number[];
};

export type PayoutRec = {
  approvedAt: string | null;
  approvedByName: string | null;
  batchNumber: string | null;
  paidDate: string | null;
  voidedAt: string | null;
  voidReason: string | null;
};

export type ExpenseRec = { kind: ExpenseKind; date: string; memo: string; createdAt: string };

/** Everything that belongs to one agent; built lazily (and deterministically) the first time it is needed. */
export type AgentBook = {
  agentId: number;
  listings: ListingRec[];
  contracts: ContractRec[];
  invoices: InvoiceRec[];
  escrow: EscrowRecord[];
};

export type PaymentRec = {
  id: number;
  invoiceIds: number[];
  amount: number;
  paidAt: string;
  methodId: string;
  confirmation: string;
  userId: number;
};

export type ResetTokenRec = { hash: string; userId: number; expiresAt: string; used: boolean };

// Stored records whose stored shape is their wire shape.
type Schemas = components['schemas'];
export type ExternalCompanyRec = Schemas['ExternalCompany'];
export type DtrContactMappingRec = Schemas['DtrContactMapping'];
export type DtrContactRuleRec = Schemas['DtrContactRule'];
export type OfficeContractRec = Schemas['OfficeContract'];
/** A saved admin search and whose it is. */
export type SavedSearchRec = Schemas['SavedSearch'] & { userId: number };
export type AccountingSystem = Schemas['AccountingSystem'];
export type DtrSystem = Schemas['DtrSystem'];

/**
 * The records seeded lazily per company or office (seed/external-company.ts, dtr-mapping.ts,
 * office-contract.ts) that the db file keeps once first read or written, keyed by company / office id.
 */
export type ExtraRecordsDb = {
  externalCompanies: Record<string, ExternalCompanyRec>;
  dtrMappings: Record<string, DtrContactMappingRec>;
  /** null: the office has no contract on file. */
  officeContracts: Record<string, OfficeContractRec | null>;
};

export type DbMeta = {
  version: number;
  seed: number;
  scale: Scale;
  /** The day the data was generated for (YYYY-MM-DD); dates are spread from 2020 up to it. */
  today: string;
  nextIds: {
    company: number;
    office: number;
    agent: number;
    note: number;
    payment: number;
    coversheet: number;
    plan: number;
  };
};

export type Db = {
  meta: DbMeta;
  regions: RegionRec[];
  companies: CompanyRec[];
  offices: OfficeRec[];
  agents: AgentRec[];
  users: UserRec[];
  teams: TeamRec[];
  plans: PlanRec[];
  notes: OfficeNote[];
  paymentMethods: PaymentMethod[];
  /** Agent books built so far, keyed by agent id. */
  books: Record<string, AgentBook>;
  payments: PaymentRec[];
  resetTokens: ResetTokenRec[];
  /** External ids, DTR contact mappings and office contracts read or written so far (the key is the
   * one older db files use). */
  adminExtra?: ExtraRecordsDb;
  /** Saved admin searches of every user (absent in older db files). */
  savedSearches?: SavedSearchRec[];
};
