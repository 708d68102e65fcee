// Seeded contracts the contract-page specs work on, found through the mock's API: a pending contract
// of a demo-office agent other than the demo agent (each call finds one no earlier test closed).
import { API_BASE, DEMO_PASSWORD } from '../fixtures';

async function token(): Promise<string> {
  const login = await fetch(`${API_BASE}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'superuser', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The first contract in this status of the given agents (this year or last), or throws. */
export async function seededContract(status: 'PEND' | 'CLSD', agentIds: readonly number[]): Promise<number> {
  const auth = { Authorization: `Bearer ${await token()}` };
  const year = new Date().getFullYear();
  for (const agentId of agentIds) {
    for (const y of [year, year - 1]) {
      const reply = await fetch(
        `${API_BASE}/contracts/GetContractsByAgentId?agentId=${agentId}&year=${y}&contractFilter=${status}&pageNumber=1&pageSize=1`,
        { headers: auth },
      );
      if (!reply.ok) continue;
      const rows = ((await reply.json()) as { data: { contractId: number }[] }).data;
      if (rows[0]) return rows[0].contractId;
    }
  }
  throw new Error(`No ${status} contract among agents ${agentIds.join(', ')}`);
}

export { CONTRACT_AGENTS } from '../demoAgents';

/** Closes a pending contract through the API (today, at its price), for specs that start from a closed one. */
export async function closeThroughApi(contractId: number): Promise<void> {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const reply = await fetch(`${API_BASE}/contracts/admin/${contractId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${await token()}` },
    body: JSON.stringify({ action: 'close', closingDate: today, finalPrice: 400000 }),
  });
  if (!reply.ok) throw new Error(`close ${contractId}: HTTP ${reply.status}`);
}
