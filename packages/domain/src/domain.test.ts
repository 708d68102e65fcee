import { describe, expect, it } from 'vitest';
import {
  areaFromPath,
  canSearch,
  CONTRACT_SIDE_LABELS,
  formatDate,
  formatPercent,
  formatPhone,
  formatRange,
  isAuthPath,
  isCommonPassword,
  isPasswordValid,
  loginPathFor,
  logoPathFor,
  MESSAGES,
  passwordChecks,
  searchTextToSend,
  yearChoices,
} from './index';

describe('canSearch (the Go rule)', () => {
  it('refuses text shorter than 2 characters after trimming', () => {
    expect(canSearch('Agent_Name', '')).toBe(false);
    expect(canSearch('Agent_Name', 'a')).toBe(false);
    expect(canSearch('Agent_Name', '  a  ')).toBe(false);
  });
  it('accepts 2 or more characters', () => {
    expect(canSearch('Agent_Name', 'ab')).toBe(true);
    expect(canSearch('Agent_Name', ' ab ')).toBe(true);
  });
  it.each([
    'Agent_All',
    'Company_All',
    'Contract_AllContract',
    'Listing_All',
    'Office_All',
    'Region_All',
    'Team_All',
    'User_All',
  ])('accepts empty text for %s', (attribute) => {
    expect(canSearch(attribute, '')).toBe(true);
  });
  it('accepts empty text when the attribute name contains Status', () => {
    expect(canSearch('Office_Status', '')).toBe(true);
    expect(canSearch('Agent_BSFStatus', ' ')).toBe(true);
  });
  it('is case-sensitive about Status and exact about All', () => {
    expect(canSearch('Office_status', '')).toBe(false);
    expect(canSearch('Agent_Allx', '')).toBe(false);
  });
});

describe('searchTextToSend', () => {
  it('sends the sub-filter for Office_Status', () => {
    expect(searchTextToSend('Office_Status', 'ignored', '1')).toBe('1');
  });
  it('sends trimmed text otherwise', () => {
    expect(searchTextToSend('Office_City', '  Austin ', '1')).toBe('Austin');
  });
});

describe('password rule', () => {
  it('accepts a password meeting every part', () => {
    expect(isPasswordValid('Balance#2026')).toBe(true);
  });
  it.each([
    ['Short#1a', 'length'],
    ['NOLOWER#2026', 'lower'],
    ['noupper#2026', 'upper'],
    ['NoDigits#abc', 'digit'],
    ['NoSpecial2026', 'special'],
  ])('%s fails on %s', (password, id) => {
    expect(isPasswordValid(password)).toBe(false);
    expect(passwordChecks(password).find((check) => check.id === id)?.met).toBe(false);
  });
  it('treats only !@#$%^&*()_+ as special', () => {
    expect(isPasswordValid('Balance-2026x')).toBe(false);
  });
  it('accepts 64+ characters', () => {
    expect(isPasswordValid(`Aa1!${'x'.repeat(70)}`)).toBe(true);
  });
  it('knows common passwords regardless of case', () => {
    expect(isCommonPassword('password123!')).toBe(true);
    expect(isCommonPassword('Tr0ub4dor&3x!')).toBe(false);
  });
  it('quotes the spec message to the letter', () => {
    expect(MESSAGES.passwordRule).toBe(
      'Passwords must be at least 10 characters, and must have at least 1 upper case letter, 1 lower case letter, 1 number and 1 special character: !@#$%^&*()_+',
    );
  });
});

describe('formatters', () => {
  it('formats dates as MM/DD/YYYY', () => {
    expect(formatDate('2024-03-07T10:00:00Z')).toBe('03/07/2024');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('formats phones as 3-3-rest', () => {
    expect(formatPhone('5551234567')).toBe('555-123-4567');
    expect(formatPhone('(555) 123-45678')).toBe('555-123-45678');
    expect(formatPhone('5551')).toBe('555-1');
  });
  it('formats percentages without rounding a typed rate away', () => {
    expect(formatPercent(0.75)).toBe('0.75%');
    expect(formatPercent(2.125, 2)).toBe('2.125%');
    expect(formatPercent(70)).toBe('70.0%');
    expect(formatPercent(70, 0)).toBe('70%');
    expect(formatPercent(33.333333)).toBe('33.3%');
    expect(formatPercent(12.3456)).toBe('12.3%');
    expect(formatPercent(null)).toBe('');
  });
  it('formats a pager range', () => {
    expect(formatRange(1, 5, 1234)).toBe('1–5 of 1,234');
    expect(formatRange(3, 5, 12)).toBe('11–12 of 12');
    expect(formatRange(1, 5, 0)).toBe('0 of 0');
  });
});

describe('areas', () => {
  it('decides the area by the path', () => {
    expect(areaFromPath('/agent-ez/dashboard')).toBe('agent');
    expect(areaFromPath('/agent-ez')).toBe('agent');
    expect(areaFromPath('/auth/agent-ez/login')).toBe('agent');
    expect(areaFromPath('/agent-ezra')).toBe('admin');
    expect(areaFromPath('/main/companies')).toBe('admin');
    expect(areaFromPath('/')).toBe('admin');
  });
  it('gives each area its login and logo', () => {
    expect(loginPathFor('agent')).toBe('/auth/agent-ez/login');
    expect(loginPathFor('admin')).toBe('/auth/admin/login');
    expect(logoPathFor('admin')).toBe('/main');
    expect(isAuthPath('/auth/admin/login')).toBe(true);
    expect(isAuthPath('/main')).toBe(false);
  });
});

describe('enumerations and constants', () => {
  it('labels contract sides in source order', () => {
    expect(Object.values(CONTRACT_SIDE_LABELS)).toEqual(['List', 'Buy', 'List Ref', 'Buy Ref']);
  });
  it('offers years from the current year back to 2020', () => {
    expect(yearChoices(new Date('2026-11-22'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });
});
