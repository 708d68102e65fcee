// One request per row: for every operation, a success and each documented error it can answer.
// The rows run in order on both transports (later rows see earlier writes), so each is a plain
// request plus the status the contract and the data say it must get.
import type { Store } from '../../mock-api/src/store/store.ts';
import type { RequestSpec } from '../../mock-api/src/testing/transports.ts';
import { agentBillingCases } from './agentBillingCases.ts';
import { agentCases } from './agentCases.ts';
import { authCases } from './authCases.ts';
import { billingCases } from './billingCases.ts';
import { companyCases } from './companyCases.ts';
import { contractAdminCases } from './contractAdminCases.ts';
import { dashboardCases } from './dashboardCases.ts';
import { dealCases } from './dealCases.ts';
import { externalCases, officeContractCases } from './externalCases.ts';
import { officeCases } from './officeCases.ts';
import { paletteCases } from './paletteCases.ts';
import { peopleCases } from './peopleCases.ts';
import { planCases } from './plan-cases.ts';
import { reportCases } from './reportCases.ts';
import { agentSearchCases, planStatusCases } from './searchCases.ts';
import { teamCases } from './teamCases.ts';

export type Who = 'superuser' | 'officeadmin' | 'agent' | 'noaccess' | 'none';

export type CaseCtx = { store: Store };

export type Case = {
  op: string;
  name: string;
  as?: Who;
  request: (ctx: CaseCtx) => Omit<RequestSpec, 'token' | 'method'> & { method?: string };
  status: number;
  /** Extra expectations on the JSON body. */
  expectBody?: (body: unknown, ctx: CaseCtx) => void;
};

export const cases: Case[] = [
  ...authCases,
  ...agentSearchCases,
  ...agentCases,
  ...planStatusCases,
  ...companyCases,
  ...officeCases,
  ...externalCases,
  ...billingCases,
  ...officeContractCases,
  ...planCases,
  ...peopleCases,
  ...teamCases,
  ...dealCases,
  ...paletteCases,
  ...reportCases,
  ...dashboardCases,
  ...contractAdminCases,
  ...agentBillingCases,
];

/** Statuses an operation documents but the mock cannot be brought to answer (with why). */
export const UNREACHABLE: Record<string, Record<string, string>> = {
  listCompanies: { '404': 'every user sees at least their own company' },
  getReportList: { '404': 'the report list is never empty' },
};
