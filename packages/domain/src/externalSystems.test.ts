import { describe, expect, it } from 'vitest';
import { CONTACT_TYPES } from './enums';
import { CONTACT_TYPE_ORDER, externalIdError, standardDtrRule } from './externalSystems';

describe('external identifiers', () => {
  it.each(['SKY-448201', 'QBO.7', 'lic/2024_01', '0'])('accepts %s', (value) => {
    expect(externalIdError('DTR company ID', value)).toBeNull();
  });
  it.each(['-SKY', '.7', 'SKY 448201', 'SKY#1', 'åäö'])('refuses %s', (value) => {
    expect(externalIdError('DTR company ID', value)).toBe(
      'DTR company ID may use letters, digits and . _ / - only',
    );
  });
  it('leaves a blank value alone and trims before checking', () => {
    expect(externalIdError('Accounting ID', '  ')).toBeNull();
    expect(externalIdError('Accounting ID', ' QBO-1 ')).toBeNull();
  });
});

describe('contact type order', () => {
  it('lists every contact type once, buyer and seller first', () => {
    expect([...CONTACT_TYPE_ORDER].sort()).toEqual([...CONTACT_TYPES].sort());
    expect(CONTACT_TYPE_ORDER.slice(0, 2)).toEqual(['Buyer', 'Seller']);
  });
});

describe('standard DTR rules', () => {
  it('syncs the parties both ways and requires the parties and title', () => {
    expect(CONTACT_TYPE_ORDER.map((type) => standardDtrRule(type))).toEqual([
      {
        contactType: 'Buyer',
        dtrRole: 'Buyer',
        sync: 'Both',
        required: true,
        defaultCompany: null,
        defaultEmail: null,
      },
      {
        contactType: 'Seller',
        dtrRole: 'Seller',
        sync: 'Both',
        required: true,
        defaultCompany: null,
        defaultEmail: null,
      },
      {
        contactType: 'Co-op',
        dtrRole: 'Cooperating Agent',
        sync: 'Import',
        required: false,
        defaultCompany: null,
        defaultEmail: null,
      },
      {
        contactType: 'Lender',
        dtrRole: 'Loan Officer',
        sync: 'Import',
        required: false,
        defaultCompany: null,
        defaultEmail: null,
      },
      {
        contactType: 'Title',
        dtrRole: 'Title / Escrow Officer',
        sync: 'Import',
        required: true,
        defaultCompany: null,
        defaultEmail: null,
      },
    ]);
  });
  it("takes the DTR's own role name", () => {
    expect(standardDtrRule('Co-op', 'Buying Agent').dtrRole).toBe('Buying Agent');
  });
});
