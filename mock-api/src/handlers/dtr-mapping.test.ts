// DTR Contact Mapping through the Node transport (fresh store per test): every reply validates
// against the OpenAPI contract, a saved mapping persists in contact-type order, bad rows get per-row
// 400s, and the role rules hold.
import { describe, expect, test } from 'vitest';
import { contractCall, mockPerTest } from '../testing/mock-test.ts';

const mock = mockPerTest('dtr-mapping.mock.test');
const call = contractCall(mock);

const OTHER_COMPANY = 2;

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
