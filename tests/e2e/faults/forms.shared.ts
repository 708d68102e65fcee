// Helpers of the form fault specs: the seeded ids, a demo-office agent with an open bill, and a
// counter of the writes a page sends (each held back so a second click lands while it is in flight).
import type { Page } from '@playwright/test';
import { isUnclaimed } from '../demoAgents';
import { API_BASE, DEMO_PASSWORD } from '../fixtures';
import { seedIds, type SeedIds } from './views';

export async function agentWithOpenInvoice(): Promise<string> {
  const users = (await (await fetch(`${API_BASE}/__db/users?role=Agent&officeId=1`)).json()) as {
    userId: number;
    userName: string;
    active: boolean;
  }[];
  for (const { userId, userName, active } of users.reverse()) {
    if (!active || !isUnclaimed(userId)) continue;
    const login = await fetch(`${API_BASE}/Auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD, area: 'agent' }),
    });
    if (!login.ok) continue;
    const { data } = (await login.json()) as { data: { token: string } };
    const open = await fetch(
      `${API_BASE}/AgentInvoice/getAgentOpenInvoice?filter=Open&pageNumber=1&pageSize=1`,
      { headers: { Authorization: `Bearer ${data.token}` } },
    );
    if (open.ok && ((await open.json()) as { data: unknown[] }).data.length > 0) return userName;
  }
  throw new Error('No demo-office agent with an open invoice');
}

let ids: Promise<SeedIds> | null = null;
export const seed = () => (ids ??= seedIds());

/** Counts the writes matching `pattern` and holds each one back `holdMs` before it reaches the mock. */
export async function countWrites(page: Page, pattern: RegExp, holdMs = 600) {
  const writes: string[] = [];
  await page.route(
    (url) => url.origin === API_BASE && pattern.test(url.pathname),
    async (route) => {
      const method = route.request().method();
      if (method === 'OPTIONS' || method === 'GET') return route.fallback();
      writes.push(`${method} ${route.request().url()}`);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await route.fallback().catch(() => undefined);
    },
  );
  return writes;
}
