// One request per row: for every operation, a success and each documented error it can answer.
// The rows run in order on both transports (later rows see earlier writes), so each is a plain
// request plus the status the contract and the data say it must get.
import { MESSAGES, REPORT_SLUGS } from '@balance/domain';
import type { Store } from '../../mock-api/src/store/store.ts';
import type { RequestSpec } from '../../mock-api/src/testing/transports.ts';
import { agentCases } from './agentCases.ts';
import { dealCases } from './dealCases.ts';
import { contractAdminCases } from './contractAdminCases.ts';
import { billingCases } from './billingCases.ts';
import { planCases } from './plan-cases.ts';
import { expectData, expectFieldMessage, expectMessage } from './expectations.ts';
import { paletteCases } from './paletteCases.ts';
import { peopleCases } from './peopleCases.ts';

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

const DEMO_AGENT = 1001;
const OTHER_AGENT = 1500;

const agentBook = (ctx: CaseCtx, agentId = DEMO_AGENT) => {
  const book = ctx.store.book(agentId);
  if (!book) throw new Error(`no book for ${agentId}`);
  return book;
};
const pending = (ctx: CaseCtx) => {
  const c = agentBook(ctx).contracts.find((x) => x.status === 'PEND' && x.listingId === null);
  if (!c) throw new Error('no pending contract');
  return c;
};
const openInvoice = (ctx: CaseCtx, agentId = DEMO_AGENT) => {
  const i = agentBook(ctx, agentId).invoices.find((x) => x.status === 'Open');
  if (!i) throw new Error(`no open invoice for ${agentId}`);
  return i;
};
const otherCompanyOffice = (ctx: CaseCtx) => ctx.store.officesByCompany.get(2)?.[0]?.id ?? 38;
const lateHire = (ctx: CaseCtx) =>
  ctx.store.agentsByOffice.get(1)?.find((a) => a.hireDate >= '2022-01-01')?.userId ?? DEMO_AGENT;

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

const officeInput = {
  companyId: 1,
  officeNum: '1400',
  called: 'Hawthorne',
  address: '3570 SE Hawthorne Blvd',
  city: 'Portland',
  state: 'OR',
  zip: '97214',
  country: 'US',
  mainPhone: '5035550188',
  mainFax: null,
  mainEmail: 'hawthorne@harborpine.example.com',
  activeInCompany: true,
};
const flags = {
  officeId: 1,
  agentLoginAllowed: true,
  escrow: true,
  payload: true,
  taxes: false,
  tax1099: true,
  expressPay: true,
  quickBooks: true,
  royaltiesInContracts: true,
  externalOffice: false,
  printChecks: true,
  billableExpenses: false,
  statsEz: true,
};
export const coversheetBody = (ctx: CaseCtx, overrides: Record<string, unknown> = {}) => {
  const c = pending(ctx);
  return {
    contractId: c.contractId,
    listingId: null,
    manual: { address: '18 Orchard Ln', city: 'Beaverton', state: 'OR', zip: '97005', propertyType: 'DE' },
    side: 'SELL',
    salePrice: 512000,
    contractDate: c.contractDate,
    closingDate: c.closingDate,
    commissionPercent: 2.5,
    agents: [
      { userId: DEMO_AGENT, splitPercent: 60 },
      { userId: 1002, splitPercent: 40 },
    ],
    contacts: [
      { type: 'Seller', name: 'Lee Park', company: null, phone: '5035550111', email: 'lee.park@example.com' },
    ],
    notes: '',
    ...overrides,
  };
};

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

const get = (path: string, query?: RequestSpec['query']) => () => ({ path, query });
const send = (method: string, path: string, json: unknown) => () => ({ method, path, json });

export const cases: Case[] = [
  // ---------- auth ----------
  {
    op: 'login',
    name: 'super user logs in',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'superuser', password: 'Balance#2026', area: 'admin' }),
    status: 200,
  },
  {
    op: 'login',
    name: 'user name is case-insensitive',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'AGENT', password: 'Balance#2026', area: 'agent' }),
    status: 200,
  },
  {
    op: 'login',
    name: 'missing user name',
    as: 'none',
    request: send('POST', '/Auth', { password: 'x' }),
    status: 400,
  },
  {
    op: 'login',
    name: 'wrong password',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'superuser', password: 'nope' }),
    status: 401,
    expectBody: (b) => expectMessage(b, MESSAGES.loginFailed),
  },
  {
    op: 'login',
    name: 'office without agent-level access',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'noaccess', password: 'Balance#2026', area: 'agent' }),
    status: 401,
    expectBody: (b) => expectMessage(b, MESSAGES.noAgentLevelAccess),
  },
  {
    op: 'login',
    name: 'malformed JSON',
    as: 'none',
    request: () => ({ method: 'POST', path: '/Auth', rawBody: '{"userName": ' }),
    status: 400,
  },
  { op: 'refreshToken', name: 'fresh token', request: send('POST', '/auth/token', {}), status: 200 },
  {
    op: 'changePassword',
    name: 'weak password refused',
    as: 'officeadmin',
    request: send('POST', '/user/changepassword', {
      userName: 'officeadmin',
      currentPassword: 'Balance#2026',
      newPassword: 'short',
      confirmNewPassword: 'short',
    }),
    status: 400,
    expectBody: (b) => expectFieldMessage(b, 'newPassword', MESSAGES.passwordRule),
  },
  {
    op: 'changePassword',
    name: 'common password refused',
    as: 'officeadmin',
    request: send('POST', '/user/changepassword', {
      userName: 'officeadmin',
      currentPassword: 'Balance#2026',
      newPassword: 'Password123!',
      confirmNewPassword: 'Password123!',
    }),
    status: 400,
  },
  {
    op: 'changePassword',
    name: 'changed',
    as: 'officeadmin',
    request: send('POST', '/user/changepassword', {
      userName: 'officeadmin',
      currentPassword: 'Balance#2026',
      newPassword: 'Harbor!View2027',
      confirmNewPassword: 'Harbor!View2027',
    }),
    status: 200,
    expectBody: (b) => expectData(b, { message: MESSAGES.passwordChanged }),
  },
  {
    op: 'requestPasswordReset',
    name: 'reset requested',
    as: 'none',
    request: send('POST', '/user/resetpassword', { userName: 'agent', recaptchaToken: '03AGdBq24' }),
    status: 200,
  },
  {
    op: 'requestPasswordReset',
    name: 'reCAPTCHA failed',
    as: 'none',
    request: send('POST', '/user/resetpassword', { userName: 'agent' }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.recaptchaFailed),
  },
  {
    op: 'requestPasswordReset',
    name: 'user name missing',
    as: 'none',
    request: send('POST', '/user/resetpassword', { recaptchaToken: 'x' }),
    status: 400,
  },
  {
    op: 'checkResetToken',
    name: 'valid link',
    as: 'none',
    request: (ctx) => ({ path: `/user/${lastResetHash(ctx)}` }),
    status: 200,
  },
  {
    op: 'checkResetToken',
    name: 'unknown link',
    as: 'none',
    request: get(`/user/${'0'.repeat(32)}`),
    status: 404,
  },
  {
    op: 'resetPasswordWithToken',
    name: 'weak new password',
    as: 'none',
    request: (ctx) => ({
      method: 'POST',
      path: `/user/${lastResetHash(ctx)}`,
      json: { newPassword: 'abc', confirmNewPassword: 'abc' },
    }),
    status: 400,
  },
  {
    op: 'resetPasswordWithToken',
    name: 'password set',
    as: 'none',
    request: (ctx) => ({
      method: 'POST',
      path: `/user/${lastResetHash(ctx)}`,
      json: { newPassword: 'Harbor!View2027', confirmNewPassword: 'Harbor!View2027' },
    }),
    status: 200,
  },
  {
    op: 'resetPasswordWithToken',
    name: 'link used twice',
    as: 'none',
    request: (ctx) => ({
      method: 'POST',
      path: `/user/${lastResetHash(ctx)}`,
      json: { newPassword: 'Harbor!View2028', confirmNewPassword: 'Harbor!View2028' },
    }),
    status: 404,
  },
  {
    op: 'getTermsAndPasswordStatus',
    name: 'terms status',
    request: get('/user/checktermandpasswordchange'),
    status: 200,
  },
  {
    op: 'acceptTermsAndChangePassword',
    name: 'not agreed',
    request: send('POST', '/user/checktermandpasswordchange', {
      agreeToTerms: false,
      termsVersion: '2026-01',
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.mustAgreeToTerms),
  },
  {
    op: 'acceptTermsAndChangePassword',
    name: 'accepted',
    request: send('POST', '/user/checktermandpasswordchange', {
      agreeToTerms: true,
      termsVersion: '2026-01',
    }),
    status: 200,
  },
  { op: 'getRoles', name: 'roles', request: get('/user/populateRoles'), status: 200 },

  // ---------- search ----------
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
  ...agentCases,
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

  // ---------- companies ----------
  {
    op: 'listCompanies',
    name: 'first page of five',
    request: get('/companies', { pageNumber: 1, pageSize: 5 }),
    status: 200,
  },
  {
    op: 'listCompanies',
    name: 'office admin sees their company',
    as: 'officeadmin',
    request: get('/companies'),
    status: 200,
  },
  {
    op: 'createCompany',
    name: 'added',
    request: send('POST', '/companies', {
      name: 'Summit Ridge Homes',
      active: true,
      address: '88 Alpine Way',
      city: 'Bend',
      state: 'OR',
      zip: '97701',
      country: 'US',
      mainPhone: '5415550190',
      mainEmail: 'hello@summitridge.example.com',
    }),
    status: 200,
  },
  {
    op: 'createCompany',
    name: 'same name twice',
    request: send('POST', '/companies', { name: 'summit ridge homes', active: true }),
    status: 400,
  },
  {
    op: 'createCompany',
    name: 'name missing',
    request: send('POST', '/companies', { active: true }),
    status: 400,
  },
  {
    op: 'createCompany',
    name: 'office admin may not add',
    as: 'officeadmin',
    request: send('POST', '/companies', { name: 'X Realty', active: true }),
    status: 403,
  },
  {
    op: 'updateCompany',
    name: 'updated',
    request: send('PUT', '/companies', { id: 1, name: 'Harbor & Pine Realty Group', active: true }),
    status: 200,
  },
  {
    op: 'updateCompany',
    name: 'wrong types',
    request: send('PUT', '/companies', { id: '1', name: 5, active: 'yes' }),
    status: 400,
  },
  {
    op: 'updateCompany',
    name: 'unknown company',
    request: send('PUT', '/companies', { id: 99999, name: 'Nobody', active: true }),
    status: 404,
  },
  {
    op: 'updateCompany',
    name: 'another company',
    as: 'officeadmin',
    request: send('PUT', '/companies', { id: 2, name: 'Taken Over', active: true }),
    status: 403,
  },
  { op: 'getCompany', name: 'one company', request: get('/companies/1'), status: 200 },
  { op: 'getCompany', name: 'agent may not', as: 'agent', request: get('/companies/1'), status: 403 },
  { op: 'getCompany', name: 'unknown', request: get('/companies/99999'), status: 404 },
  { op: 'getCompany', name: 'not a number', request: get('/companies/abc'), status: 404 },
  { op: 'getActiveCompanies', name: 'dropdown', request: get('/companies/getactivecompanies'), status: 200 },
  {
    op: 'searchCompaniesBy',
    name: 'by name',
    request: get('/companies/getCompaniesBy', { SearchField: 'Company_Name', SearchText: 'REALTY' }),
    status: 200,
  },
  {
    op: 'searchCompaniesBy',
    name: 'field missing',
    request: get('/companies/getCompaniesBy', { SearchText: 'x' }),
    status: 400,
  },
  {
    op: 'searchCompaniesBy',
    name: 'unknown field',
    request: get('/companies/getCompaniesBy', { SearchField: 'Nope' }),
    status: 400,
  },
  {
    op: 'searchCompaniesBy',
    name: 'nothing matches',
    request: get('/companies/getCompaniesBy', { SearchField: 'Company_Name', SearchText: 'zzqqxx' }),
    status: 404,
  },

  // ---------- offices ----------
  {
    op: 'searchOffices',
    name: 'active offices',
    request: get('/Office/search', { searchField: 'Office_Status', subFilter: '1', pageSize: 10 }),
    status: 200,
  },
  {
    op: 'searchOffices',
    name: 'case-insensitive path',
    request: get('/office/SEARCH', { searchField: 'Office_Name', searchText: 'pearl' }),
    status: 200,
  },
  {
    op: 'searchOffices',
    name: 'bad sub-filter',
    request: get('/Office/search', { searchField: 'Office_Status', subFilter: '7' }),
    status: 400,
  },
  {
    op: 'searchOffices',
    name: 'negative page size',
    request: get('/Office/search', { searchField: 'Office_All', pageSize: -5 }),
    status: 400,
  },
  {
    op: 'searchOffices',
    name: 'nothing matches',
    request: get('/Office/search', { searchField: 'Office_Name', searchText: 'zzqqxx' }),
    status: 404,
  },
  { op: 'saveOffice', name: 'new office', request: send('POST', '/office', officeInput), status: 200 },
  {
    op: 'saveOffice',
    name: 'office admin may not add',
    as: 'officeadmin',
    request: send('POST', '/office', { ...officeInput, officeNum: '1401' }),
    status: 403,
    expectBody: (b) => expectMessage(b, MESSAGES.noPermissionNewOffice),
  },
  { op: 'saveOffice', name: 'number taken', request: send('POST', '/office', officeInput), status: 400 },
  {
    op: 'saveOffice',
    name: 'fields missing',
    request: send('POST', '/office', { companyId: 1 }),
    status: 400,
  },
  {
    op: 'saveOffice',
    name: 'office admin updates their office',
    as: 'officeadmin',
    request: send('POST', '/office', { ...officeInput, id: 1, officeNum: '1001', called: 'Pearl District' }),
    status: 200,
  },
  { op: 'getOffice', name: 'contact info', request: get('/Office/byid/1'), status: 200 },
  { op: 'getOffice', name: 'upper-case path', request: get('/OFFICE/BYID/1'), status: 200 },
  {
    op: 'getOffice',
    name: 'another company’s office',
    as: 'officeadmin',
    request: (ctx) => ({ path: `/Office/byid/${otherCompanyOffice(ctx)}` }),
    status: 403,
  },
  { op: 'getOffice', name: 'unknown', request: get('/Office/byid/999999'), status: 404 },
  { op: 'getCompanyOffices', name: 'offices of a company', request: get('/Office/company/1'), status: 200 },
  { op: 'getCompanyOffices', name: 'unknown company', request: get('/Office/company/999999'), status: 404 },
  { op: 'getCountries', name: 'countries', request: get('/office/getcountries'), status: 200 },
  {
    op: 'getSubdivisions',
    name: 'provinces',
    request: get('/office/getsubdivisions', { country: 'CA' }),
    status: 200,
  },
  {
    op: 'getSubdivisions',
    name: 'bad code',
    request: get('/office/getsubdivisions', { country: 'usa' }),
    status: 400,
  },
  {
    op: 'getNextOfficeNum',
    name: 'next number',
    request: get('/Office/GetNextOfficeNum', { companyId: 1 }),
    status: 200,
    expectBody: (b) => expectData(b, { officeNum: '1401' }),
  },
  {
    op: 'getOfficeOptions',
    name: 'dropdown',
    as: 'officeadmin',
    request: get('/office/GetOffices'),
    status: 200,
  },
  { op: 'getOfficeSettings', name: 'flags', request: get('/Office/settings/1'), status: 200 },
  {
    op: 'getOfficeSettings',
    name: 'agent may not',
    as: 'agent',
    request: get('/Office/settings/1'),
    status: 403,
  },
  { op: 'getOfficeSettings', name: 'unknown', request: get('/Office/settings/999999'), status: 404 },
  {
    op: 'updateOfficeSettings',
    name: 'saved',
    request: send('PUT', '/Office/settings/1', flags),
    status: 200,
  },
  {
    op: 'updateOfficeSettings',
    name: 'flag missing',
    request: send('PUT', '/Office/settings/1', { officeId: 1, escrow: true }),
    status: 400,
  },
  {
    op: 'updateOfficeSettings',
    name: 'agent may not',
    as: 'agent',
    request: send('PUT', '/Office/settings/1', flags),
    status: 403,
  },
  {
    op: 'updateOfficeSettings',
    name: 'unknown',
    request: send('PUT', '/Office/settings/999999', { ...flags, officeId: 999999 }),
    status: 404,
  },
  { op: 'listOfficeNotes', name: 'notes', request: get('/Office/notes/1'), status: 200 },
  { op: 'listOfficeNotes', name: 'agent may not', as: 'agent', request: get('/Office/notes/1'), status: 403 },
  { op: 'listOfficeNotes', name: 'unknown', request: get('/Office/notes/999999'), status: 404 },
  {
    op: 'addOfficeNote',
    name: 'added',
    request: send('POST', '/Office/notes/1', { text: 'Renewed the E&O policy through 2027.' }),
    status: 200,
  },
  { op: 'addOfficeNote', name: 'empty', request: send('POST', '/Office/notes/1', { text: '' }), status: 400 },
  {
    op: 'addOfficeNote',
    name: 'agent may not',
    as: 'agent',
    request: send('POST', '/Office/notes/1', { text: 'x' }),
    status: 403,
  },
  {
    op: 'addOfficeNote',
    name: 'unknown',
    request: send('POST', '/Office/notes/999999', { text: 'x' }),
    status: 404,
  },
  { op: 'getOfficeRoyalties', name: 'rules', request: get('/Office/royalties/1'), status: 200 },
  {
    op: 'getOfficeRoyalties',
    name: 'agent may not',
    as: 'agent',
    request: get('/Office/royalties/1'),
    status: 403,
  },
  { op: 'getOfficeRoyalties', name: 'unknown', request: get('/Office/royalties/999999'), status: 404 },
  {
    op: 'updateOfficeRoyalties',
    name: 'saved',
    request: send('PUT', '/Office/royalties/1', {
      officeId: 1,
      royalties: [
        {
          id: 1,
          name: 'Franchise royalty',
          percent: 6,
          flatFee: 0,
          capAmount: 3000,
          appliesTo: ['LIST', 'SELL', 'REF-LIST', 'REF-SELL'],
        },
        {
          id: null,
          name: 'Marketing fund',
          percent: 1,
          flatFee: 0,
          capAmount: null,
          appliesTo: ['LIST', 'SELL'],
        },
      ],
    }),
    status: 200,
  },
  {
    op: 'updateOfficeRoyalties',
    name: 'percent over 100',
    request: send('PUT', '/Office/royalties/1', {
      officeId: 1,
      royalties: [{ id: null, name: 'X', percent: 150, flatFee: 0, capAmount: null, appliesTo: [] }],
    }),
    status: 400,
  },
  {
    op: 'updateOfficeRoyalties',
    name: 'agent may not',
    as: 'agent',
    request: send('PUT', '/Office/royalties/1', { officeId: 1, royalties: [] }),
    status: 403,
  },
  {
    op: 'updateOfficeRoyalties',
    name: 'unknown',
    request: send('PUT', '/Office/royalties/999999', { officeId: 999999, royalties: [] }),
    status: 404,
  },
  { op: 'getOfficeStatus', name: 'status', request: get('/Office/status/1'), status: 200 },
  {
    op: 'getOfficeStatus',
    name: 'agent may not',
    as: 'agent',
    request: get('/Office/status/1'),
    status: 403,
  },
  { op: 'getOfficeStatus', name: 'unknown', request: get('/Office/status/999999'), status: 404 },
  {
    op: 'updateOfficeStatus',
    name: 'activated',
    request: (ctx) => ({
      method: 'PUT',
      path: `/Office/status/${ctx.store.db.offices.at(-1)?.id ?? 1}`,
      json: { status: 1 },
    }),
    status: 200,
  },
  {
    op: 'updateOfficeStatus',
    name: 'bad status',
    request: send('PUT', '/Office/status/1', { status: 5 }),
    status: 400,
  },
  {
    op: 'updateOfficeStatus',
    name: 'office admin may not',
    as: 'officeadmin',
    request: send('PUT', '/Office/status/1', { status: 0 }),
    status: 403,
  },
  {
    op: 'updateOfficeStatus',
    name: 'unknown',
    request: send('PUT', '/Office/status/999999', { status: 1 }),
    status: 404,
  },

  // ---------- External Company, DTR Contact Mapping, office Contract ----------
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
  ...billingCases,
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
  ...planCases,

  // ---------- regions, users, teams ----------
  { op: 'searchRegions', name: 'all regions', request: get('/regions', { pageSize: 10 }), status: 200 },
  {
    op: 'searchRegions',
    name: 'nothing matches',
    request: get('/regions', { searchField: 'Region_Name', searchText: 'zzqqxx' }),
    status: 404,
  },
  {
    op: 'searchUsers',
    name: 'by user name',
    request: get('/Users/search', { searchField: 'User_Name', searchText: 'SUPER' }),
    status: 200,
  },
  { op: 'searchUsers', name: 'agent may not', as: 'agent', request: get('/Users/search'), status: 403 },
  {
    op: 'searchUsers',
    name: 'nothing matches',
    request: get('/Users/search', { searchField: 'User_Name', searchText: 'zzqqxx' }),
    status: 404,
  },
  { op: 'searchTeams', name: 'all teams', request: get('/teams/search'), status: 200 },
  {
    op: 'searchTeams',
    name: 'nothing matches',
    request: get('/teams/search', { searchField: 'Team_Name', searchText: 'zzqqxx' }),
    status: 404,
  },
  ...peopleCases,
  ...dealCases,
  ...paletteCases,

  // ---------- reports ----------
  {
    op: 'getReportList',
    name: 'report items',
    as: 'agent',
    request: get('/reports/ReportList'),
    status: 200,
  },
  ...REPORT_SLUGS.map((slug): Case => ({
    op: 'getAgentReport',
    name: `report ${slug}`,
    as: 'agent',
    request: get(`/reports/agent/${slug}`, { year: 2025 }),
    status: 200,
    expectBody: (b) => expectTotalsAddUp(b),
  })),
  {
    op: 'getAgentReport',
    name: 'admin names an agent',
    request: get('/reports/agent/closed-deals', {
      agentId: DEMO_AGENT,
      side: 'LIST',
      contractFilter: 'CLSD',
    }),
    status: 200,
  },
  {
    op: 'getAgentReport',
    name: 'year before 2020',
    as: 'agent',
    request: get('/reports/agent/closed-deals', { year: 2019 }),
    status: 400,
  },
  {
    op: 'getAgentReport',
    name: 'office without access',
    as: 'noaccess',
    request: get('/reports/agent/closed-deals'),
    status: 403,
  },
  {
    op: 'getAgentReport',
    name: 'unknown report',
    as: 'agent',
    request: get('/reports/agent/nope'),
    status: 404,
  },
  {
    op: 'getAgentOfficeList',
    name: 'my offices',
    as: 'agent',
    request: get('/reports/GetAgentOfficeList'),
    status: 200,
  },
  {
    op: 'getBillItems',
    name: 'bill items',
    as: 'agent',
    request: get('/reports/billitem', { year: 2025 }),
    status: 200,
  },
  {
    op: 'getBillItems',
    name: 'another agent’s',
    as: 'agent',
    request: get('/reports/billitem', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getDashboardDropdown',
    name: 'choices',
    as: 'agent',
    request: get('/reports/GetDashoardDropdown'),
    status: 200,
  },
  {
    op: 'getPyramidCredentials',
    name: 'credentials',
    as: 'agent',
    request: get('/reports/GetPyramidCredentials'),
    status: 200,
  },
  {
    op: 'getPyramidCredentials',
    name: 'office without access',
    as: 'noaccess',
    request: get('/reports/GetPyramidCredentials'),
    status: 403,
  },
  {
    op: 'searchListings',
    name: 'my listings',
    as: 'agent',
    request: get('/reports/GetListing', { pageSize: 10 }),
    status: 200,
  },
  {
    op: 'searchListings',
    name: 'active listings of the office',
    request: get('/reports/GetListing', { searchField: 'Listing_Status', searchText: 'Active' }),
    status: 200,
  },
  {
    op: 'searchListings',
    name: 'nothing matches',
    as: 'agent',
    request: get('/reports/GetListing', { searchField: 'Listing_Address', searchText: 'zzqqxx' }),
    status: 404,
  },
  {
    op: 'getListingInfo',
    name: 'a listing',
    as: 'agent',
    request: (ctx) => ({
      path: '/reports/GetListingInfo',
      query: { listingId: agentBook(ctx).listings[0]?.listingId },
    }),
    status: 200,
  },
  {
    op: 'getListingInfo',
    name: 'id missing',
    as: 'agent',
    request: get('/reports/GetListingInfo'),
    status: 400,
  },
  {
    op: 'getListingInfo',
    name: 'unknown',
    as: 'agent',
    request: get('/reports/GetListingInfo', { listingId: 99 }),
    status: 404,
  },
  {
    op: 'getContractSummaryByAddress',
    name: 'by address',
    as: 'agent',
    request: (ctx) => ({
      path: '/reports/ContractSummaryByAddress',
      query: { address: (agentBook(ctx).contracts[0]?.propertyAddress ?? '').slice(-8) },
    }),
    status: 200,
  },
  {
    op: 'getContractSummaryByAddress',
    name: 'too short',
    as: 'agent',
    request: get('/reports/ContractSummaryByAddress', { address: 'a' }),
    status: 400,
  },
  {
    op: 'getContractSummaryByAddress',
    name: 'nothing matches',
    as: 'agent',
    request: get('/reports/ContractSummaryByAddress', { address: 'zzqqxx' }),
    status: 404,
  },
  {
    op: 'getContractSummaryByDate',
    name: 'by date',
    as: 'agent',
    request: get('/reports/ContractSummaryByDate', {
      from: '2025-01-01',
      to: '2025-12-31',
      contractFilter: 'CLSD',
    }),
    status: 200,
  },
  {
    op: 'getContractSummaryByDate',
    name: 'bad date',
    as: 'agent',
    request: get('/reports/ContractSummaryByDate', { from: '2025-02-30', to: '2025-12-31' }),
    status: 400,
  },
  {
    op: 'getContractSummaryByDate',
    name: 'nothing in range',
    as: 'agent',
    request: get('/reports/ContractSummaryByDate', { from: '2019-01-01', to: '2019-01-02' }),
    status: 404,
  },
  {
    op: 'getNoContractSummaryByDate',
    name: 'listings without contract',
    as: 'agent',
    request: get('/reports/ContractSummaryNoContractByDate', { from: '2020-01-01', to: '2026-12-31' }),
    status: 200,
  },
  {
    op: 'getNoContractSummaryByDate',
    name: 'to before from',
    as: 'agent',
    request: get('/reports/ContractSummaryNoContractByDate', { from: '2026-01-01', to: '2025-01-01' }),
    status: 400,
  },
  {
    op: 'getNoContractSummaryByDate',
    name: 'nothing in range',
    as: 'agent',
    request: get('/reports/ContractSummaryNoContractByDate', { from: '2019-01-01', to: '2019-01-02' }),
    status: 404,
  },
  {
    op: 'emailContractSummary',
    name: 'sent',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/reports/ContractSummary/Email',
      json: { contractId: pending(ctx).contractId, email: 'maya.rivera@example.com' },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { message: MESSAGES.contractSentToEmail }),
  },
  {
    op: 'emailContractSummary',
    name: 'bad e-mail',
    as: 'agent',
    request: send('POST', '/reports/ContractSummary/Email', {
      contractId: 100100,
      email: 'javascript:alert(1)',
    }),
    status: 400,
  },
  {
    op: 'emailContractSummary',
    name: 'no such contract',
    as: 'agent',
    request: send('POST', '/reports/ContractSummary/Email', { contractId: 99, email: 'a@example.com' }),
    status: 404,
    expectBody: (b) => expectMessage(b, MESSAGES.noContractAvailable),
  },

  // ---------- dashboard and contracts ----------
  {
    op: 'getDashboard',
    name: 'my dashboard',
    as: 'agent',
    request: get('/PyramidDash/dashboard'),
    status: 200,
    expectBody: (b) => expectDashboardAddsUp(b),
  },
  {
    op: 'getDashboard',
    name: 'admin, past year',
    request: get('/PyramidDash/dashboard', { agentId: DEMO_AGENT, year: 2024 }),
    status: 200,
    expectBody: (b) => expectDashboardAddsUp(b),
  },
  {
    op: 'getDashboard',
    name: 'office without access',
    as: 'noaccess',
    request: get('/PyramidDash/dashboard'),
    status: 403,
    expectBody: (b) => expectMessage(b, MESSAGES.noAgentLevelAccess),
  },
  {
    op: 'getContractsByAgentId',
    name: 'my contracts',
    as: 'agent',
    request: get('/contracts/GetContractsByAgentId', { year: 2025, pageSize: 10 }),
    status: 200,
  },
  {
    op: 'getContractsByAgentId',
    name: 'another agent’s',
    as: 'agent',
    request: get('/contracts/GetContractsByAgentId', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getContractsByAgentId',
    name: 'no contract filter',
    as: 'agent',
    request: get('/contracts/GetContractsByAgentId', { contractFilter: 'NONE' }),
    status: 404,
  },
  {
    op: 'getAgentEzContractById',
    name: 'a contract',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById', { contractId: 100100 }),
    status: 200,
  },
  {
    op: 'getAgentEzContractById',
    name: 'id missing',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById'),
    status: 400,
  },
  {
    op: 'getAgentEzContractById',
    name: 'someone else’s',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById', { contractId: OTHER_AGENT * 100 }),
    status: 403,
  },
  {
    op: 'getAgentEzContractById',
    name: 'no such contract',
    as: 'agent',
    request: get('/contracts/GetAgentEzContractById', { contractId: 99 }),
    status: 404,
    expectBody: (b) => expectMessage(b, MESSAGES.noContractAvailable),
  },
  {
    op: 'getContractEscrow',
    name: 'my escrow',
    as: 'agent',
    request: get('/contracts/GetContractEscrow'),
    status: 200,
  },
  {
    op: 'getContractEscrow',
    name: 'another agent’s',
    as: 'agent',
    request: get('/contracts/GetContractEscrow', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getContractEscrow',
    name: 'contract without escrow',
    as: 'agent',
    request: get('/contracts/GetContractEscrow', { contractId: 100100 }),
    status: 404,
  },
  {
    op: 'getCoversheetDetail',
    name: 'coversheet',
    as: 'agent',
    request: (ctx) => ({
      path: '/contracts/GetCoversheetDetail',
      query: { contractId: pending(ctx).contractId },
    }),
    status: 200,
  },
  {
    op: 'getCoversheetDetail',
    name: 'id missing',
    as: 'agent',
    request: get('/contracts/GetCoversheetDetail'),
    status: 400,
  },
  {
    op: 'getCoversheetDetail',
    name: 'someone else’s',
    as: 'agent',
    request: get('/contracts/GetCoversheetDetail', { contractId: OTHER_AGENT * 100 }),
    status: 403,
  },
  {
    op: 'getCoversheetDetail',
    name: 'no such contract',
    as: 'agent',
    request: get('/contracts/GetCoversheetDetail', { contractId: 99 }),
    status: 404,
  },
  {
    op: 'saveCoversheet',
    name: 'saved with a split',
    as: 'agent',
    request: (ctx) => ({ method: 'POST', path: '/contracts/SaveCoversheet', json: coversheetBody(ctx) }),
    status: 200,
    expectBody: (b) => {
      const agents = (b as { data: { agents: unknown[] } }).data.agents;
      if (agents.length !== 2) throw new Error('the split was not saved');
    },
  },
  {
    op: 'saveCoversheet',
    name: 'no agent',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { agents: [] }),
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.selectAtLeastOneAgent),
  },
  {
    op: 'saveCoversheet',
    name: 'no listing nor manual fields',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { manual: null }),
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.selectListingOrManual),
  },
  {
    op: 'saveCoversheet',
    name: 'someone else’s contract',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { contractId: OTHER_AGENT * 100 }),
    }),
    status: 403,
  },
  {
    op: 'saveCoversheet',
    name: 'no such contract',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/contracts/SaveCoversheet',
      json: coversheetBody(ctx, { contractId: 99 }),
    }),
    status: 404,
  },
  ...contractAdminCases,

  // ---------- billing ----------
  {
    op: 'getAgentInvoices',
    name: 'all my invoices',
    as: 'agent',
    request: get('/AgentInvoice/getAgentOpenInvoice', { filter: 'All', year: 2025 }),
    status: 200,
  },
  {
    op: 'getAgentInvoices',
    name: 'another agent’s',
    as: 'agent',
    request: get('/AgentInvoice/getAgentOpenInvoice', { agentId: OTHER_AGENT }),
    status: 403,
  },
  {
    op: 'getAgentInvoices',
    name: 'none open in 2020',
    as: 'agent',
    request: get('/AgentInvoice/getAgentOpenInvoice', { filter: 'Open', year: 2020 }),
    status: 404,
  },
  {
    op: 'checkForPayment',
    name: 'open invoice',
    as: 'agent',
    request: (ctx) => ({ path: '/AgentInvoice/checkforpayment', query: { invoiceId: openInvoice(ctx).id } }),
    status: 200,
  },
  {
    op: 'checkForPayment',
    name: 'id missing',
    as: 'agent',
    request: get('/AgentInvoice/checkforpayment'),
    status: 400,
  },
  {
    op: 'checkForPayment',
    name: 'unknown',
    as: 'agent',
    request: get('/AgentInvoice/checkforpayment', { invoiceId: 99 }),
    status: 404,
  },
  {
    op: 'getInvoicePdf',
    name: 'PDF',
    as: 'agent',
    request: (ctx) => ({ path: '/invoice/getInvoicePdf', query: { invoiceId: openInvoice(ctx).id } }),
    status: 200,
  },
  {
    op: 'getInvoicePdf',
    name: 'id missing',
    as: 'agent',
    request: get('/invoice/getInvoicePdf'),
    status: 400,
  },
  {
    op: 'getInvoicePdf',
    name: 'someone else’s',
    as: 'agent',
    request: (ctx) => ({
      path: '/invoice/getInvoicePdf',
      query: { invoiceId: openInvoice(ctx, OTHER_AGENT).id },
    }),
    status: 403,
  },
  {
    op: 'getInvoicePdf',
    name: 'unknown',
    as: 'agent',
    request: get('/invoice/getInvoicePdf', { invoiceId: 99 }),
    status: 404,
  },
  {
    op: 'agentPayNow',
    name: 'wrong amount',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/AgentInvoice/agentPaynow',
      json: { invoiceIds: [openInvoice(ctx).id], paymentMethodId: 'pm_1', amount: 1 },
    }),
    status: 400,
  },
  {
    op: 'agentPayNow',
    name: 'someone else’s invoice',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/AgentInvoice/agentPaynow',
      json: { invoiceIds: [openInvoice(ctx, OTHER_AGENT).id], paymentMethodId: 'pm_1', amount: 1 },
    }),
    status: 403,
  },
  {
    op: 'agentPayNow',
    name: 'unknown invoice',
    as: 'agent',
    request: send('POST', '/AgentInvoice/agentPaynow', {
      invoiceIds: [99],
      paymentMethodId: 'pm_1',
      amount: 1,
    }),
    status: 404,
  },
  {
    op: 'agentPayNow',
    name: 'paid',
    as: 'agent',
    request: (ctx) => {
      const invoice = openInvoice(ctx);
      const due = invoice.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100;
      return {
        method: 'POST',
        path: '/AgentInvoice/agentPaynow',
        json: { invoiceIds: [invoice.id], paymentMethodId: 'pm_1', amount: due },
      };
    },
    status: 200,
    expectBody: (b) => expectData(b, { message: MESSAGES.paymentSuccessful }),
  },
  {
    op: 'checkForPayment',
    name: 'sees the payment',
    as: 'agent',
    request: (ctx) => ({
      path: '/AgentInvoice/checkforpayment',
      query: { invoiceId: ctx.store.db.payments.at(-1)?.invoiceIds[0] },
    }),
    status: 200,
    expectBody: (b) => expectData(b, { status: 'Paid', amountDue: 0 }),
  },
  {
    op: 'agentPayNow',
    name: 'paying twice is refused',
    as: 'agent',
    request: (ctx) => ({
      method: 'POST',
      path: '/AgentInvoice/agentPaynow',
      json: {
        invoiceIds: ctx.store.db.payments.at(-1)?.invoiceIds ?? [],
        paymentMethodId: 'pm_1',
        amount: 1,
      },
    }),
    status: 400,
  },
  {
    op: 'getOfficeInvoices',
    name: 'office invoices',
    request: get('/invoice/getOpenInvoice', { officeId: 1 }),
    status: 200,
  },
  {
    op: 'getOfficeInvoices',
    name: 'agent may not',
    as: 'agent',
    request: get('/invoice/getOpenInvoice'),
    status: 403,
  },
  {
    op: 'getOfficeInvoices',
    name: 'office with no invoices',
    request: get('/invoice/getOpenInvoice', { officeId: 999999 }),
    status: 404,
  },
  {
    op: 'payNow',
    name: 'office pays an agent’s invoice',
    as: 'officeadmin',
    request: (ctx) => {
      const invoice = openInvoice(ctx, 1002);
      const due = invoice.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100;
      return {
        method: 'POST',
        path: '/invoice/payNow',
        json: { invoiceIds: [invoice.id], paymentMethodId: 'pm_2', amount: due },
      };
    },
    status: 200,
  },
  {
    op: 'payNow',
    name: 'no invoices',
    as: 'officeadmin',
    request: send('POST', '/invoice/payNow', { invoiceIds: [], paymentMethodId: 'pm_2', amount: 1 }),
    status: 400,
  },
  {
    op: 'payNow',
    name: 'agent may not',
    as: 'agent',
    request: send('POST', '/invoice/payNow', { invoiceIds: [1], paymentMethodId: 'pm_2', amount: 1 }),
    status: 403,
  },
  {
    op: 'payNow',
    name: 'unknown invoice',
    as: 'officeadmin',
    request: send('POST', '/invoice/payNow', { invoiceIds: [99], paymentMethodId: 'pm_2', amount: 1 }),
    status: 404,
  },
  { op: 'getPaymentMethods', name: 'methods', as: 'agent', request: get('/payload/accounts'), status: 200 },
  { op: 'getTax1099', name: 'my 1099', as: 'agent', request: get('/tax1099', { year: 2025 }), status: 200 },
  { op: 'getTax1099', name: 'office without access', as: 'noaccess', request: get('/tax1099'), status: 403 },
  {
    op: 'getTax1099',
    name: 'before the agent joined',
    request: (ctx) => ({ path: '/tax1099', query: { agentId: lateHire(ctx), year: 2020 } }),
    status: 404,
  },
  {
    op: 'saveTax1099Consent',
    name: 'consent saved',
    as: 'agent',
    request: send('PUT', '/tax1099/consent', { consent: true }),
    status: 200,
    expectBody: (b) => expectData(b, { consent: true, message: MESSAGES.userConsentSaved }),
  },
  {
    op: 'saveTax1099Consent',
    name: 'not a boolean',
    as: 'agent',
    request: send('PUT', '/tax1099/consent', { consent: 'yes' }),
    status: 400,
  },
];

/** Statuses an operation documents but the mock cannot be brought to answer (with why). */
export const UNREACHABLE: Record<string, Record<string, string>> = {
  listCompanies: { '404': 'every user sees at least their own company' },
  getReportList: { '404': 'the report list is never empty' },
};

// ---------- expectations ----------

function lastResetHash(ctx: CaseCtx): string {
  const hash = ctx.store.db.resetTokens.at(-1)?.hash;
  if (!hash) throw new Error('no reset token');
  return hash;
}

const cents = (n: unknown): number => (typeof n === 'number' ? Math.round(n * 100) : 0);

/** Every money/number column of the totals row is the sum of the rows. */
function expectTotalsAddUp(body: unknown): void {
  const data = (
    body as {
      data: {
        columns: Array<{ key: string; type: string }>;
        rows: Array<Record<string, unknown>>;
        totals: Record<string, unknown> | null;
        slug: string;
      };
    }
  ).data;
  if (!data.totals) return;
  for (const c of data.columns) {
    if (c.type !== 'currency' && c.type !== 'number') continue;
    if (data.slug === 'apc' && c.key === 'averagePrice') continue;
    const sum = data.rows.reduce((s, r) => s + cents(r[c.key]), 0);
    if (sum !== cents(data.totals[c.key]))
      throw new Error(`${data.slug}: total ${c.key} ${String(data.totals[c.key])} ≠ sum ${sum / 100}`);
  }
}

function expectDashboardAddsUp(body: unknown): void {
  const d = (body as { data: { kpis: Record<string, number>; monthly: Array<Record<string, number>> } }).data;
  const sum = (key: string): number => d.monthly.reduce((s, m) => s + cents(m[key]), 0);
  if (sum('netIncome') !== cents(d.kpis.netIncomeYtd))
    throw new Error('monthly net income does not add up to the KPI');
  if (sum('closedVolume') !== cents(d.kpis.closedVolumeYtd))
    throw new Error('monthly volume does not add up to the KPI');
  if (d.monthly.length !== 12) throw new Error('twelve months expected');
}
