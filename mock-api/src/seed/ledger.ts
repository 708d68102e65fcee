// The money side of an agent's book: escrow deposits on recent deals and the office's monthly
// invoices. Fees and rounding are shared with the contract pricing in book.ts.
import type { EscrowRecord, InvoiceLine } from '@balance/api-client';
import type { AgentRec, ContractRec, InvoiceRec, OfficeRec } from '../store/types.ts';
import { MONTH_NAMES, addDays, daysBetween, monthOf, pad2 } from './dates.ts';
import type { Random } from './random.ts';

export const FIRST_YEAR = 2020;
export const TRANSACTION_FEE = 295;
export const DESK_FEE = 450;
export const EO_MONTHLY = 85.5;

export const TITLE_COMPANIES = [
  'Cascade Title',
  'First American Title',
  'Ticor Title',
  'Fidelity National Title',
  'Chicago Title',
];

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Escrow: earnest money on pending deals and on recent closings or fall-throughs. */
export function buildEscrow(
  rnd: Random,
  contracts: ContractRec[],
  today: string,
  companyName: string,
): EscrowRecord[] {
  const escrow: EscrowRecord[] = [];
  for (const c of contracts) {
    const recent = daysBetween(c.contractDate, today) <= 120;
    if (!(c.status === 'PEND' || recent)) continue;
    const holderIsTrust = rnd.chance(0.6);
    const amount = Math.max(1000, Math.round((c.salePrice * rnd.pick([0.01, 0.02, 0.03])) / 500) * 500);
    const twoDeposits = rnd.chance(0.4);
    const first = twoDeposits ? Math.round(amount / 2) : amount;
    const buyer = c.contacts.find((x) => x.type === 'Buyer')?.name ?? 'Buyer';
    const d1 = addDays(c.contractDate, 1);
    const deposits: EscrowRecord['deposits'] = [
      {
        id: 1,
        date: d1,
        amount: first,
        method: rnd.pick(['Check', 'Wire', 'ACH'] as const),
        receivedFrom: buyer,
        reference: rnd.chance(0.8) ? `W-${rnd.digits(5)}` : null,
        clearedAt: addDays(d1, 1) <= today ? addDays(d1, 1) : null,
      },
    ];
    if (twoDeposits) {
      const d2 = addDays(c.contractDate, 8);
      deposits.push({
        id: 2,
        date: d2 <= today ? d2 : today,
        amount: amount - first,
        method: 'Check',
        receivedFrom: buyer,
        reference: rnd.digits(4),
        clearedAt: addDays(d2, 2) <= today ? addDays(d2, 2) : null,
      });
    }
    const total = deposits.reduce((s, d) => s + d.amount, 0);
    const status = c.status === 'PEND' ? 'Held' : c.status === 'CLSD' ? 'Released' : 'Refunded';
    escrow.push({
      contractId: c.contractId,
      propertyAddress: c.propertyAddress,
      escrowNumber: `ESC-${c.contractDate.slice(2, 4)}-${rnd.digits(4)}`,
      holder: holderIsTrust ? `${companyName} trust account` : rnd.pick(TITLE_COMPANIES),
      status,
      totalDeposited: round2(total),
      balance: status === 'Held' ? round2(total) : 0,
      deposits,
    });
  }
  return escrow;
}

/** Monthly invoices from the office: desk fee, E&O, and a transaction fee per closing of the month before. */
export function buildInvoices(
  agent: AgentRec,
  office: OfficeRec,
  contracts: ContractRec[],
  span: { startDay: string; today: string; currentYear: number },
): InvoiceRec[] {
  const { startDay, today, currentYear } = span;
  const invoices: InvoiceRec[] = [];
  const firstMonth = startDay.slice(0, 7);
  const thisMonth = today.slice(0, 7);
  const pastDue = agent.gfStatus === 'Past Due';
  let index = 0;
  for (let y = FIRST_YEAR; y <= currentYear; y += 1) {
    for (let m = 1; m <= 12; m += 1) {
      const month = `${y}-${pad2(m)}`;
      index += 1;
      if (month < firstMonth || month > thisMonth) continue;
      if (!agent.active && month > (agent.hireDate > '2024-01' ? agent.hireDate : '2024-01').slice(0, 7))
        continue;
      const issueDate = `${month}-01`;
      const prev = m === 1 ? `${y - 1}-12` : `${y}-${pad2(m - 1)}`;
      const lines: InvoiceLine[] = [
        {
          id: 1,
          description: `Desk fee — ${MONTH_NAMES[m - 1]} ${y}`,
          category: 'Desk fee',
          quantity: 1,
          unitPrice: DESK_FEE,
          amount: DESK_FEE,
          contractId: null,
        },
        {
          id: 2,
          description: 'E&O insurance',
          category: 'Insurance',
          quantity: 1,
          unitPrice: EO_MONTHLY,
          amount: EO_MONTHLY,
          contractId: null,
        },
      ];
      for (const c of contracts) {
        if (c.status === 'CLSD' && c.closingDate?.startsWith(prev)) {
          lines.push({
            id: lines.length + 1,
            description: `Transaction fee — ${c.propertyAddress}`,
            category: 'Transaction fee',
            quantity: 1,
            unitPrice: c.transactionFee,
            amount: c.transactionFee,
            contractId: c.contractId,
          });
        }
      }
      const total = round2(lines.reduce((s, l) => s + l.amount, 0));
      const age = (currentYear - y) * 12 + (monthOf(today) - m);
      const open = age === 0 || (pastDue && age <= 2);
      invoices.push({
        id: agent.userId * 1000 + index,
        invoiceNumber: `INV-${y}${pad2(m)}-${agent.userId}`,
        officeId: office.id,
        agentId: agent.userId,
        issueDate,
        dueDate: `${month}-15`,
        status: open ? 'Open' : 'Paid',
        payoutStatus: open ? 'Not Started' : 'Paid Out',
        amountPaid: open ? 0 : total,
        lines,
        paymentIds: [],
      });
    }
  }
  return invoices;
}
