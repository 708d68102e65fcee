// Stored records → wire shapes (the generated API types). Derived figures (counts, names, totals)
// are computed here from the store, so they always agree with the records behind them.
import type {
  AgentOption,
  AgentRow,
  Company,
  CompanyRow,
  ContractDetail,
  ContractRow,
  ContractSummary,
  Coversheet,
  Invoice,
  ListingDetail,
  ListingRow,
  OfficeDetail,
  OfficeRow,
  OfficeSettings,
  OfficeStatus,
  Payment,
  RegionRow,
  TeamRow,
  UserRow,
} from '@balance/api-client';
import { CONTRACT_SIDE_LABELS } from '@balance/domain';
import { PAYMENT_METHODS } from '../seed/generate.ts';
import { round2 } from '../seed/book.ts';
import type { Store } from '../store/store.ts';
import type {
  AgentRec,
  CompanyRec,
  ContractRec,
  InvoiceRec,
  ListingRec,
  OfficeRec,
  PaymentRec,
  RegionRec,
  TeamRec,
  UserRec,
} from '../store/types.ts';

export const agentName = (a: AgentRec): string => `${a.firstName} ${a.lastName}`;

export function teamStatus(store: Store, a: AgentRec): string {
  if (a.teamId === null) return 'Not on a team';
  const team = store.teamById.get(a.teamId);
  if (!team) return 'Not on a team';
  return team.leaderId === a.userId ? 'Team Lead' : 'Team Member';
}

export function agentRow(store: Store, a: AgentRec): AgentRow {
  const office = store.officeById.get(a.officeId);
  return {
    userId: a.userId,
    name: agentName(a),
    memberType: a.memberType,
    activeString: a.active ? 'Active' : 'Inactive',
    gfStatus: a.gfStatus,
    officeNum: office?.officeNum ?? '',
    officeName: office?.called ?? '',
    agentStatus: teamStatus(store, a),
  };
}

export function agentOption(store: Store, a: AgentRec): AgentOption {
  return {
    userId: a.userId,
    name: agentName(a),
    officeNum: store.officeById.get(a.officeId)?.officeNum ?? '',
  };
}

export function companyRow(store: Store, c: CompanyRec): CompanyRow {
  return {
    id: c.id,
    name: c.name,
    active: c.active,
    dateCreated: c.dateCreated,
    createdByName: c.createdByName,
    officeCount: store.officeCount(c.id),
  };
}

export function company(store: Store, c: CompanyRec): Company {
  return {
    ...companyRow(store, c),
    address: c.address,
    city: c.city,
    state: c.state,
    zip: c.zip,
    country: c.country,
    mainPhone: c.mainPhone,
    mainEmail: c.mainEmail,
  };
}

export const statusText = (o: OfficeRec): 'Pending' | 'Active' => (o.status === 1 ? 'Active' : 'Pending');

export function officeRow(store: Store, o: OfficeRec): OfficeRow {
  return {
    id: o.id,
    called: o.called,
    city: o.city,
    activeText: statusText(o),
    companyName: store.companyById.get(o.companyId)?.name ?? '',
    agentCount: store.agentCount(o.id),
    staffCount: store.staffCount(o.id),
  };
}

export function officeDetail(store: Store, o: OfficeRec): OfficeDetail {
  return {
    ...officeRow(store, o),
    companyId: o.companyId,
    officeNum: o.officeNum,
    address: o.address,
    state: o.state,
    zip: o.zip,
    country: o.country,
    mainPhone: o.mainPhone,
    mainFax: o.mainFax,
    mainEmail: o.mainEmail,
    activeInCompany: o.activeInCompany,
  };
}

export function officeSettings(o: OfficeRec): OfficeSettings {
  return { officeId: o.id, ...o.settings };
}

export function officeStatus(o: OfficeRec): OfficeStatus {
  return {
    officeId: o.id,
    status: o.status,
    statusText: statusText(o),
    changedAt: o.statusChangedAt,
    changedByName: o.statusChangedByName,
  };
}

export function regionRow(store: Store, r: RegionRec): RegionRow {
  return {
    id: r.id,
    name: r.name,
    companyName: store.companyById.get(r.companyId)?.name ?? '',
    officeCount: store.regionOfficeCount(r.id),
    agentCount: store.regionAgentCount(r.id),
    active: r.active,
  };
}

export function userRow(store: Store, u: UserRec): UserRow {
  const office =
    u.officeId !== null && u.role !== 'Super Admin' ? store.officeById.get(u.officeId) : undefined;
  return {
    userId: u.userId,
    userName: u.userName,
    name: u.name,
    email: u.email,
    role: u.role,
    officeNum: office?.officeNum ?? null,
    officeName: office?.called ?? null,
    active: u.active,
    lastLoginAt: u.lastLoginAt,
  };
}

export function teamRow(store: Store, t: TeamRec): TeamRow {
  const leader = store.agentById.get(t.leaderId);
  const office = store.officeById.get(t.officeId);
  return {
    id: t.id,
    name: t.name,
    leaderName: leader ? agentName(leader) : '',
    officeNum: office?.officeNum ?? '',
    officeName: office?.called ?? '',
    memberCount: store.teamMemberCount.get(t.id) ?? 0,
    active: t.active,
  };
}

export function listingRow(store: Store, l: ListingRec): ListingRow {
  const agent = store.agentById.get(l.agentId);
  return {
    listingId: l.listingId,
    mlsNumber: l.mlsNumber,
    address: l.address,
    city: l.city,
    state: l.state,
    zip: l.zip,
    propertyType: l.propertyType,
    listPrice: l.listPrice,
    listDate: l.listDate,
    status: l.status,
    listingAgentName: agent ? agentName(agent) : '',
  };
}

export function listingDetail(store: Store, l: ListingRec): ListingDetail {
  const agent = store.agentById.get(l.agentId);
  return {
    ...listingRow(store, l),
    listingAgentId: l.agentId,
    officeNum: agent ? (store.officeById.get(agent.officeId)?.officeNum ?? '') : '',
    expirationDate: l.expirationDate,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    squareFeet: l.squareFeet,
    yearBuilt: l.yearBuilt,
    description: l.description,
    contractId: l.contractId,
  };
}

export function contractRow(c: ContractRec): ContractRow {
  return {
    contractId: c.contractId,
    propertyAddress: c.propertyAddress,
    city: c.city,
    side: c.side,
    status: c.status,
    propertyType: c.propertyType,
    mlsNumber: c.mlsNumber,
    salePrice: c.salePrice,
    contractDate: c.contractDate,
    closingDate: c.closingDate,
    grossCommission: c.grossCommission,
    netCommission: c.netCommission,
    hasCoversheet: c.coversheet !== null,
    payoutStatus: c.payoutStatus,
  };
}

/** The in-house agents of a contract: the coversheet's split when there is one, else the owner alone. */
export function contractAgents(store: Store, c: ContractRec): ContractDetail['agents'] {
  const splits = c.coversheet?.agents ?? [{ userId: c.agentId, splitPercent: 100 }];
  return splits.map((s) => {
    const agent = store.agentById.get(s.userId);
    return {
      userId: s.userId,
      name: agent ? agentName(agent) : `Agent ${s.userId}`,
      side: c.side,
      splitPercent: s.splitPercent,
      grossAmount: round2((c.grossCommission * s.splitPercent) / 100),
      netAmount: round2((c.netCommission * s.splitPercent) / 100),
    };
  });
}

export function contractDetail(store: Store, c: ContractRec): ContractDetail {
  const deductions: ContractDetail['deductions'] = [];
  if (c.companyDollar > 0)
    deductions.push({ label: `Office split (${100 - c.splitPercent}%)`, amount: c.companyDollar });
  if (c.transactionFee > 0) deductions.push({ label: 'Transaction fee', amount: c.transactionFee });
  return {
    ...contractRow(c),
    state: c.state,
    zip: c.zip,
    listingId: c.listingId,
    commissionPercent: c.commissionPercent,
    contacts: c.contacts,
    agents: contractAgents(store, c),
    deductions,
    notes: c.notes,
  };
}

export function contractSummary(store: Store, c: ContractRec): ContractSummary {
  return {
    contractId: c.contractId,
    listingId: c.listingId,
    propertyAddress: c.propertyAddress,
    city: c.city,
    status: c.status,
    side: c.side,
    price: c.salePrice,
    date: c.contractDate,
    closingDate: c.closingDate,
    agentNames: contractAgents(store, c).map((a) => a.name),
    grossCommission: c.grossCommission,
  };
}

export function noContractSummary(store: Store, l: ListingRec): ContractSummary {
  const agent = store.agentById.get(l.agentId);
  return {
    contractId: null,
    listingId: l.listingId,
    propertyAddress: l.address,
    city: l.city,
    status: 'NONE',
    side: null,
    price: l.listPrice,
    date: l.listDate,
    closingDate: null,
    agentNames: agent ? [agentName(agent)] : [],
    grossCommission: null,
  };
}

export function coversheet(store: Store, c: ContractRec): Coversheet {
  const sheet = c.coversheet;
  const listingId = sheet ? sheet.listingId : c.listingId;
  const listing = listingId !== null ? store.listing(listingId) : undefined;
  const splits = sheet?.agents ?? [];
  return {
    coversheetId: sheet?.coversheetId ?? null,
    contractId: c.contractId,
    status: sheet?.status ?? 'Draft',
    listing: listing ? listingRow(store, listing) : null,
    manual: sheet ? sheet.manual : null,
    side: c.side,
    salePrice: c.salePrice,
    contractDate: c.contractDate,
    closingDate: c.closingDate,
    commissionPercent: c.commissionPercent,
    grossCommission: c.grossCommission,
    agents: splits.map((s) => {
      const agent = store.agentById.get(s.userId);
      return {
        userId: s.userId,
        name: agent ? agentName(agent) : `Agent ${s.userId}`,
        splitPercent: s.splitPercent,
        amount: round2((c.grossCommission * s.splitPercent) / 100),
      };
    }),
    contacts: c.contacts,
    notes: c.notes,
    updatedAt: sheet?.updatedAt ?? null,
    updatedByName: sheet?.updatedByName ?? null,
  };
}

export function invoiceTotal(i: InvoiceRec): number {
  return round2(i.lines.reduce((s, l) => s + l.amount, 0));
}

export function invoice(store: Store, i: InvoiceRec): Invoice {
  const agent = store.agentById.get(i.agentId);
  const total = invoiceTotal(i);
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    officeId: i.officeId,
    officeName: store.officeById.get(i.officeId)?.called ?? '',
    agentId: i.agentId,
    agentName: agent ? agentName(agent) : null,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    status: i.status,
    payoutStatus: i.payoutStatus,
    total,
    amountPaid: i.amountPaid,
    amountDue: round2(total - i.amountPaid),
    lines: i.lines,
  };
}

export function payment(p: PaymentRec): Payment {
  const method = PAYMENT_METHODS.find((m) => m.id === p.methodId) ?? PAYMENT_METHODS[0];
  if (!method) throw new Error('no payment methods');
  return {
    id: p.id,
    invoiceIds: p.invoiceIds,
    amount: p.amount,
    paidAt: p.paidAt,
    method,
    confirmation: p.confirmation,
    message: 'Payment Successful',
  };
}

export const sideLabel = (side: ContractRec['side']): string => CONTRACT_SIDE_LABELS[side];
