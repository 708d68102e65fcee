// Contract rows of a company's External Company link and DTR Contact Mapping, and (after the office
// billing rows) the office's Contract. The inputs are shared with rules-agree.test.ts.
import type { Case } from './cases.ts';
import { get, otherCompanyOffice, send } from './caseHelpers.ts';
import { expectData, expectFieldMessage } from './expectations.ts';

export const externalInput = {
  mlsBoard: 'RMLS (Portland)',
  mlsOfficeId: 'HPR01',
  stateLicenseNumber: '200312044',
  accountingSystem: 'QuickBooks Online',
  accountingId: 'QBO-10001',
  dtrSystem: 'SkySlope',
  dtrCompanyId: 'SKY-448201',
  syncEnabled: true,
};
export const dtrRule = {
  contactType: 'Title',
  dtrRole: 'Title / Escrow Officer',
  sync: 'Import',
  required: true,
  defaultCompany: 'Pacific Title & Escrow',
  defaultEmail: 'orders@pacifictitle.example.com',
};
export const contractInput = {
  contractNumber: 'FR-2021-0001',
  contractType: 'Franchise',
  status: 'Active',
  startDate: '2021-03-01',
  endDate: '2031-02-28',
  renewalNoticeDate: '2030-08-31',
  autoRenew: true,
  feePlan: 'Capped',
  royaltyPercent: 6,
  royaltyCapAnnual: 18000,
  marketingFeeMonthly: 250,
  signedByName: 'Priya Shah',
  notes: "Ten-year franchise term; renewal needs 180 days' notice.",
};

export const externalCases: Case[] = [
  { op: 'getExternalCompany', name: 'linked', request: get('/companies/external/1'), status: 200 },
  {
    op: 'getExternalCompany',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: get('/companies/external/2'),
    status: 403,
  },
  { op: 'getExternalCompany', name: 'unknown', request: get('/companies/external/999999'), status: 404 },
  {
    op: 'updateExternalCompany',
    name: 'saved',
    request: send('PUT', '/companies/external/1', externalInput),
    status: 200,
    expectBody: (body) => expectData(body, { dtrCompanyId: 'SKY-448201', syncStatus: 'Synced' }),
  },
  {
    op: 'updateExternalCompany',
    name: 'ID missing for a chosen system',
    request: send('PUT', '/companies/external/1', { ...externalInput, accountingId: '' }),
    status: 400,
    expectBody: (body) =>
      expectFieldMessage(body, 'accountingId', 'Accounting ID is required for QuickBooks Online'),
  },
  {
    op: 'updateExternalCompany',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: send('PUT', '/companies/external/2', externalInput),
    status: 403,
  },
  {
    op: 'updateExternalCompany',
    name: 'unknown',
    request: send('PUT', '/companies/external/999999', externalInput),
    status: 404,
  },
  {
    op: 'getDtrContactMapping',
    name: 'mapping',
    request: get('/companies/dtrContactMapping/1'),
    status: 200,
  },
  {
    op: 'getDtrContactMapping',
    name: 'agent may not',
    as: 'agent',
    request: get('/companies/dtrContactMapping/1'),
    status: 403,
  },
  {
    op: 'getDtrContactMapping',
    name: 'unknown',
    request: get('/companies/dtrContactMapping/999999'),
    status: 404,
  },
  {
    op: 'updateDtrContactMapping',
    name: 'saved',
    request: send('PUT', '/companies/dtrContactMapping/1', { rules: [dtrRule] }),
    status: 200,
  },
  {
    op: 'updateDtrContactMapping',
    name: 'a contact type twice',
    request: send('PUT', '/companies/dtrContactMapping/1', { rules: [dtrRule, dtrRule] }),
    status: 400,
    expectBody: (body) => expectFieldMessage(body, 'rules[1].contactType', 'Title is mapped twice'),
  },
  {
    op: 'updateDtrContactMapping',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: send('PUT', '/companies/dtrContactMapping/2', { rules: [] }),
    status: 403,
  },
  {
    op: 'updateDtrContactMapping',
    name: 'unknown',
    request: send('PUT', '/companies/dtrContactMapping/999999', { rules: [] }),
    status: 404,
  },
];

export const officeContractCases: Case[] = [
  { op: 'getOfficeContract', name: 'contract', request: get('/Office/contract/1'), status: 200 },
  {
    op: 'getOfficeContract',
    name: 'office admin, another company',
    as: 'officeadmin',
    request: (ctx) => get(`/Office/contract/${otherCompanyOffice(ctx)}`)(),
    status: 403,
  },
  { op: 'getOfficeContract', name: 'unknown', request: get('/Office/contract/999999'), status: 404 },
  {
    op: 'updateOfficeContract',
    name: 'saved',
    request: send('PUT', '/Office/contract/1', contractInput),
    status: 200,
    expectBody: (body) => expectData(body, { termMonths: 120, contractNumber: 'FR-2021-0001' }),
  },
  {
    op: 'updateOfficeContract',
    name: 'end before start',
    request: send('PUT', '/Office/contract/1', { ...contractInput, endDate: '2020-01-01' }),
    status: 400,
    expectBody: (body) => expectFieldMessage(body, 'endDate', 'End date must be after the start date'),
  },
  {
    op: 'updateOfficeContract',
    name: 'office admin may not',
    as: 'officeadmin',
    request: send('PUT', '/Office/contract/1', contractInput),
    status: 403,
  },
  {
    op: 'updateOfficeContract',
    name: 'unknown',
    request: send('PUT', '/Office/contract/999999', contractInput),
    status: 404,
  },
];
