// External Company, DTR Contact Mapping and office Contract through the Node transport (fresh store
// per test): seeded data is deterministic, every reply validates against the OpenAPI contract (ajv),
// writes persist, bad input gets per-field 400s, and the role rules hold.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMockServer } from '../node.ts';
import { contractProblems, operation, readReply } from '../testing/contract.ts';
import { CONTRACT_FORBIDDEN } from './admin-extra.ts';

const mock = createMockServer({
  baseUrl: 'http://admin-extra.mock.test/api',
  now: new Date('2026-06-15T12:00:00Z'),
});
beforeAll(() => mock.listen());
beforeEach(() => mock.reset());
afterAll(() => mock.close());

type Json = { data?: Record<string, unknown> | null; message?: string; errors?: Record<string, string[]> };

/** Calls the mock and checks the reply against the contract of `operationId`. */
async function call(operationId: string, who: string | null, path: string, json?: unknown) {
  const op = operation(operationId);
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${await mock.tokenFor(who)}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${mock.baseUrl}${path}`, {
    method: op.method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const reply = await readReply(response);
  expect(contractProblems(op, reply)).toEqual([]);
  return { status: reply.status, body: reply.body as Json };
}

const OTHER_COMPANY = 2;
const otherCompanyOffice = () => mock.store.officesByCompany.get(OTHER_COMPANY)?.[0]?.id ?? 0;

const external = {
  mlsBoard: 'RMLS (Portland)',
  mlsOfficeId: 'HPR02',
  stateLicenseNumber: '200312044',
  accountingSystem: 'NetSuite',
  accountingId: 'NS-88',
  dtrSystem: 'SkySlope',
  dtrCompanyId: 'SKY-990001',
  syncEnabled: true,
};

const contract = {
  contractNumber: 'FR-2026-0001',
  contractType: 'Franchise',
  status: 'Active',
  startDate: '2026-07-01',
  endDate: '2036-06-30',
  renewalNoticeDate: '2036-01-01',
  autoRenew: false,
  feePlan: 'Tiered',
  royaltyPercent: 5.5,
  royaltyCapAnnual: null,
  marketingFeeMonthly: 275,
  signedByName: 'Priya Shah',
  notes: 'Renewed for ten years.',
};

describe('External Company', () => {
  test('the demo company is linked to its MLS, QuickBooks Online and SkySlope; seeding is deterministic', async () => {
    const a = await call('getExternalCompany', 'superuser', '/companies/external/1');
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      companyId: 1,
      mlsOfficeId: 'HPR01',
      accountingSystem: 'QuickBooks Online',
      dtrSystem: 'SkySlope',
      syncStatus: 'Synced',
    });
    mock.reset();
    const b = await call('getExternalCompany', 'superuser', '/companies/external/1');
    expect(b.body).toEqual(a.body);
  });

  test('every company of the seed answers within the contract', async () => {
    for (const company of mock.store.db.companies) {
      const r = await call('getExternalCompany', 'superuser', `/companies/external/${company.id}`);
      expect(r.status).toBe(200);
    }
  });

  test('a save persists, queues a sync and records who changed it', async () => {
    const saved = await call('updateExternalCompany', 'superuser', '/companies/external/1', external);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      ...external,
      syncStatus: 'Pending',
      updatedByName: 'Jordan Blake',
    });
    const again = await call('getExternalCompany', 'superuser', '/companies/external/1');
    expect(again.body.data).toEqual(saved.body.data);
  });

  test('an ID is required for a chosen system, and a DTR company ID belongs to one company', async () => {
    const missing = await call('updateExternalCompany', 'superuser', '/companies/external/1', {
      ...external,
      accountingId: '',
      dtrCompanyId: ' ',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.accountingId).toEqual(['Accounting ID is required for NetSuite']);
    expect(missing.body.errors?.dtrCompanyId).toEqual(['DTR company ID is required for SkySlope']);

    const other = (await call('getExternalCompany', 'superuser', '/companies/external/4')).body.data;
    if (!other || other.dtrSystem === 'None') throw new Error('company 4 has no DTR in the seed');
    const taken = await call('updateExternalCompany', 'superuser', '/companies/external/1', {
      ...external,
      dtrSystem: other.dtrSystem,
      dtrCompanyId: other.dtrCompanyId,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.dtrCompanyId?.[0]).toMatch(/is already linked to /);
  });

  test('an office admin sees and edits their own company only; an agent is refused', async () => {
    expect((await call('getExternalCompany', 'officeadmin', '/companies/external/1')).status).toBe(200);
    expect(
      (await call('updateExternalCompany', 'officeadmin', '/companies/external/1', external)).status,
    ).toBe(200);
    expect(
      (await call('getExternalCompany', 'officeadmin', `/companies/external/${OTHER_COMPANY}`)).status,
    ).toBe(403);
    expect(
      (await call('updateExternalCompany', 'officeadmin', `/companies/external/${OTHER_COMPANY}`, external))
        .status,
    ).toBe(403);
    expect((await call('getExternalCompany', 'agent', '/companies/external/1')).status).toBe(403);
    expect((await call('getExternalCompany', null, '/companies/external/1')).status).toBe(401);
    expect((await call('getExternalCompany', 'superuser', '/companies/external/999999')).status).toBe(404);
  });
});

describe('DTR Contact Mapping', () => {
  test('the demo company maps all five contact types, Title with its default title company', async () => {
    const r = await call('getDtrContactMapping', 'superuser', '/companies/dtrContactMapping/1');
    const rules = (r.body.data?.rules ?? []) as { contactType: string; defaultCompany: string | null }[];
    expect(rules.map((rule) => rule.contactType)).toEqual(['Buyer', 'Seller', 'Co-op', 'Lender', 'Title']);
    expect(rules.at(-1)?.defaultCompany).toBe('Pacific Title & Escrow');
  });

  test('a company without a DTR has an empty mapping; a saved mapping persists in contact-type order', async () => {
    let empty = 0;
    for (const company of mock.store.db.companies) {
      const r = await call('getDtrContactMapping', 'superuser', `/companies/dtrContactMapping/${company.id}`);
      if ((r.body.data?.rules as unknown[]).length === 0) {
        empty += 1;
        expect(r.body.data?.dtrSystem).toBe('None');
      }
    }
    expect(empty).toBeGreaterThan(0);
    const saved = await call('updateDtrContactMapping', 'superuser', '/companies/dtrContactMapping/1', {
      rules: [
        {
          contactType: 'Title',
          dtrRole: 'Escrow',
          sync: 'Import',
          required: true,
          defaultCompany: ' Summit Title Company ',
          defaultEmail: 'orders@summittitle.example.com',
        },
        {
          contactType: 'Buyer',
          dtrRole: 'Buyer',
          sync: 'Both',
          required: true,
          defaultCompany: null,
          defaultEmail: '',
        },
      ],
    });
    expect(saved.status).toBe(200);
    const again = await call('getDtrContactMapping', 'superuser', '/companies/dtrContactMapping/1');
    expect(again.body.data).toEqual(saved.body.data);
    const rules = again.body.data?.rules as {
      contactType: string;
      defaultCompany: string | null;
      defaultEmail: string | null;
    }[];
    expect(rules.map((rule) => rule.contactType)).toEqual(['Buyer', 'Title']);
    expect(rules[0]?.defaultEmail).toBeNull();
    expect(rules[1]?.defaultCompany).toBe('Summit Title Company');
  });

  test('a contact type mapped twice, a blank role and a bad e-mail are refused per row', async () => {
    const rule = {
      contactType: 'Buyer',
      dtrRole: 'Buyer',
      sync: 'Both',
      required: true,
      defaultCompany: null,
      defaultEmail: null,
    };
    const r = await call('updateDtrContactMapping', 'superuser', '/companies/dtrContactMapping/1', {
      rules: [rule, { ...rule, dtrRole: ' ', defaultEmail: 'nope' }],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.['rules[1].contactType']).toEqual(['Buyer is mapped twice']);
    expect(r.body.errors?.['rules[1].dtrRole']).toEqual(['DTR role is required']);
    expect(r.body.errors?.['rules[1].defaultEmail']).toEqual(['E-mail is not valid']);
  });

  test('an office admin is refused another company', async () => {
    const r = await call(
      'getDtrContactMapping',
      'officeadmin',
      `/companies/dtrContactMapping/${OTHER_COMPANY}`,
    );
    expect(r.status).toBe(403);
  });
});

describe('office Contract', () => {
  test('the demo office has a ten-year franchise contract with a capped royalty', async () => {
    const r = await call('getOfficeContract', 'superuser', '/Office/contract/1');
    expect(r.body.data).toMatchObject({
      contractNumber: 'FR-2021-0001',
      startDate: '2021-03-01',
      endDate: '2031-02-28',
      termMonths: 120,
      feePlan: 'Capped',
      status: 'Active',
    });
  });

  test('every office answers within the contract; some have none on file', async () => {
    let none = 0;
    for (const office of mock.store.db.offices.slice(0, 120)) {
      const r = await call('getOfficeContract', 'superuser', `/Office/contract/${office.id}`);
      if (r.body.data === null) none += 1;
    }
    expect(none).toBeGreaterThan(0);
    expect(none).toBeLessThan(60);
  });

  test('a save persists and works out the term', async () => {
    const saved = await call('updateOfficeContract', 'superuser', '/Office/contract/1', contract);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...contract, termMonths: 120, updatedByName: 'Jordan Blake' });
    const again = await call('getOfficeContract', 'superuser', '/Office/contract/1');
    expect(again.body.data).toEqual(saved.body.data);
  });

  test('dates out of order and a contract number of another office are refused per field', async () => {
    const r = await call('updateOfficeContract', 'superuser', '/Office/contract/1', {
      ...contract,
      endDate: '2026-01-01',
      renewalNoticeDate: '2040-01-01',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.endDate).toEqual(['End date must be after the start date']);
    const second = mock.store.db.offices.find((o) => o.id !== 1 && o.status === 1) as { id: number };
    const number = (await call('getOfficeContract', 'superuser', `/Office/contract/${second.id}`)).body.data
      ?.contractNumber as string | undefined;
    if (number) {
      const taken = await call('updateOfficeContract', 'superuser', '/Office/contract/1', {
        ...contract,
        contractNumber: number,
      });
      expect(taken.status).toBe(400);
      expect(taken.body.errors?.contractNumber?.[0]).toMatch(/belongs to office/);
    }
  });

  test('an office admin reads the contracts of their company but may not change them', async () => {
    expect((await call('getOfficeContract', 'officeadmin', '/Office/contract/1')).status).toBe(200);
    const refused = await call('updateOfficeContract', 'officeadmin', '/Office/contract/1', contract);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CONTRACT_FORBIDDEN);
    expect(
      (await call('getOfficeContract', 'officeadmin', `/Office/contract/${otherCompanyOffice()}`)).status,
    ).toBe(403);
    expect((await call('getOfficeContract', 'agent', '/Office/contract/1')).status).toBe(403);
  });
});
