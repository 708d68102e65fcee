// Rows of the rules-agree table for office billing: a billable expense's amount, date and memo, and a
// payout's void reason and paid date, each checked by the domain and by the mock the same way.
import {
  expenseAmountError,
  expenseDateError,
  expenseMemoError,
  paidDateError,
  voidReasonError,
} from '@balance/domain';
import type { Store } from '../../mock-api/src/store/store.ts';
import type { ContractRec } from '../../mock-api/src/store/types.ts';
import type { RequestSpec } from '../../mock-api/src/testing/transports.ts';

/** The day the rules-agree mock is pinned to. */
const TODAY = '2026-06-15';
const OFFICE = 1;

function expense(store: Store, patch: Record<string, unknown>): RequestSpec {
  const agent = store.agentsByOffice.get(OFFICE)?.[0];
  if (!agent) throw new Error('office 1 has no agent');
  const body = { agentId: agent.userId, kind: 'Desk fee', date: TODAY, amount: 450, memo: '', ...patch };
  return { method: 'POST', path: `/Office/billing/${OFFICE}/expenses`, json: body };
}

/** The first closed contract of office 1 whose payout is in `status` (each valid case uses one up). */
function contractIn(store: Store, status: ContractRec['payoutStatus']): ContractRec {
  for (const agent of store.agentsByOffice.get(OFFICE) ?? []) {
    const found = store
      .book(agent.userId)
      ?.contracts.find((c) => c.status === 'CLSD' && c.payoutStatus === status);
    if (found) return found;
  }
  throw new Error(`office 1 has no ${status} payout`);
}

function payout(
  store: Store,
  status: ContractRec['payoutStatus'],
  body: Record<string, unknown>,
): RequestSpec {
  return { method: 'POST', path: `/contracts/payout/${contractIn(store, status).contractId}`, json: body };
}

export const BILLING_RULES = [
  {
    name: 'expense amount',
    client: (v: string) => expenseAmountError(Number(v)),
    inputs: ['450', '0.01', '100000', '0', '-5', '12.345', '100000.01'],
    endpoints: [
      {
        name: 'POST /Office/billing/{id}/expenses',
        field: 'amount',
        request: (s: Store, v: string) => expense(s, { amount: Number(v) }),
      },
    ],
  },
  {
    name: 'expense date',
    client: (v: string) => expenseDateError(v, TODAY),
    inputs: [TODAY, '2025-07-01', '2027-06-01', '2025-06-01', '2027-07-01', '2026-02-30', ''],
    endpoints: [
      {
        name: 'POST /Office/billing/{id}/expenses',
        field: 'date',
        request: (s: Store, v: string) => expense(s, { date: v }),
      },
    ],
  },
  {
    name: 'expense memo (Other)',
    client: (v: string) => expenseMemoError(v, 'Other'),
    inputs: ['Sign rider', 'x'.repeat(200), '', '   ', 'x'.repeat(201)],
    endpoints: [
      {
        name: 'POST /Office/billing/{id}/expenses',
        field: 'memo',
        request: (s: Store, v: string) => expense(s, { kind: 'Other', memo: v }),
      },
    ],
  },
  {
    name: 'payout void reason',
    client: voidReasonError,
    inputs: ['Check returned by the bank', 'x'.repeat(500), '', '  ', 'x'.repeat(501)],
    endpoints: [
      {
        name: 'POST /contracts/payout/{id} (void)',
        field: 'reason',
        request: (s: Store, v: string) => payout(s, 'Paid Out', { action: 'void', reason: v }),
      },
    ],
  },
  {
    name: 'payout paid date',
    client: (v: string) => paidDateError(v, TODAY),
    inputs: [TODAY, '2026-01-02', '2026-06-16', '2030-01-01', '', '2026-02-30'],
    endpoints: [
      {
        name: 'POST /contracts/payout/{id} (markPaid)',
        field: 'paidDate',
        request: (s: Store, v: string) => payout(s, 'Pending', { action: 'markPaid', paidDate: v }),
      },
    ],
  },
];
