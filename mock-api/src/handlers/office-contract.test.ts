// The office Contract through the Node transport (fresh store per test): every reply validates
// against the OpenAPI contract, a save persists and works out the term, bad input gets per-field 400s,
// and only a Super Admin may change a contract.
import { describe, expect, test } from 'vitest';
import { contractCall, mockPerTest } from '../testing/mock-test.ts';
import { CONTRACT_FORBIDDEN } from './office-contract.ts';

const mock = mockPerTest('office-contract.mock.test');
const call = contractCall(mock);

const OTHER_COMPANY = 2;
const otherCompanyOffice = () => mock.store.officesByCompany.get(OTHER_COMPANY)?.[0]?.id ?? 0;

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
