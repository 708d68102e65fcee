// Contract rows of finding agents: the tab filter, the agent list and search, the CSV import, the
// agent dropdown; and (after the agent management rows) the agent's plan status.
import type { Case } from './cases.ts';
import { OTHER_AGENT, get, send } from './caseHelpers.ts';

const validCsv = [
  'firstName,lastName,email,officeNum,memberType',
  'Nadia,Ferreira,nadia.ferreira@example.com,1001,Agent',
  '"Renée","O\'Hara, Jr.",renee.ohara@example.com,1001,Broker',
].join('\r\n');
const badCsv = [
  'firstName,lastName,email,officeNum,memberType',
  'Tom,Baker,tom.baker@example.com,1001,Agent',
  '<img src=x onerror=alert(1)>,Okafor,not-an-email,1001,Agent',
  ',Nobody,nobody@example.com,99999,Wizard',
].join('\n');
const csvForm = (text: string, name = 'agents.csv'): FormData => {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'text/csv' }));
  form.set('companyId', '1');
  return form;
};

export const agentSearchCases: Case[] = [
  { op: 'getTabFilter', name: 'tab filter', request: get('/tabfilter'), status: 200 },
  {
    op: 'listAgents',
    name: 'first page',
    request: get('/agents', { pageNumber: 1, pageSize: 5 }),
    status: 200,
  },
  {
    op: 'listAgents',
    name: 'inactive agents of an office',
    request: get('/agents', { officeId: 1, active: false }),
    status: 200,
  },
  {
    op: 'listAgents',
    name: 'office without agents',
    request: get('/agents', { officeId: 999999 }),
    status: 404,
  },
  { op: 'listAgents', name: 'an agent sees their office', as: 'agent', request: get('/agents'), status: 200 },
  {
    op: 'searchAgentsBy',
    name: 'by name, any case',
    request: get('/agents/agentsBy', { key: 'Agent_Name', search: 'RIVERA', pageSize: 5 }),
    status: 200,
  },
  {
    op: 'searchAgentsBy',
    name: 'by status sub-filter',
    request: get('/agents/agentsBy', { key: 'Agent_Status', search: 'Inactive' }),
    status: 200,
  },
  {
    op: 'searchAgentsBy',
    name: 'key missing',
    request: get('/agents/agentsBy', { search: 'x' }),
    status: 400,
  },
  {
    op: 'searchAgentsBy',
    name: 'page size too big',
    request: get('/agents/agentsBy', { key: 'Agent_All', pageSize: 1000 }),
    status: 400,
  },
  {
    op: 'searchAgentsBy',
    name: 'agent may not search',
    as: 'agent',
    request: get('/agents/agentsBy', { key: 'Agent_All' }),
    status: 403,
  },
  {
    op: 'searchAgentsBy',
    name: 'nothing matches',
    request: get('/agents/agentsBy', { key: 'Agent_Name', search: 'zzqqxx' }),
    status: 404,
  },
  {
    op: 'readAgentImportFile',
    name: 'valid file imported',
    request: () => ({ method: 'POST', path: '/agents/Import/Read', form: csvForm(validCsv) }),
    status: 200,
    expectBody: (b) => {
      const data = (b as { data: { rows: Array<{ rowNumber: number; valid: boolean }>; errors: unknown[] } })
        .data;
      if (data.errors.length !== 0 || data.rows.map((r) => r.rowNumber).join() !== '2,3')
        throw new Error(`unexpected ${JSON.stringify(data)}`);
    },
  },
  {
    op: 'readAgentImportFile',
    name: 'rejected rows with line numbers',
    request: () => ({ method: 'POST', path: '/agents/Import/Read', form: csvForm(badCsv) }),
    status: 200,
    expectBody: (b) => {
      const data = (b as { data: { errors: Array<{ rowNumber: number; field: string }> } }).data;
      const lines = [...new Set(data.errors.map((e) => e.rowNumber))].join();
      if (lines !== '3,4') throw new Error(`expected errors on lines 3 and 4, got ${lines}`);
    },
  },
  {
    op: 'readAgentImportFile',
    name: 'not multipart',
    request: send('POST', '/agents/Import/Read', { file: 'x' }),
    status: 400,
  },
  {
    op: 'readAgentImportFile',
    name: 'agent may not import',
    as: 'agent',
    request: () => ({ method: 'POST', path: '/agents/Import/Read', form: csvForm(validCsv) }),
    status: 403,
  },
  {
    op: 'readAgentImportFile',
    name: 'file over 10 MB',
    request: () => ({
      method: 'POST',
      path: '/agents/Import/Read',
      form: csvForm(`firstName\n${'x'.repeat(10 * 1024 * 1024 + 10)}`),
    }),
    status: 413,
  },
  {
    op: 'getInternalAgentDropdown',
    name: 'agents of my office',
    as: 'agent',
    request: get('/agents/InternalAgentDropdown'),
    status: 200,
  },
  {
    op: 'getInternalAgentDropdown',
    name: 'by name',
    request: get('/agents/InternalAgentDropdown', { officeId: 1, search: 'ok' }),
    status: 200,
  },
];

export const planStatusCases: Case[] = [
  { op: 'getPlanStatus', name: 'my plan', as: 'agent', request: get('/agents/planStatus'), status: 200 },
  {
    op: 'getPlanStatus',
    name: 'another agent’s plan',
    as: 'agent',
    request: get('/agents/planStatus', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getPlanStatus',
    name: 'office without access',
    as: 'noaccess',
    request: get('/agents/planStatus'),
    status: 403,
  },
];
