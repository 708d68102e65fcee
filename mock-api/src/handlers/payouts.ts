// A closed contract's payout: who may act on it, its money (net to agent as the agent's Closed Deals
// (Cash) shows it, company dollar as Cap Status shows it, office royalties), and its status moves
// under the domain rule. The office queue and the contract page both go through here.
import type { ContractPayout, PayoutAction, PayoutRow, PayoutTotals } from '@balance/api-client';
import { payoutActionsFor, payoutBatchNumber, payoutTransition } from '@balance/domain';
import type { Store } from '../store/store.ts';
import type { AgentRec, ContractRec, OfficeRec, PayoutRec } from '../store/types.ts';
import type { Session } from './http/auth.ts';
import { badRequest, forbidden, notFound } from './http/errors.ts';
import { pathId } from './http/query.ts';
import { sumMoney } from './agentside.ts';
import { royaltiesOf as royaltyLinesOf } from './contract-admin-view.ts';
import { agentName } from './views.ts';

/** Billing is the office's own business: Super Admins, and Office Admins of that very office. */
export function mayBill(session: Session, officeId: number): boolean {
  return (
    session.role === 'Super Admin' || (session.role === 'Office Admin' && session.office?.id === officeId)
  );
}

/** The office by path id if the session may bill it: 404 unknown, 403 otherwise. */
export function billingOffice(store: Store, session: Session, raw: unknown): OfficeRec {
  const office = store.officeById.get(pathId(raw));
  if (!office) throw notFound();
  if (!mayBill(session, office.id)) throw forbidden();
  return office;
}

/** The contract by path id if the session may act on its payout: 404 unknown, 403 otherwise. */
export function billingContract(store: Store, session: Session, raw: unknown): ContractRec {
  const contract = store.contract(pathId(raw));
  const agent = contract ? store.agentById.get(contract.agentId) : undefined;
  if (!contract || !agent) throw notFound('No such contract.');
  if (!mayBill(session, agent.officeId)) throw forbidden();
  return contract;
}

/** Royalties of each of the agent's closed deals, by contract id: the contract page's figures. */
export function royaltiesOf(store: Store, agent: AgentRec): Map<number, number> {
  const closed = (store.book(agent.userId)?.contracts ?? []).filter(
    (c) => c.status === 'CLSD' && c.closingDate,
  );
  return new Map(closed.map((c) => [c.contractId, sumMoney(royaltyLinesOf(store, c).map((l) => l.amount))]));
}

export function payoutRow(store: Store, c: ContractRec, royalties: number): PayoutRow {
  const agent = store.agentById.get(c.agentId);
  return {
    contractId: c.contractId,
    agentId: c.agentId,
    agentName: agent ? agentName(agent) : '',
    propertyAddress: c.propertyAddress,
    side: c.side,
    closingDate: c.closingDate ?? c.contractDate,
    salePrice: c.salePrice,
    grossCommission: c.grossCommission,
    netToAgent: c.netCommission,
    companyDollar: c.companyDollar,
    royalties,
    payoutStatus: c.payoutStatus,
    approvedAt: c.payout?.approvedAt ?? null,
    batchNumber: c.payout?.batchNumber ?? null,
    paidDate: c.payout?.paidDate ?? null,
  };
}

export function totalsOf(rows: readonly PayoutRow[]): PayoutTotals {
  return {
    count: rows.length,
    netToAgent: sumMoney(rows.map((r) => r.netToAgent)),
    companyDollar: sumMoney(rows.map((r) => r.companyDollar)),
    royalties: sumMoney(rows.map((r) => r.royalties)),
  };
}

/** The office's closed contracts whose payout is in `status`, oldest closing first. */
export function officePayouts(
  store: Store,
  office: OfficeRec,
  keep: (c: ContractRec) => boolean,
): PayoutRow[] {
  const rows: PayoutRow[] = [];
  for (const agent of store.agentsByOffice.get(office.id) ?? []) {
    const mine = (store.book(agent.userId)?.contracts ?? []).filter((c) => c.status === 'CLSD' && keep(c));
    if (mine.length === 0) continue;
    const royalties = royaltiesOf(store, agent);
    for (const c of mine) rows.push(payoutRow(store, c, royalties.get(c.contractId) ?? 0));
  }
  return rows.sort((a, b) => a.closingDate.localeCompare(b.closingDate) || a.contractId - b.contractId);
}

const blank = (): PayoutRec => ({
  approvedAt: null,
  approvedByName: null,
  batchNumber: null,
  paidDate: null,
  voidedAt: null,
  voidReason: null,
});

/** The next batch number of the office for a paid day (one more than the batches of that day). */
export function nextBatchNumber(store: Store, office: OfficeRec, paidDate: string): string {
  const prefix = payoutBatchNumber(office.officeNum, paidDate, 0).slice(0, -3);
  const seen = new Set<string>();
  for (const agent of store.agentsByOffice.get(office.id) ?? [])
    for (const c of store.book(agent.userId)?.contracts ?? [])
      if (c.payout?.batchNumber?.startsWith(prefix)) seen.add(c.payout.batchNumber);
  return payoutBatchNumber(office.officeNum, paidDate, seen.size + 1);
}

/**
 * Checks one move under the domain rule and returns the change to make, so a batch can check every
 * contract before changing any (all or none).
 */
export function planMove(c: ContractRec, action: PayoutAction): () => void {
  const move = payoutTransition(c.status, c.payoutStatus, action);
  if ('error' in move)
    throw badRequest(`${c.propertyAddress}: ${move.error}`, {
      contractIds: [`${c.contractId}: ${move.error}`],
    });
  return () => {
    c.payoutStatus = move.to;
  };
}

export type MoveDetails = {
  session: Session;
  now: string;
  batchNumber?: string;
  paidDate?: string;
  reason?: string;
};

/** Applies a checked move and records who did it and when. */
export function recordMove(c: ContractRec, action: PayoutAction, details: MoveDetails): void {
  const p = c.payout ?? blank();
  if (action === 'approve') {
    p.approvedAt = details.now;
    p.approvedByName = details.session.user.name;
  } else if (action === 'unapprove') {
    p.approvedAt = null;
    p.approvedByName = null;
  } else if (action === 'markPaid') {
    p.batchNumber = details.batchNumber ?? null;
    p.paidDate = details.paidDate ?? null;
  } else {
    p.voidedAt = details.now;
    p.voidReason = details.reason ?? null;
    p.approvedAt = null;
    p.approvedByName = null;
    p.batchNumber = null;
    p.paidDate = null;
  }
  c.payout = p;
}

export function contractPayout(store: Store, c: ContractRec): ContractPayout {
  const agent = store.agentById.get(c.agentId);
  const royalties = agent ? (royaltiesOf(store, agent).get(c.contractId) ?? 0) : 0;
  return {
    contractId: c.contractId,
    contractStatus: c.status,
    payoutStatus: c.payoutStatus,
    actions: payoutActionsFor(c.status, c.payoutStatus),
    netToAgent: c.netCommission,
    companyDollar: c.companyDollar,
    royalties,
    approvedAt: c.payout?.approvedAt ?? null,
    approvedByName: c.payout?.approvedByName ?? null,
    batchNumber: c.payout?.batchNumber ?? null,
    paidDate: c.payout?.paidDate ?? null,
    voidedAt: c.payout?.voidedAt ?? null,
    voidReason: c.payout?.voidReason ?? null,
  };
}
