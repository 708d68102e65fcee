// rules-agree rows for a contract's status changes: the dialog's rule (contractTransitionErrors) and
// POST /contracts/admin/{id}/status agree on the closing date, the final price and the reason. Each
// request takes a pending contract not used before, since a valid one changes its status.
import { contractTransitionErrors, parsePrice, type ContractAction } from '@balance/domain';
import type { Store } from '../../mock-api/src/store/store.ts';
import type { RequestSpec } from '../../mock-api/src/testing/transports.ts';

/** The fixed day the test mock runs on; pending contracts are dated before it. */
const TODAY = '2026-06-15';
const CONTEXT = { contractDate: '2026-05-01', today: TODAY };

/** A pending contract of a demo-office agent other than the demo agent (whose contracts other rows use). */
function nextPending(store: Store): number {
  for (const agent of store.agentsByOffice.get(1) ?? []) {
    if (agent.userId === 1001) continue;
    const found = store.book(agent.userId)?.contracts.find((c) => c.status === 'PEND');
    if (found) return found.contractId;
  }
  throw new Error('no pending contract left');
}

const price = (v: string): number | null => (v.trim() === '' ? null : Number(v));

function change(store: Store, action: ContractAction, body: Record<string, unknown>): RequestSpec {
  return { method: 'POST', path: `/contracts/admin/${nextPending(store)}/status`, json: { action, ...body } };
}

type StatusRule = {
  name: string;
  client: (value: string) => string | null;
  inputs: readonly string[];
  endpoints: ReadonlyArray<{
    name: string;
    field: string;
    request: (store: Store, value: string) => RequestSpec;
  }>;
};

export const contractStatusRules: StatusRule[] = [
  {
    name: 'closing date',
    client: (v) =>
      contractTransitionErrors('close', { closingDate: v, finalPrice: 450000, reason: '' }, CONTEXT)
        .closingDate ?? null,
    inputs: ['', TODAY, '2026-06-16', '2019-12-31', '15/06/2026'],
    endpoints: [
      {
        name: 'POST /contracts/admin/{id}/status close',
        field: 'closingDate',
        request: (s, v) => change(s, 'close', { closingDate: v, finalPrice: 450000 }),
      },
    ],
  },
  {
    name: 'final price',
    client: (v) =>
      contractTransitionErrors(
        'close',
        { closingDate: TODAY, finalPrice: parsePrice(v), reason: '' },
        CONTEXT,
      ).finalPrice ?? null,
    inputs: ['', '0', '-5', '450000', '2000000000'],
    endpoints: [
      {
        name: 'POST /contracts/admin/{id}/status close',
        field: 'finalPrice',
        request: (s, v) => change(s, 'close', { closingDate: TODAY, finalPrice: price(v) }),
      },
    ],
  },
  {
    name: 'fallen reason',
    client: (v) =>
      contractTransitionErrors('fall', { closingDate: '', finalPrice: null, reason: v }, CONTEXT).reason ??
      null,
    inputs: ['', '   ', 'Financing fell through', 'x'.repeat(500), 'x'.repeat(501)],
    endpoints: [
      {
        name: 'POST /contracts/admin/{id}/status fall',
        field: 'reason',
        request: (s, v) => change(s, 'fall', { reason: v }),
      },
    ],
  },
];
