// Rows of the rules-agree table for the fields several forms share (e-mail, phone, ZIP, user name,
// saved search name, password, external IDs, licence and contract numbers, closing-date range).
import { licenceNumberError } from '@balance/domain/agents';
import {
  closingRangeError,
  contractNumberError,
  emailError,
  externalIdError,
  initialPasswordError,
  phoneError,
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameError,
  userNameError,
  zipError,
} from '@balance/domain';
import { coversheetBody } from './dashboardCases.ts';
import { contractInput, dtrRule, externalInput } from './externalCases.ts';
import { agent, company, coversheet, newUser, office, type Endpoint, type Rule } from './ruleRequests.ts';

export const FIELD_RULES: readonly Rule[] = [
  {
    name: 'e-mail',
    client: (value) => emailError(value),
    inputs: [
      'x@y.co',
      'jane.doe+deals@mail.example.com',
      'o@harbor-pine.realty',
      'a@b.c',
      'not-an-email',
      'a b@example.com',
      'a@example',
      'two@@example.com',
      '<a>@example.com',
      'a,b@example.com',
      '"q"@example.com',
      'javascript:alert(1)',
    ],
    endpoints: [
      { name: 'PUT /companies', field: 'mainEmail', request: (s, v) => company(s, { mainEmail: v }) },
      { name: 'POST /office', field: 'mainEmail', request: (s, v) => office(s, { mainEmail: v }) },
      { name: 'PUT /agents/{id}', field: 'email', request: (s, v) => agent(s, { email: v }) },
      {
        name: 'PUT /Users/{id}',
        field: 'email',
        request: (_s, v) => ({ method: 'PUT', path: '/Users/1', json: { name: 'Jordan Blake', email: v } }),
      },
      {
        name: 'PUT /companies/dtrContactMapping',
        field: 'rules[0].defaultEmail',
        request: (_s, v) => ({
          method: 'PUT',
          path: '/companies/dtrContactMapping/1',
          json: { rules: [{ ...dtrRule, defaultEmail: v }] },
        }),
      },
      {
        name: 'POST /reports/ContractSummary/Email',
        field: 'email',
        as: 'agent',
        request: (s, v) => ({
          method: 'POST',
          path: '/reports/ContractSummary/Email',
          json: { contractId: coversheetBody({ store: s }).contractId, email: v },
        }),
      },
      {
        name: 'POST /contracts/SaveCoversheet (contact)',
        field: 'contacts[0].email',
        as: 'agent',
        request: (s, v) => coversheet(s, { email: v }, {}),
      },
    ],
  },
  {
    name: 'phone',
    client: (value) => phoneError(value),
    inputs: [
      '5035550100',
      '503-555-0100',
      '(503) 555-0100',
      '+1 503.555.0100',
      '123456789012345',
      '12',
      '555-0100',
      '1234567890123456',
      '503-CALL-NOW1',
      '503_555_0100',
    ],
    endpoints: [
      { name: 'PUT /companies', field: 'mainPhone', request: (s, v) => company(s, { mainPhone: v }) },
      { name: 'POST /office', field: 'mainPhone', request: (s, v) => office(s, { mainPhone: v }) },
      { name: 'POST /office (fax)', field: 'mainFax', request: (s, v) => office(s, { mainFax: v }) },
      { name: 'PUT /agents/{id}', field: 'mobilePhone', request: (s, v) => agent(s, { mobilePhone: v }) },
      {
        name: 'PUT /agents/{id} (office)',
        field: 'officePhone',
        request: (s, v) => agent(s, { officePhone: v }),
      },
    ],
  },
  {
    name: 'zip',
    client: (value) => zipError(value),
    inputs: ['97201', '97201-1234', 'K1A 0B6', 'SW1A 1AA', '12', '972_01', '97201-12345', '-9720'],
    endpoints: [
      { name: 'PUT /companies', field: 'zip', request: (s, v) => company(s, { zip: v }) },
      { name: 'POST /office', field: 'zip', request: (s, v) => office(s, { zip: v }) },
      { name: 'PUT /agents/{id}', field: 'zip', request: (s, v) => agent(s, { zip: v }) },
      {
        name: 'POST /contracts/SaveCoversheet (manual)',
        field: 'manual.zip',
        as: 'agent',
        request: (s, v) => coversheet(s, {}, { zip: v }),
      },
    ],
  },
  {
    name: 'user name',
    client: (value) => userNameError(value),
    inputs: ['lnguyen', 'ana.torres', 'j_doe-2', 'ab', 'has space', '-dash', 'a'.repeat(41), 'ünï'],
    endpoints: [{ name: 'POST /Users', field: 'userName', request: (_s, v) => newUser({ userName: v }) }],
  },
  {
    name: 'saved search name',
    client: (v) => savedSearchNameError(v),
    inputs: [
      '',
      '   ',
      'Pearl agents',
      'x'.repeat(SAVED_SEARCH_NAME_MAX),
      'x'.repeat(SAVED_SEARCH_NAME_MAX + 1),
    ],
    endpoints: [
      {
        name: 'POST /savedSearches',
        field: 'name',
        request: (_s, v) => ({
          method: 'POST',
          path: '/savedSearches',
          json: {
            name: v,
            selection: 'agents',
            attribute: 'Agent_All',
            subFilter: '',
            text: '',
            pageSize: 25,
            columns: [],
          },
        }),
      },
    ],
  },
  {
    name: 'initial password',
    client: (value) => initialPasswordError(value),
    inputs: ['', 'Harbor!View2027', 'short1!A', 'nouppercase1!', 'NoSpecial123', 'Password1!'],
    endpoints: [{ name: 'POST /Users', field: 'password', request: (_s, v) => newUser({ password: v }) }],
  },
  {
    name: 'external id',
    client: (value) => externalIdError('MLS office ID', value),
    inputs: ['HPR01', 'QBO.7', 'lic/2024_01', '-HPR', '.7', 'HPR 01', 'HPR#1'],
    endpoints: ['mlsOfficeId', 'stateLicenseNumber', 'accountingId'].map((field): Endpoint => ({
      name: 'PUT /companies/external',
      field,
      request: (_s, v) => ({
        method: 'PUT',
        path: '/companies/external/1',
        json: { ...externalInput, [field]: v },
      }),
    })),
  },
  {
    name: 'licence number',
    client: (value) => licenceNumberError(value),
    inputs: ['OR-201001', 'WA2024', 'ab12', 'OR 2010', '-OR1', 'OR#1', 'abc', 'A'.repeat(21)],
    endpoints: [
      { name: 'PUT /agents/{id}', field: 'licenceNumber', request: (s, v) => agent(s, { licenceNumber: v }) },
    ],
  },
  {
    name: 'contract number',
    client: (value) => contractNumberError(value),
    inputs: ['FR-AGREE-0002', 'FR.AGREE/3', 'fr_agree_4', '-FR', 'FR 5', 'FR#6'],
    endpoints: [
      {
        name: 'PUT /Office/contract',
        field: 'contractNumber',
        request: (_s, v) => ({
          method: 'PUT',
          path: '/Office/contract/1',
          json: { ...contractInput, contractNumber: v },
        }),
      },
    ],
  },
  {
    name: 'closing-date range (from 2025-03-01)',
    client: (value) => closingRangeError('2025-03-01', value),
    inputs: ['2025-03-31', '2025-12-31', '2025-02-28', '2024-12-31'],
    endpoints: [
      {
        name: 'GET /contracts/search',
        field: 'closingTo',
        request: (_s, v) => ({
          method: 'GET',
          path: `/contracts/search?companyId=1&contractFilter=CLSD&closingFrom=2025-03-01&closingTo=${v}`,
        }),
      },
    ],
  },
];
