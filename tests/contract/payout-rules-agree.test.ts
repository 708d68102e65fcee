// The payout rule agrees: for every contract status, payout status and action, the mock allows the
// move exactly when the domain's payoutTransition does, and lands on the status it names.
import { PAYOUT_ACTIONS, PAYOUT_STATUSES, payoutTransition } from '@balance/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ContractRec } from '../../mock-api/src/store/types.ts';
import { startMsw, type Transport } from '../../mock-api/src/testing/transports.ts';

let msw: Transport;
let token = '';

beforeAll(async () => {
  msw = startMsw();
  token = await msw.tokenFor('superuser');
});
afterAll(async () => {
  await msw?.close();
});

/** A contract of office 1 with the given status, its payout set as the case needs. */
function contract(status: ContractRec['status']): ContractRec {
  for (const agent of msw.store.agentsByOffice.get(1) ?? []) {
    const found = msw.store.book(agent.userId)?.contracts.find((c) => c.status === status);
    if (found) return found;
  }
  throw new Error(`office 1 has no ${status} contract`);
}

const cases = (['CLSD', 'PEND', 'FALL'] as const).flatMap((status) =>
  PAYOUT_STATUSES.flatMap((payoutStatus) =>
    PAYOUT_ACTIONS.map(
      (action) => [`${status} · ${payoutStatus} · ${action}`, status, payoutStatus, action] as const,
    ),
  ),
);

describe('payout moves: domain and mock agree', () => {
  test.each(cases)('%s', async (_name, status, payoutStatus, action) => {
    const c = contract(status);
    c.payoutStatus = payoutStatus;
    const rule = payoutTransition(status, payoutStatus, action);
    const reply = await msw.send({
      method: 'POST',
      path: `/contracts/payout/${c.contractId}`,
      token,
      json: { action, reason: 'Check returned', paidDate: '2026-06-15' },
    });
    if ('to' in rule) {
      expect(reply.status).toBe(200);
      expect((reply.body as { data: { payoutStatus: string } }).data.payoutStatus).toBe(rule.to);
    } else {
      expect(reply.status).toBe(400);
      expect((reply.body as { message: string }).message).toContain(rule.error);
    }
  });
});
