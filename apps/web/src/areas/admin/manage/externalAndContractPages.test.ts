// The rules the External Company, DTR Contact Mapping and office Contract forms check before a save
// (the same ones the server applies), and the contract term as the page shows it.
import { describe, expect, it } from 'vitest';
import { validateRules } from './DtrContactPage';
import { validateExternal } from './ExternalCompanyPage';
import { formatDateTime } from './externalAndContractTypes';
import { formatTerm, termOf, validateContract } from './officeContractForm';

const linked = {
  mlsBoard: 'RMLS (Portland)',
  mlsOfficeId: 'HPR01',
  stateLicenseNumber: '200312044',
  accountingSystem: 'QuickBooks Online',
  accountingId: 'QBO-10001',
  dtrSystem: 'SkySlope',
  dtrCompanyId: 'SKY-448201',
  syncEnabled: true,
} as const;

describe('External Company rules', () => {
  it('accepts a fully linked company', () => {
    expect(validateExternal(linked)).toEqual({});
  });

  it('asks for the ID of a chosen system and pairs the board with its office ID', () => {
    expect(validateExternal({ ...linked, accountingId: ' ', dtrCompanyId: '', mlsOfficeId: '' })).toEqual({
      accountingId: 'Accounting ID is required for QuickBooks Online',
      dtrCompanyId: 'DTR company ID is required for SkySlope',
      mlsOfficeId: 'MLS office ID is required with a board',
    });
    expect(validateExternal({ ...linked, mlsBoard: '' }).mlsBoard).toBe(
      'Name the MLS / board of this office ID',
    );
  });

  it('refuses IDs with spaces or markup, and sync with nothing linked', () => {
    expect(validateExternal({ ...linked, dtrCompanyId: '<img src=x>' }).dtrCompanyId).toMatch(
      /letters, digits/,
    );
    expect(
      validateExternal({
        ...linked,
        mlsBoard: '',
        mlsOfficeId: '',
        accountingSystem: 'None',
        accountingId: '',
        dtrSystem: 'None',
        dtrCompanyId: '',
      }).syncEnabled,
    ).toBe('Link at least one system before turning sync on');
  });
});

describe('DTR contact rules', () => {
  const rule = {
    contactType: 'Title',
    dtrRole: 'Escrow',
    sync: 'Import',
    required: true,
    defaultCompany: null,
    defaultEmail: null,
  } as const;

  it('needs a DTR role and a valid default e-mail, per row', () => {
    expect(validateRules([rule])).toEqual({});
    expect(
      validateRules([rule, { ...rule, contactType: 'Buyer', dtrRole: '  ', defaultEmail: 'nope' }]),
    ).toEqual({
      '1.dtrRole': 'DTR role is required',
      '1.defaultEmail': 'Enter a valid e-mail address, such as orders@title.example.com',
    });
  });
});

describe('office contract', () => {
  const contract = {
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
    notes: '',
  } as const;

  it('works out the term in whole months', () => {
    expect(termOf('2021-03-01', '2031-02-28')).toBe(120);
    expect(termOf('2024-01-15', '2025-01-14')).toBe(12);
    expect(termOf('2024-01-15', '2025-01-13')).toBe(11);
    expect(termOf('2024-01-15', '')).toBeNull();
    expect(formatTerm(120)).toBe('120 months (10 years)');
    expect(formatTerm(12)).toBe('12 months (1 year)');
    expect(formatTerm(7)).toBe('7 months');
  });

  it('needs a number and both dates in order, with the renewal notice between them', () => {
    expect(validateContract(contract)).toEqual({});
    expect(validateContract({ ...contract, contractNumber: '', startDate: '', endDate: '' })).toEqual({
      contractNumber: 'Contract number is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    expect(validateContract({ ...contract, endDate: '2020-01-01', renewalNoticeDate: null }).endDate).toBe(
      'End date must be after the start date',
    );
    expect(validateContract({ ...contract, renewalNoticeDate: '2032-01-01' }).renewalNoticeDate).toBe(
      'Renewal notice date must fall between the start and end dates',
    );
  });

  it('shows timestamps the same on every machine', () => {
    expect(formatDateTime('2026-02-10T06:00:00Z')).toBe('02/10/2026 06:00 UTC');
    expect(formatDateTime(null)).toBe('');
  });
});
