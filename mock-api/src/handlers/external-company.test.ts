// External Company through the Node transport (fresh store per test): seeding is deterministic, every
// reply validates against the OpenAPI contract, writes persist, bad input gets per-field 400s, and the
// role rules hold.
import { describe, expect, test } from 'vitest';
import { contractCall, mockPerTest } from '../testing/mock-test.ts';

const mock = mockPerTest('external-company.mock.test');
const call = contractCall(mock);

const OTHER_COMPANY = 2;

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
