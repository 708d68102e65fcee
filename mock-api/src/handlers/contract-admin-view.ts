// One contract as the admin area sees it: the Agent.EZ detail plus the office, the plan, the
// coversheet, the commission breakdown (the book's price of the deal, the office's royalties, each
// agent's share) and the status history.
import type { AdminContract, ContractCommission } from '@balance/api-client';
import {
  commissionLine,
  contractActions,
  contractLocked,
  priceDeal,
  royaltiesOnDeals,
  shareOf,
  type RoyaltyLine,
} from '@balance/domain';
import type { Store } from '../store/store.ts';
import type { ContractRec } from '../store/types.ts';
import { contractDetail, contractAgents, coversheet } from './views.ts';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const dayOf = (c: ContractRec): string => c.closingDate ?? c.contractDate;

/** The office's royalties on this contract, walking the owner's deals in closing order (the caps are yearly). */
export function royaltiesOf(store: Store, c: ContractRec): RoyaltyLine[] {
  const owner = store.agentById.get(c.agentId);
  const office = owner ? store.officeById.get(owner.officeId) : undefined;
  // Offices whose setup turns Royalties In Contracts off take none.
  const rules = office?.settings.royaltiesInContracts ? office.royalties : [];
  if (rules.length === 0 || c.status === 'FALL') return [];
  const deals = [...(store.book(c.agentId)?.contracts ?? [c])]
    .filter((d) => d.status !== 'FALL')
    .sort((a, b) => dayOf(a).localeCompare(dayOf(b)) || a.contractId - b.contractId);
  const lines = royaltiesOnDeals(
    rules,
    deals.map((d) => ({
      side: d.side,
      gross: d.grossCommission,
      closed: d.status === 'CLSD',
      year: dayOf(d).slice(0, 4),
    })),
  );
  return lines[deals.indexOf(c)] ?? [];
}

/**
 * The breakdown of a side and each agent's share. The stored figures are the plan's price (what
 * Agent.EZ shows); only the split of the fees between pre- and post-split is read from the plan,
 * as pre-split fees depend on the gross alone.
 */
export function commissionOf(store: Store, c: ContractRec): ContractCommission {
  const owner = store.agentById.get(c.agentId);
  const preSplitFees =
    owner && c.status !== 'FALL'
      ? Math.min(
          c.transactionFee,
          priceDeal(store.planOf(owner), c.grossCommission, { gci: 0, companyDollar: 0 }).preSplitFees,
        )
      : 0;
  const royalties = royaltiesOf(store, c);
  const total = commissionLine(
    {
      gross: c.status === 'FALL' ? 0 : c.grossCommission,
      preSplitFees,
      agentSplit: c.splitPercent,
      companyDollar: c.companyDollar,
      postSplitFees: round2(c.transactionFee - preSplitFees),
      net: c.netCommission,
    },
    royalties,
  );
  return {
    total,
    royalties: royalties.map((r) => ({ label: r.name, amount: r.amount })),
    agents: contractAgents(store, c).map((a) => ({
      ...shareOf(total, a.splitPercent),
      userId: a.userId,
      name: a.name,
    })),
  };
}

export function adminContract(store: Store, c: ContractRec): AdminContract {
  const owner = store.agentById.get(c.agentId);
  const office = owner ? store.officeById.get(owner.officeId) : undefined;
  const company = office ? store.companyById.get(office.companyId) : undefined;
  const plan = owner ? store.db.plans.find((p) => p.id === owner.planId) : undefined;
  return {
    ...contractDetail(store, c),
    agentId: c.agentId,
    officeId: office?.id ?? 0,
    officeName: office?.called ?? '',
    companyName: company?.name ?? '',
    planName: plan?.name ?? null,
    coversheet: c.coversheet ? coversheet(store, c) : null,
    commission: commissionOf(store, c),
    locked: contractLocked(c.status),
    actions: contractActions(c.status, c.payoutStatus === 'Paid Out'),
    history: c.history ?? [],
    fallenReason: c.fallenReason ?? null,
  };
}
