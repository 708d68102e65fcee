// One agent's book: listings, contracts (with contacts, coversheets, commission and cap), escrow and
// monthly invoices, for every year from 2020 to today. Built from a sub-seed of the agent's id, so a
// book is the same whenever (and in whatever order) it is first needed.
import type { ContractContact, ContractSide, PropertyType } from '@balance/api-client';
import { priceDeals, type DealPrice, type PlanTerms } from '@balance/domain';
import type { AgentBook, AgentRec, CompanyRec, ContractRec, ListingRec, OfficeRec } from '../store/types.ts';
import { addDays, atTime, daysBetween, yearOf } from './dates.ts';
import { XSS_IMG } from './hostile.ts';
import { FIRST_YEAR, TITLE_COMPANIES, buildEscrow, buildInvoices, round2 } from './ledger.ts';
import { buildPools } from './pools.ts';
import { createRandom, subSeed, type Random } from './random.ts';

export { DESK_FEE, EO_MONTHLY, FIRST_YEAR, TRANSACTION_FEE, round2 } from './ledger.ts';

const SIDE_WEIGHTS: ContractSide[] = [
  'LIST',
  'LIST',
  'LIST',
  'LIST',
  'SELL',
  'SELL',
  'SELL',
  'SELL',
  'REF-LIST',
  'REF-SELL',
];
const TYPE_WEIGHTS: PropertyType[] = [
  'DE',
  'DE',
  'DE',
  'DE',
  'DE',
  'DE',
  'CO',
  'CO',
  'CO',
  'AT',
  'AT',
  'MF',
  'MF',
  'VL',
  'MH',
  'RS',
  'TS',
  'IN',
  'MU',
  'NC',
  'OI',
  'OT',
  'RN',
  'RO',
  'VI',
  'BU',
  'DP',
  'OTHER',
];
const LENDERS = ['Riverbank Mortgage', 'Summit Home Loans', 'Keystone Lending', 'Harborview Credit Union'];
const CO_OP_FIRMS = ['Stumptown Realty', 'Evergreen Brokers', 'Bridge City Homes', 'Lakeside Realty Group'];

function priceFor(rnd: Random, type: PropertyType): number {
  const [min, max] =
    type === 'VL'
      ? [60_000, 400_000]
      : type === 'CO' || type === 'AT'
        ? [180_000, 750_000]
        : type === 'MF' || type === 'IN'
          ? [450_000, 2_400_000]
          : [220_000, 1_600_000];
  return Math.round((min + rnd.next() * (max - min)) / 500) * 500;
}

function dayIn(rnd: Random, from: string, to: string): string {
  const span = Math.max(0, daysBetween(from, to));
  return addDays(from, rnd.int(0, span));
}

type BookCtx = {
  seed: number;
  today: string;
  agent: AgentRec;
  plan: PlanTerms;
  office: OfficeRec;
  company: CompanyRec;
};

function contacts(rnd: Random, names: () => string, side: ContractSide): ContractContact[] {
  const person = (): { name: string; email: string } => {
    const name = names();
    return { name, email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com` };
  };
  const seller = person();
  const buyer = person();
  const list: ContractContact[] = [
    {
      type: 'Seller',
      name: seller.name,
      company: null,
      phone: `503555${rnd.digits(4)}`,
      email: seller.email,
    },
    {
      type: 'Buyer',
      name: buyer.name,
      company: null,
      phone: rnd.chance(0.5) ? `503555${rnd.digits(4)}` : null,
      email: buyer.email,
    },
  ];
  if (side === 'LIST' || side === 'SELL') {
    list.push({
      type: 'Co-op',
      name: names(),
      company: rnd.pick(CO_OP_FIRMS),
      phone: `503555${rnd.digits(4)}`,
      email: rnd.chance(0.8) ? `agent${rnd.digits(3)}@coop.example.com` : null,
    });
  }
  if (rnd.chance(0.8)) {
    list.push({
      type: 'Title',
      name: names(),
      company: rnd.pick(TITLE_COMPANIES),
      phone: `503555${rnd.digits(4)}`,
      email: `escrow${rnd.digits(2)}@title.example.com`,
    });
  }
  if (rnd.chance(0.6)) {
    list.push({
      type: 'Lender',
      name: names(),
      company: rnd.pick(LENDERS),
      phone: `503555${rnd.digits(4)}`,
      email: `loans${rnd.digits(2)}@lender.example.com`,
    });
  }
  return list;
}

/** Puts one contract's money from its price under the plan (a deal that fell through pays nothing). */
export function priceContract(contract: ContractRec, price: DealPrice): void {
  contract.grossCommission = price.gross;
  contract.splitPercent = price.agentSplit;
  contract.companyDollar = price.companyDollar;
  contract.transactionFee = price.fees;
  contract.netCommission = price.net;
}

/** The contract's gross commission: sale price times commission percent, to the cent. */
const grossOf = (c: ContractRec): number => round2((c.salePrice * c.commissionPercent) / 100);

/**
 * Prices the agent's contracts under their plan in closing order: closed deals count toward the
 * cap year's basis and cap; pending ones are priced as of today; fallen ones pay nothing.
 */
export function applyCap(agent: AgentRec, plan: PlanTerms, contracts: ContractRec[], today: string): void {
  const ordered = [...contracts].sort((a, b) =>
    (a.closingDate ?? a.contractDate).localeCompare(b.closingDate ?? b.contractDate),
  );
  const prices = priceDeals(
    plan,
    agent.anniversaryMonth,
    ordered.map((c) => ({
      gross: grossOf(c),
      status: c.status === 'CLSD' ? 'closed' : c.status === 'FALL' ? 'fell' : 'pending',
      day: c.status === 'CLSD' && c.closingDate ? c.closingDate : today,
    })),
  );
  ordered.forEach((c, i) => {
    const price = prices[i];
    if (price) priceContract(c, price);
  });
}

/** An agent's listings and contracts as first drawn (unpriced), and the draw to continue the book from. */
export type DrawnDeals = { listings: ListingRec[]; contracts: ContractRec[]; rnd: Random; startDay: string };

/**
 * The first part of a book: the listings and contracts alone. The deal index draws these for agents
 * whose book is not stored, which costs a fraction of the whole book (no pricing, escrow or invoices).
 */
export function drawDeals(ctx: Omit<BookCtx, 'plan' | 'company'>): DrawnDeals {
  const { agent, office, today } = ctx;
  const rnd = createRandom(subSeed(ctx.seed, agent.userId));
  const pools = buildPools(ctx.seed);
  const currentYear = yearOf(today);
  const names = (): string => `${rnd.pick(pools.firstNames)} ${rnd.pick(pools.lastNames)}`;
  const address = (): string =>
    `${rnd.int(10, 9999)} ${rnd.pick(pools.streetNames)} ${rnd.pick(pools.streetSuffixes)}`;
  const city = (): string => (rnd.chance(0.6) ? office.city : rnd.pick(pools.cities));
  const listings: ListingRec[] = [];
  const contracts: ContractRec[] = [];
  let nextListing = 0;
  let nextContract = 0;
  const mls = (year: number): string => `${String(year).slice(2)}-${rnd.digits(6)}`;
  const startDay = agent.hireDate > `${FIRST_YEAR}-01-01` ? agent.hireDate : `${FIRST_YEAR}-01-01`;

  const addListing = (
    fields: Omit<
      ListingRec,
      | 'listingId'
      | 'agentId'
      | 'bedrooms'
      | 'bathrooms'
      | 'squareFeet'
      | 'yearBuilt'
      | 'description'
      | 'mlsNumber'
    >,
  ): ListingRec => {
    const land = fields.propertyType === 'VL';
    const listing: ListingRec = {
      listingId: agent.userId * 100 + nextListing,
      agentId: agent.userId,
      mlsNumber: mls(yearOf(fields.listDate)),
      bedrooms: land ? null : rnd.int(1, 6),
      bathrooms: land ? null : rnd.int(2, 9) / 2,
      squareFeet: land ? null : rnd.int(6, 45) * 100,
      yearBuilt: land ? null : rnd.int(1905, 2024),
      description:
        agent.userId % 50 === 3 && nextListing === 0
          ? XSS_IMG
          : `${rnd.pick(pools.loremSentences)} ${rnd.pick(pools.loremSentences)}`,
      ...fields,
    };
    nextListing += 1;
    listings.push(listing);
    return listing;
  };

  const addContract = (
    status: ContractRec['status'],
    contractDate: string,
    closingDate: string | null,
  ): void => {
    if (nextContract >= 99) return;
    const side = rnd.pick(SIDE_WEIGHTS);
    const propertyType = rnd.pick(TYPE_WEIGHTS);
    const salePrice = priceFor(rnd, propertyType);
    const referral = side === 'REF-LIST' || side === 'REF-SELL';
    const contract: ContractRec = {
      contractId: agent.userId * 100 + nextContract,
      agentId: agent.userId,
      listingId: null,
      propertyAddress: address(),
      city: city(),
      state: office.state,
      zip: office.zip.length === 5 ? `${office.zip.slice(0, 3)}${rnd.digits(2)}` : rnd.digits(5),
      side,
      status,
      propertyType,
      mlsNumber: null,
      salePrice,
      contractDate,
      closingDate,
      commissionPercent: referral ? rnd.pick([0.75, 0.9, 1]) : rnd.pick([2.5, 2.5, 2.75, 3, 3]),
      splitPercent: 0,
      transactionFee: 0,
      grossCommission: 0,
      netCommission: 0,
      companyDollar: 0,
      payoutStatus: 'Not Started',
      contacts: [],
      notes: rnd.chance(0.2) ? rnd.pick(pools.loremSentences) : '',
      coversheet: null,
    };
    nextContract += 1;
    contract.contacts = contacts(rnd, names, side);
    if (side === 'LIST' || side === 'REF-LIST') {
      const listDate = addDays(contractDate, -rnd.int(5, 90));
      const listing = addListing({
        address: contract.propertyAddress,
        city: contract.city,
        state: contract.state,
        zip: contract.zip,
        propertyType,
        listPrice: Math.round((salePrice * (1 + rnd.next() * 0.06)) / 500) * 500,
        listDate,
        expirationDate: addDays(listDate, 180),
        status:
          status === 'CLSD'
            ? 'Sold'
            : status === 'PEND'
              ? 'Pending'
              : rnd.chance(0.5)
                ? 'Withdrawn'
                : 'Expired',
        contractId: contract.contractId,
      });
      contract.listingId = listing.listingId;
      contract.mlsNumber = listing.mlsNumber;
    } else if (rnd.chance(0.7)) {
      contract.mlsNumber = mls(yearOf(contractDate));
    }
    if (status === 'CLSD') {
      // The last ten days' closings still wait for the office's approval (the billing Queue).
      const age = closingDate ? daysBetween(closingDate, today) : 0;
      contract.payoutStatus = age > 21 ? 'Paid Out' : age > 10 ? 'Pending' : 'Not Started';
    }
    if (status !== 'FALL' && (status === 'CLSD' || rnd.chance(0.6))) {
      contract.coversheet = {
        coversheetId: contract.contractId,
        status: status === 'CLSD' ? 'Approved' : rnd.chance(0.5) ? 'Submitted' : 'Draft',
        listingId: contract.listingId,
        manual:
          contract.listingId === null
            ? {
                address: contract.propertyAddress,
                city: contract.city,
                state: contract.state,
                zip: contract.zip,
                propertyType,
              }
            : null,
        agents: [{ userId: agent.userId, splitPercent: 100 }],
        updatedAt: atTime(addDays(contractDate, 1), rnd.int(480, 1080)),
        updatedByName: `${agent.firstName} ${agent.lastName}`,
      };
    }
    contracts.push(contract);
  };

  // Past and current-year deals: closed or fallen.
  const lastClosable = addDays(today, -3);
  for (let year = Math.max(FIRST_YEAR, yearOf(startDay)); year <= currentYear; year += 1) {
    const from = year === yearOf(startDay) ? startDay : `${year}-01-01`;
    const to = year === currentYear ? lastClosable : `${year}-12-31`;
    if (to < from) continue;
    const fraction = Math.min(1, (daysBetween(from, to) + 1) / 365);
    const deals = agent.active || year < currentYear ? Math.round(rnd.int(3, 8) * fraction) : 0;
    for (let d = 0; d < deals; d += 1) {
      const closing = dayIn(rnd, from, to);
      const earliest = addDays(closing, -rnd.int(20, 60));
      const contractDate = earliest < startDay ? startDay : earliest;
      if (rnd.chance(0.12)) addContract('FALL', contractDate, null);
      else addContract('CLSD', contractDate, closing);
    }
  }
  // Pending deals, closing in the coming weeks.
  for (let p = 0; p < agent.pendingContracts; p += 1) {
    addContract('PEND', addDays(today, -rnd.int(5, 45)), addDays(today, rnd.int(4, 60)));
  }
  // Active listings with no contract yet, and a few expired ones in past years.
  // The type is drawn before the list day, the order the seed has always used.
  const uncontracted = (type: PropertyType, listDate: string, status: 'Active' | 'Expired') =>
    addListing({
      address: address(),
      city: city(),
      state: office.state,
      zip: office.zip,
      propertyType: type,
      listPrice: priceFor(rnd, type),
      listDate,
      expirationDate: addDays(listDate, 180),
      status,
      contractId: null,
    });
  for (let a = 0; a < agent.activeListings; a += 1) {
    const type = rnd.pick(TYPE_WEIGHTS);
    uncontracted(type, addDays(today, -rnd.int(1, 90)), 'Active');
  }
  for (let year = Math.max(FIRST_YEAR, yearOf(startDay)); year < currentYear; year += 1) {
    if (!rnd.chance(0.3)) continue;
    const type = rnd.pick(TYPE_WEIGHTS);
    uncontracted(type, dayIn(rnd, `${year}-01-01`, `${year}-06-30`), 'Expired');
  }

  return { listings, contracts, rnd, startDay };
}

export function buildBook(ctx: BookCtx): AgentBook {
  const { agent, office, company, today } = ctx;
  const { listings, contracts, rnd, startDay } = drawDeals(ctx);
  const currentYear = yearOf(today);
  applyCap(agent, ctx.plan, contracts, today);

  const escrow = buildEscrow(rnd, contracts, today, company.name);
  const invoices = buildInvoices(agent, office, contracts, { startDay, today, currentYear });

  return { agentId: agent.userId, listings, contracts, invoices, escrow };
}
