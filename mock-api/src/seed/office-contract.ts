// Seed of each office's franchise contract with the brokerage. Built lazily per office, like the
// company's external ids.
import type { OfficeContractRec, OfficeRec } from '../store/types.ts';
import { addDays, atTime, pad2, yearOf } from './dates.ts';
import { XSS_IMG } from './hostile.ts';
import { STAFF } from './pools.ts';
import { randomFor } from './random.ts';

const SIGNERS = ['Priya Shah', 'Marcus Hale', 'Elena Ruiz', 'Daniel Okafor', 'Grace Lin', 'Tomás Vidal'];

/** Whole months from `start` to the day after `end` (a 2021-03-01 … 2031-02-28 term is 120). */
export function termMonths(start: string, end: string): number {
  const after = addDays(end, 1);
  const months =
    (yearOf(after) - yearOf(start)) * 12 + (Number(after.slice(5, 7)) - Number(start.slice(5, 7)));
  const partial = Number(after.slice(8, 10)) < Number(start.slice(8, 10)) ? 1 : 0;
  return Math.max(0, months - partial);
}

function addMonths(day: string, months: number): string {
  const total = yearOf(day) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return `${Math.floor(total / 12)}-${pad2((total % 12) + 1)}-01`;
}

/** The office's contract with the brokerage, as first seeded (null for a few offices, none on file). */
export function seedOfficeContract(seed: number, today: string, office: OfficeRec): OfficeContractRec | null {
  const rnd = randomFor(seed, `office-contract:${office.id}`);
  const demo = office.id === 1;
  if (!demo && (office.status === 0 ? rnd.chance(0.6) : rnd.chance(0.06))) return null;
  const startYear = demo ? 2021 : rnd.int(yearOf(today) - 12, yearOf(today) - 1);
  let startDate = demo ? '2021-03-01' : `${startYear}-${pad2(rnd.int(1, 12))}-01`;
  const term = demo ? 120 : rnd.pick([60, 60, 120, 120, 120, 84]);
  const autoRenew = demo || rnd.chance(0.6);
  let endDate = addDays(addMonths(startDate, term), -1);
  // An auto-renewing contract that ran out was renewed for the same term.
  while (autoRenew && endDate < today) {
    startDate = addDays(endDate, 1);
    endDate = addDays(addMonths(startDate, term), -1);
  }
  const companyOwned = !demo && rnd.chance(0.1);
  const feePlan = demo ? 'Capped' : rnd.pick(['Standard', 'Capped', 'Capped', 'Flat fee', 'Tiered'] as const);
  const royalty = office.royalties.find((r) => r.percent > 0);
  const expired = endDate < today;
  const status = office.status === 0 ? 'Draft' : expired ? 'Expired' : 'Active';
  const notes = demo
    ? "Ten-year franchise term; renewal needs 180 days' notice."
    : office.id === 3
      ? XSS_IMG
      : rnd.pick([
          '',
          'Renewal terms agreed in principle at the last regional meeting.',
          'Marketing fee waived for the first 12 months.',
          'Royalty cap reviewed yearly in January.',
        ]);
  return {
    officeId: office.id,
    contractNumber: `${companyOwned ? 'CO' : 'FR'}-${yearOf(startDate)}-${String(office.id).padStart(4, '0')}`,
    contractType: companyOwned ? 'Company-owned' : rnd.chance(0.15) ? 'Affiliation' : 'Franchise',
    status,
    startDate,
    endDate,
    renewalNoticeDate: addDays(endDate, -180),
    autoRenew,
    feePlan: companyOwned ? 'Standard' : feePlan,
    royaltyPercent: companyOwned ? 0 : (royalty?.percent ?? 6),
    royaltyCapAnnual: companyOwned || feePlan !== 'Capped' ? null : (royalty?.capAmount ?? 18000),
    marketingFeeMonthly: companyOwned ? 0 : demo ? 250 : rnd.pick([0, 150, 200, 250, 300]),
    signedByName: demo ? 'Priya Shah' : rnd.pick(SIGNERS),
    notes,
    termMonths: termMonths(startDate, endDate),
    updatedAt: atTime(addDays(today, -rnd.int(30, 700)), rnd.int(480, 1080)),
    updatedByName: rnd.pick(STAFF),
  };
}
