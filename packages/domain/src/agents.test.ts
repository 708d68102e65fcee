import { describe, expect, it } from 'vitest';
import {
  agentMoveOutcome,
  agentStatusErrors,
  AGENT_MESSAGES,
  applyAccessOverrides,
  bsfStatusAfter,
  validateNewAgent,
  type AgentFormValues,
} from './agents';
import { MESSAGES } from './messages';

const VALID: AgentFormValues = {
  firstName: 'Lena',
  lastName: 'Marsh',
  email: 'lena@example.com',
  mobilePhone: '503-555-0199',
  officePhone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  officeId: 1,
  memberType: 'Agent',
  gfStatus: 'Current',
  startDate: '2026-01-05',
  licenceNumber: 'OR-1234',
  licenceExpiry: '2028-01-05',
  userName: 'lmarsh',
  initialPassword: 'Harbor#Pine77',
};

describe('Add Agent rules', () => {
  it('accepts a complete agent', () => {
    expect(validateNewAgent(VALID)).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = validateNewAgent({
      ...VALID,
      firstName: ' ',
      email: '',
      mobilePhone: '',
      officeId: null,
      memberType: '',
      licenceNumber: '',
      userName: '',
      initialPassword: '',
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'email',
        'firstName',
        'initialPassword',
        'licenceNumber',
        'memberType',
        'mobilePhone',
        'officeId',
        'userName',
      ].sort(),
    );
    expect(errors.userName).toBe(MESSAGES.userNameRequired);
  });

  it('holds the initial password to the shared rule and refuses an expiry before the start', () => {
    const errors = validateNewAgent({ ...VALID, initialPassword: 'password', licenceExpiry: '2025-01-01' });
    expect(errors.initialPassword).toBe(MESSAGES.passwordRule);
    expect(errors.licenceExpiry).toBe('Licence Expiry must not be before the Start Date');
  });
});

describe('status changes', () => {
  const bounds = { today: '2026-06-15', startDate: '2020-01-01' };
  it('needs a reason and an effective date within the membership, not in the future', () => {
    expect(agentStatusErrors({ reason: '', effectiveDate: '' }, bounds)).toEqual({
      reason: AGENT_MESSAGES.reasonRequired,
      effectiveDate: AGENT_MESSAGES.effectiveDateRequired,
    });
    expect(agentStatusErrors({ reason: 'x', effectiveDate: '2026-06-16' }, bounds).effectiveDate).toBe(
      'Effective Date cannot be in the future',
    );
    expect(agentStatusErrors({ reason: 'x', effectiveDate: '2019-12-31' }, bounds).effectiveDate).toBe(
      'Effective Date cannot be before the Start Date',
    );
    expect(agentStatusErrors({ reason: 'Left', effectiveDate: '2026-06-15' }, bounds)).toEqual({});
  });

  it('sets the BSF status with the change', () => {
    expect(bsfStatusAfter('deactivate')).toBe('Inactive');
    expect(bsfStatusAfter('reactivate')).toBe('Current');
  });
});

describe('moving an agent', () => {
  it('leaves the team, keeps the plan only within the company, resets access', () => {
    expect(agentMoveOutcome({ fromCompanyId: 1, toCompanyId: 1, teamId: 4 })).toEqual({
      leavesTeam: true,
      keepsPlan: true,
      resetsAccess: true,
    });
    expect(agentMoveOutcome({ fromCompanyId: 1, toCompanyId: 2, teamId: null })).toEqual({
      leavesTeam: false,
      keepsPlan: false,
      resetsAccess: true,
    });
  });
});

describe('Agent.EZ access overrides', () => {
  const items = [
    { path: 'dashboard', enabled: true },
    { path: 'reports/apc', enabled: true },
    { path: 'reports/quickbooks-export', enabled: false },
  ];
  it('follow the office where no override is set', () => {
    expect(applyAccessOverrides(items, undefined)).toEqual(items);
    expect(
      applyAccessOverrides(items, { 'reports/apc': false, 'reports/quickbooks-export': true }).map(
        (i) => i.enabled,
      ),
    ).toEqual([true, false, true]);
  });
});
