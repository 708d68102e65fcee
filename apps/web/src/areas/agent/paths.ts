// The agent area's routes (under /agent-ez, SPEC §2) with a builder each, so no page spells a path.
// Builders return absolute paths; `AgentLink` and `useAgentNavigate` make them work inside the
// nested /agent-ez router as well as outside it.
import type { ReportSlug } from '@balance/domain';

export const AGENT_BASE = '/agent-ez';

export const agentPaths = {
  home: () => AGENT_BASE,
  dashboard: () => `${AGENT_BASE}/dashboard`,
  reports: () => `${AGENT_BASE}/reports/index`,
  report: (slug: ReportSlug) => `${AGENT_BASE}/reports/${slug}`,
  contracts: () => `${AGENT_BASE}/contracts`,
  contract: (contractId: number) => `${AGENT_BASE}/contracts/${contractId}`,
  coversheets: () => `${AGENT_BASE}/coversheet`,
  coversheet: (contractId: number) => `${AGENT_BASE}/coversheet/${contractId}`,
  escrow: (contractId?: number) =>
    contractId === undefined ? `${AGENT_BASE}/escrow` : `${AGENT_BASE}/escrow?contractId=${contractId}`,
  officeBill: () => `${AGENT_BASE}/office-bill`,
  invoice: (invoiceId: number) => `${AGENT_BASE}/office-bill/${invoiceId}`,
  planStatus: () => `${AGENT_BASE}/plan-status`,
  tax1099: () => `${AGENT_BASE}/1099`,
  resetPassword: () => '/auth/agent-ez/reset-password',
  login: () => '/auth/agent-ez/login',
} as const;

/** Route patterns relative to the /agent-ez nest. */
export const agentPatterns = {
  root: '/',
  dashboard: '/dashboard',
  report: '/reports/:slug',
  reports: '/reports',
  contracts: '/contracts',
  contract: '/contracts/:contractId',
  coversheets: '/coversheet',
  coversheet: '/coversheet/:contractId',
  escrow: '/escrow',
  officeBill: '/office-bill',
  /** The bill page, with an invoice shown when the id is given. */
  invoice: '/office-bill/:invoiceId?',
  planStatus: '/plan-status',
  tax1099: '/1099',
} as const;

/** A positive integer route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
