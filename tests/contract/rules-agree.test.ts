// The app and the mock apply the same rules: every input goes to the domain validator the forms call
// and to each mock endpoint that checks that field. Client says invalid ⇔ mock answers 400 with a
// field error for it (and a valid input is saved: 200).
import { licenceNumberError } from '@balance/domain/agents';
import {
  closingRangeError,
  contractNumberError,
  emailError,
  externalIdError,
  initialPasswordError,
  PALETTE_KINDS,
  phoneError,
  planErrors,
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameError,
  userNameError,
  zipError,
  type PlanTerms,
} from '@balance/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Store } from '../../mock-api/src/store/store.ts';
import { spec } from '../../mock-api/src/testing/contract.ts';
import { startMsw, type RequestSpec, type Transport } from '../../mock-api/src/testing/transports.ts';
import { BILLING_RULES } from './billingRules.ts';
import { contractInput, coversheetBody, dtrRule, externalInput } from './cases.ts';
import { contractStatusRules } from './contractStatusRules.ts';
import { planInput, planRequest } from './plan-cases.ts';

type Who = 'superuser' | 'agent';

type Endpoint = {
  name: string;
  /** The key of ErrorBody.errors the mock names the field by. */
  field: string;
  as?: Who;
  request: (store: Store, value: string) => RequestSpec;
};

type Rule = {
  name: string;
  client: (value: string) => string | null;
  inputs: readonly string[];
  endpoints: readonly Endpoint[];
};

function company(store: Store, patch: Record<string, string>): RequestSpec {
  const existing = store.companyById.get(1);
  if (!existing) throw new Error('no company 1');
  const { id, name, active, address, city, state, zip, country, mainPhone, mainEmail } = existing;
  const body = { id, name, active, address, city, state, zip, country, mainPhone, mainEmail, ...patch };
  return { method: 'PUT', path: '/companies', json: body };
}

function office(store: Store, patch: Record<string, string>): RequestSpec {
  const o = store.officeById.get(1);
  if (!o) throw new Error('no office 1');
  const body = {
    id: o.id,
    companyId: o.companyId,
    officeNum: o.officeNum,
    called: o.called,
    address: o.address,
    city: o.city,
    state: o.state,
    zip: o.zip,
    country: o.country,
    mainPhone: '5035550188',
    mainFax: null,
    mainEmail: 'office@harborpine.example.com',
    activeInCompany: o.activeInCompany,
    ...patch,
  };
  return { method: 'POST', path: '/office', json: body };
}

/** PUT /agents/{id} for the demo agent with one field changed. */
function agent(store: Store, patch: Record<string, string>): RequestSpec {
  const a = store.agentById.get(1001);
  if (!a) throw new Error('no agent 1001');
  const body = {
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    mobilePhone: a.phone,
    officePhone: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    memberType: a.memberType,
    gfStatus: a.gfStatus,
    startDate: a.hireDate,
    licenceNumber: 'OR-201001',
    licenceExpiry: '2030-01-01',
    ...patch,
  };
  return { method: 'PUT', path: '/agents/1001', json: body };
}

let userSerial = 0;
/** A new Office Admin of the demo office, each with a user name of its own unless the case sets one. */
function newUser(patch: Record<string, string>): RequestSpec {
  userSerial += 1;
  const body = {
    userName: `rules${userSerial}`,
    name: 'Linh Nguyen',
    email: `rules${userSerial}@harborpine.example.com`,
    role: 'Office Admin',
    officeId: 1,
    password: 'Harbor!View2027',
    ...patch,
  };
  return { method: 'POST', path: '/Users', json: body };
}

function coversheet(
  store: Store,
  contact: Record<string, string>,
  manual: Record<string, string>,
): RequestSpec {
  const body = coversheetBody({ store });
  return {
    method: 'POST',
    path: '/contracts/SaveCoversheet',
    json: {
      ...body,
      manual: { ...body.manual, ...manual },
      contacts: body.contacts.map((c) => ({ ...c, ...contact })),
    },
  };
}

/** The plan form's verdict on a plan that differs from the contract plan in `patch`, under `field`. */
function planRule(patch: Partial<PlanTerms>, field: string): string | null {
  const terms = { ...(planInput as PlanTerms), name: 'x', ...patch };
  return planErrors(terms)[field] ?? null;
}
const amount = (value: string): number | null => (value === '' ? null : Number(value));

const PLAN_RULES: readonly Rule[] = [
  {
    name: 'plan tier split',
    client: (value) => planRule({ tiers: [{ from: 0, agentSplit: Number(value) }] }, 'tiers.0.agentSplit'),
    inputs: ['0', '70', '100', '62.5', '100.5', '-1'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'tiers.0.agentSplit',
        request: (_s, value) => planRequest({ tiers: [{ from: 0, agentSplit: Number(value) }] }),
      },
    ],
  },
  {
    name: 'plan tier threshold',
    client: (value) =>
      planRule(
        {
          tiers: [
            { from: 0, agentSplit: 70 },
            { from: Number(value), agentSplit: 80 },
          ],
        },
        'tiers.1.from',
      ),
    inputs: ['50000', '0.01', '0', '-5'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'tiers.1.from',
        request: (_s, value) =>
          planRequest({
            tiers: [
              { from: 0, agentSplit: 70 },
              { from: Number(value), agentSplit: 80 },
            ],
          }),
      },
    ],
  },
  {
    name: 'plan cap',
    client: (value) => planRule({ capAmount: amount(value) }, 'capAmount'),
    inputs: ['18000', '', '0.5', '0', '-1'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'capAmount',
        request: (_s, value) => planRequest({ capAmount: amount(value) }),
      },
    ],
  },
  {
    name: 'plan cap year set date',
    client: (value) =>
      planRule({ capYearStart: 'Set date', capStartMonth: 2, capStartDay: Number(value) }, 'capStartDay'),
    inputs: ['1', '28', '29', '30', '0'],
    endpoints: [
      {
        name: 'createPlan',
        field: 'capStartDay',
        request: (_s, value) =>
          planRequest({ capYearStart: 'Set date', capStartMonth: 2, capStartDay: Number(value) }),
      },
    ],
  },
];

const RULES: readonly Rule[] = [
  ...PLAN_RULES,
  ...BILLING_RULES,
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
  ...contractStatusRules,
];

let msw: Transport;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  msw = startMsw();
  tokens.superuser = await msw.tokenFor('superuser');
  tokens.agent = await msw.tokenFor('agent');
});

afterAll(async () => {
  await msw?.close();
});

function fieldErrors(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : {};
}

const rows = RULES.flatMap((rule) =>
  rule.endpoints.flatMap((endpoint) =>
    rule.inputs.map(
      (input) =>
        [
          `${rule.name}: ${endpoint.name} ${endpoint.field} ← ${JSON.stringify(input)}`,
          rule,
          endpoint,
          input,
        ] as const,
    ),
  ),
);

describe('the client rule and the mock agree', () => {
  test.each(rows)('%s', async (_name, rule, endpoint, input) => {
    const clientInvalid = rule.client(input) !== null;
    const reply = await msw.send({
      ...endpoint.request(msw.store, input),
      token: tokens[endpoint.as ?? 'superuser'],
    });
    const mockInvalid = reply.status === 400 && endpoint.field in fieldErrors(reply.body);
    expect({ input, mockInvalid, status: reply.status }).toEqual({
      input,
      mockInvalid: clientInvalid,
      status: clientInvalid ? 400 : 200,
    });
  });

  test('the table has valid and invalid inputs for every rule', () => {
    for (const rule of RULES) {
      const verdicts = new Set(rule.inputs.map((input) => rule.client(input) === null));
      expect([rule.name, [...verdicts].sort()]).toEqual([rule.name, [false, true]]);
    }
  });
});

describe('the palette’s record kinds', () => {
  test('are the contract’s PaletteKind, in the order their groups are shown', () => {
    const schemas = (spec as { components: { schemas: Record<string, { enum?: unknown[] }> } }).components
      .schemas;
    expect([...PALETTE_KINDS]).toEqual(schemas.PaletteKind?.enum);
  });
});
