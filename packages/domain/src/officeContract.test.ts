import { describe, expect, it } from 'vitest';
import { contractDateErrors, contractNumberError } from './officeContract';

describe('office contract rules', () => {
  it('checks the contract number like any external identifier', () => {
    expect(contractNumberError('FR-2021-0042')).toBeNull();
    expect(contractNumberError('FR 42')).toBe('Contract number may use letters, digits and . _ / - only');
  });
  it('wants the end after the start', () => {
    expect(contractDateErrors('2021-03-01', '2031-02-28', null)).toEqual({});
    expect(contractDateErrors('2021-03-01', '2021-03-01', null)).toEqual({
      endDate: 'End date must be after the start date',
    });
  });
  it('wants the renewal notice inside the term', () => {
    expect(contractDateErrors('2021-03-01', '2031-02-28', '2030-09-01')).toEqual({});
    expect(contractDateErrors('2021-03-01', '2031-02-28', '2031-03-01')).toEqual({
      renewalNoticeDate: 'Renewal notice date must fall between the start and end dates',
    });
  });
  it('says nothing about dates not picked yet', () => {
    expect(contractDateErrors('', '2021-03-01', '2020-01-01')).toEqual({});
  });
});
